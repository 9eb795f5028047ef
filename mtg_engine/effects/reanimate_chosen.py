"""Creature cards chosen from all graveyards put onto the battlefield under your control
(110.2, 400.3; no target, chosen as the instruction is carried out, 608.2d):

  Put up to two creature cards from graveyards onto the battlefield under your control.
                                                               (Liliana, the Necromancer [−7])
  Then you put a creature card from a graveyard onto the battlefield under your control.
                                                                       (Extract from Darkness)

`reanimate_chosen: {filter, count, up_to}`: the controller chooses `count` cards matching the
filter among every graveyard's cards (exactly that many if there are that many, "a creature
card"; any number up to it with `up_to`); they enter the battlefield together under the
controller's control (no Aura is chosen: a creature card filter only)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_reanimate_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    me = frame.controller
    f = e.get("filter")
    n = int(e.get("count"))
    if frame.answer is None:
        options = tuple(c for p in state.players for c in p.graveyard
                        if matches(state, c, f, me, frame.source))
        if not options:
            return True
        most = min(n, len(options))
        least = 0 if e.get("up_to") else most
        return _ask(state, ChoiceDecision(me, "put_onto_battlefield", options, least, most,
                                          "choose the creature cards from graveyards to put "
                                          "onto the battlefield under your control"), "effect")
    chosen = tuple(c for c in frame.answer if c in state.objects
                   and state.objects[c].zone is Zone.GRAVEYARD)
    together = chosen if len(chosen) > 1 else ()  # 614.13a (one event)
    for c in chosen:
        move_object(state, c, Zone.BATTLEFIELD, controller=me, together=together)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "reanimate_chosen": v_reanimate_chosen}
