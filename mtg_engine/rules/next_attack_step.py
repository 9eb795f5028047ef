"""A delayed triggered ability "at the beginning of the declare attackers step on your next
turn" (603.7b, 508.4; Meandering Towershell's return, effects/keyword_actions.v_flicker).

It waits for its controller's next turn: at the upkeep of a turn of its controller (the first
after it was created: it is created later than that turn's upkeep began) it becomes due that
turn; it triggers as that turn's declare attackers step begins (after attackers are declared,
508.1-508.2, so what it returns attacking was never declared: 508.4). If that turn has no
declare attackers step it ends with the turn, not triggered (514.2: rules/delayed_dies)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import GameState, PendingTrigger

NEXT_TURN = "your_next_declare_attackers"  # (effects/keyword_actions.NEXT_ATTACK_STEP)
THIS_TURN = "declare_attackers_this_turn"


def on_step(state: GameState, found: list[PendingTrigger], step: Step) -> None:
    if step is Step.UPKEEP:
        state.delayed = tuple(replace(t, delay=THIS_TURN) if t.delay == NEXT_TURN
                              and t.controller == state.active else t for t in state.delayed)
        return
    due = [t for t in state.delayed if t.delay == THIS_TURN and t.controller == state.active]
    if due:
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="") for t in due]
