"""Skipping combat phases for a stated time (500.10, 614.10, 614.10a):

  Target player skips all combat phases of their next turn.   (False Peace, Empty City Ruse)
  Target player skips their next combat phase this turn.      (Moment of Silence)

Both are replacement effects of the player's `combat_phase` event with nothing (614.10,
rules/replacement.skips_step), kept as shields (rules/replacement.Shield) whose `until` says
when they apply:

- THEIR_NEXT_TURN: not yet; as that player's next turn begins (a skipped turn doesn't begin,
  500.10) it becomes DURING_TURN, and applies to every combat phase of that turn (an
  additional combat phase too, 500.8), ending with the turn's cleanup step (514.2);
- THIS_TURN: a one-shot (`once`) that also ends with this turn's cleanup step unused (the
  player's next combat phase *this turn*: none may come)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.state.objects import player_ref

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

THEIR_NEXT_TURN = "their_next_turn"
DURING_TURN = "during_turn"
THIS_TURN = "this_turn"


def pending(until: str) -> bool:
    """Does a shield with this `until` wait for a later turn (not applying now)?"""
    return until == THEIR_NEXT_TURN


def kept_over_cleanup(once: bool, until: str) -> bool:
    """514.2: does a shield last past this turn's cleanup step?"""
    if until in (THIS_TURN, DURING_TURN):
        return False
    return once or bool(until)


def turn_began(state: GameState) -> None:
    """The active player's turn has begun: their shields waiting for it now apply."""
    me = player_ref(state.active)
    if any(sh.until == THEIR_NEXT_TURN and sh.target == me for sh in state.shields):
        state.shields = tuple(replace(sh, until=DURING_TURN)
                              if sh.until == THEIR_NEXT_TURN and sh.target == me else sh
                              for sh in state.shields)
