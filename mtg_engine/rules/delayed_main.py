"""Delayed triggered abilities that wait for a main phase (603.7): "At the beginning of your
next main phase, ..." (Mana Drain) and "At the beginning of your next precombat main phase,
..." (Plasm Capture).

603.7b: such an ability triggers only once, the next time its event happens after it is set
up; "your" names a turn of its controller (603.7d). 505.1: the first main phase of a turn is
its precombat main phase, the others are postcombat: set up during your precombat main phase,
"your next main phase" is the postcombat main phase of the same turn; set up during an
opponent's turn, it is your next precombat main phase."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import GameState, PendingTrigger

# the delayed trigger's `when` (dsl_abilities.DELAYED_WHEN) -> the main phases it waits for
MAIN_DELAYS = {"your_next_main": (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN),
               "your_next_precombat_main": (Step.PRECOMBAT_MAIN,)}


def due_at_main(state: GameState, found: list[PendingTrigger], step: Step) -> None:
    """Take from `state.delayed` the delayed triggers due at the beginning of main phase
    `step` of the active player's turn (theirs only, 603.7d) into `found`."""
    due = [t for t in state.delayed if step in MAIN_DELAYS.get(t.delay, ())
           and t.controller == state.active]
    if due:
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="") for t in due]
