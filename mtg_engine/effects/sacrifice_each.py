""""Sacrifice a creature, an artifact, and a land." (701.17a; Tomb of Annihilation's
Oubliette): the player chooses one permanent they control for each noun, in the order
printed, a permanent chosen for one noun not chosen again for another; then all the chosen
ones are sacrificed at once. A noun nothing left matches gets nothing (701.17a: a player can
sacrifice only what they control). The verb `sacrifice_each_kind` (`filters`, one a noun)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_PICK, _DONE = "pick", "kinds_done"


def v_sacrifice_each_kind(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask

    filters = e.get("filters", ())
    me = frame.controller
    done = dict(frame.vars).get(_DONE, 0)
    for i, f in enumerate(filters):
        if i < done:
            continue
        picked = {v for k, v in frame.vars if k == _PICK}
        options = tuple(oid for oid in state.battlefield if state.objects[oid].controller == me
                        and oid not in picked and matches(state, oid, f, me, frame.source))
        if len(options) <= 1:
            chosen = options
        elif frame.answer is None:
            return _ask(state, ChoiceDecision(me, "sacrifice", options, 1, 1,
                                              f"sacrifice one permanent ({i + 1} of "
                                              f"{len(filters)})"), "effect")
        else:
            chosen = tuple(frame.answer)
        vars_ = (*((k, v) for k, v in frame.vars if k != _DONE),
                 *((_PICK, oid) for oid in chosen), (_DONE, i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    for k, oid in frame.vars:  # 701.17a: all at once
        if k == _PICK and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, oid)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "sacrifice_each_kind": v_sacrifice_each_kind}
