"""Conditions about how a permanent got onto the battlefield, read from the event log
(registered in rules/condition_families.JUDGES; oracle/conditions_history.py reads them):

- "nth_spell_this_turn": the permanent was the `count`th spell its controller cast this turn
  (601.2i: the "cast" events of this turn, in order; the spell is the object that moved from
  the stack onto the battlefield, 400.7);
- "entered_or_cast_from_graveyard": it entered the battlefield from its controller's graveyard,
  or it was cast from there (601.2a; the graveyard is its owner's, 404.2: "your graveyard" is
  so only when its controller owns it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.conditions import cast_from, turn_events

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def _entering_move(state: GameState, permanent: int) -> tuple[object, ...] | None:
    """The move event that put the permanent onto the battlefield (400.7: its new id)."""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "move" and ev[2] == permanent:
            return ev  # type: ignore[no-any-return]
    return None


def nth_spell_this_turn(state: GameState, c: Condition, you: int, source: int) -> bool:
    move = _entering_move(state, source)
    if move is None or move[4] != "stack":
        return False
    spell = move[1]
    n = 0
    for ev in turn_events(state):
        if ev[0] == "cast" and ev[1] == you:
            n += 1
            if ev[2] == spell:
                return n == c.count
    return False


def entered_or_cast_from_graveyard(state: GameState, c: Condition, you: int,
                                   source: int) -> bool:
    o = state.objects.get(source)
    if o is None or o.owner != you:
        return False
    move = _entering_move(state, source)
    if move is None:
        return False
    return move[4] == "graveyard" or (move[4] == "stack" and cast_from(state, source) == "graveyard")


JUDGES = {"nth_spell_this_turn": nth_spell_this_turn,
          "entered_or_cast_from_graveyard": entered_or_cast_from_graveyard}
