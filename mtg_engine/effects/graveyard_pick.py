"""`exile_from_graveyards` (cards/oracle/graveyard_pick.py; 406.3, 608.2d): the effect's
controller chooses a card matching `filter` among the cards of all graveyards (one), or with
`each` one in each graveyard, the graveyards taken in APNAP order of their owners (101.4); with
`optional` each is asked first ("yes" / "no") and may be declined ("you may", 608.2d). Each
chosen card is exiled (with the source when `linked`, 607.2a). A graveyard with no such card
is passed over (nothing to choose)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, players_of
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _pool(state: GameState, frame: Frame, e: Effect, players: list[int]) -> tuple[int, ...]:
    f = e.get("filter")
    return tuple(c for p in players for c in state.players[p].graveyard
                 if not f or matches(state, c, f, frame.controller, frame.source))


def _exile(state: GameState, frame: Frame, e: Effect, card: int) -> None:
    new = move_object(state, card, Zone.EXILE)
    if e.get("linked") and new is not None and new in state.objects \
            and state.objects[new].zone is Zone.EXILE:
        from mtg_engine.effects.linked import remember_exiled

        remember_exiled(state, frame, [new])


def v_exile_from_graveyards(state: GameState, frame: Frame, e: Effect) -> bool:
    """Each graveyard (or all of them as one) in turn: with `optional`, first "exile a card from
    it?" (yes / no), then the card, chosen among those of the kind there."""
    everyone = players_of(state, frame, "each_player")  # (APNAP order, 101.4)
    groups = [[p] for p in everyone] if e.get("each") else [everyone]
    done = dict(frame.vars).get("done", 0)
    for i, group in enumerate(groups):
        if i < done:
            continue
        pool = _pool(state, frame, e, group)
        where = "that graveyard" if e.get("each") else "a graveyard"
        if pool and e.get("optional") and dict(frame.vars).get("willing", -1) != i:
            if frame.answer is None:  # 608.2d: "you may"
                return _ask(state, ChoiceDecision(frame.controller, "may", (1, 0), 1, 1,
                                                  f"exile a card from {where}?"), "effect")
            if frame.answer[:1] == (1,):
                vars_ = (*((k, v) for k, v in frame.vars if k != "willing"), ("willing", i))
                state.frame = frame = replace(frame, answer=None, vars=vars_)
            else:
                pool = ()  # (declined: nothing from this graveyard)
        if pool:
            if frame.answer is None:
                return _ask(state, ChoiceDecision(frame.controller, "exile", pool, 1, 1,
                                                  f"exile a card from {where}"), "effect")
            for c in frame.answer[:1]:
                if c in pool and c in state.objects and state.objects[c].zone is Zone.GRAVEYARD:
                    _exile(state, frame, e, c)
        vars_ = (*((k, v) for k, v in frame.vars if k != "done"), ("done", i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_from_graveyards": v_exile_from_graveyards}
