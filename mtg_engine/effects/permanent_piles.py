"""Permanents separated into two piles (700.3), Liliana of the Veil's way:

  Separate all permanents target player controls into two piles. That player sacrifices all
  permanents in the pile of their choice.                          (Liliana of the Veil [−6])

`sacrifice_pile: {who}`: the ability's controller separates every permanent that player
controls into two piles (choosing the first: any of them, a pile may be empty, 700.3d; the
rest are the second, 700.3a); that player then chooses one pile and sacrifices every
permanent in it (701.17a, at once). Nothing moves while the piles are made (700.3c); the
permanents are those the player controls as it resolves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.state.game_state import Frame, GameState

_PILE = "permanent_pile"


def v_sacrifice_pile(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import players_of

    players = players_of(state, frame, e.get("who"))
    if not players:
        return True
    them = players[0]
    theirs = tuple(oid for oid in state.battlefield if state.objects[oid].controller == them)
    vars_ = dict(frame.vars)
    if _PILE not in vars_:
        if not theirs:
            return True
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "pile", theirs, 0, len(theirs),
                                              "separate that player's permanents into two "
                                              "piles: choose the first pile"), "effect")
        first = tuple(c for c in theirs if c in frame.answer)
        state.frame = frame = replace(frame, answer=None, vars=(
            *frame.vars, *((_PILE, c) for c in first), (_PILE, 0)))
    first = tuple(v for k, v in frame.vars if k == _PILE and v and v in theirs)
    second = tuple(c for c in theirs if c not in first)
    if frame.answer is None:
        return _ask(state, ChoiceDecision(them, "pile_choice", (1, 2), 1, 1,
                                          f"choose a pile to sacrifice: 1 {len(first)} "
                                          f"permanent(s), 2 {len(second)} permanent(s)"),
                    "effect")
    chosen = first if frame.answer[0] == 1 else second
    state.frame = replace(frame, answer=None)
    state.log.append(("piles", frame.controller, chosen, first if chosen is second else second))
    for c in chosen:
        if c in state.battlefield:
            prim.sacrifice(state, c)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "sacrifice_pile": v_sacrifice_pile}
