"""Delayed triggers on an object's death this turn (603.7c): "Target creature gets +1/+0 until
end of turn. When that creature dies this turn, create a 3/2 red and white Spirit creature
token." (Make Your Mark). The instruction remembers the creature as it resolves
(effects/keyword_actions.v_delayed, `when: dies_this_turn`); the delayed trigger triggers
once (603.7b), the first time that creature dies (700.4) this turn, and ceases to exist as the
turn ends (514.2: in the cleanup step, with "this turn" effects) if it hasn't triggered."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.state.game_state import GameState, PendingTrigger

DIES_THIS_TURN = "dies_this_turn"


def on_death(state: GameState, found: list[PendingTrigger], old: int) -> None:
    """The creature `old` died: the delayed triggers waiting for it trigger (603.7c)."""
    due = [t for t in state.delayed if t.delay == DIES_THIS_TURN and old in t.remembered]
    if due:
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="", remembered=(old,)) for t in due]


def expire(state: GameState) -> None:
    """514.2: at cleanup, "this turn" ends: the ones that didn't trigger cease to exist."""
    if any(t.delay == DIES_THIS_TURN for t in state.delayed):
        state.delayed = tuple(t for t in state.delayed if t.delay != DIES_THIS_TURN)
