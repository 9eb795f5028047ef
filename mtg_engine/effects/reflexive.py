"""Reflexive triggered abilities (603.12): "You may sacrifice a creature. When you do, destroy
target creature." The instruction `reflexive` creates a triggered ability if the instruction
before it was carried out during this resolution (608.2c: the frame's `did`); it triggers at
once and is put on the stack the next time a player would receive priority (603.3), its
targets chosen then (603.3d), controlled by the resolving spell's or ability's controller
with the same source (603.7d-e). It acts on what the resolving ability remembered ("that
player", 603.2) and its amount ("that much", 608.2h)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger


def v_reflexive(state: GameState, frame: Frame, e: Effect) -> bool:
    if frame.did != 1:  # 603.12: the action wasn't taken ("when you do")
        return True
    state.pending_triggers = (*state.pending_triggers, PendingTrigger(
        frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
        remembered=frame.remembered, granted=str(e.get("effects")), amount=frame.x))
    state.log.append(("reflexive_trigger", frame.controller, frame.source_card))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"reflexive": v_reflexive}
