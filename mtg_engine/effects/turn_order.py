"""Reversing the game's turn order (101.4, 500.1; Aeon Engine): "Reverse the game's turn
order." The next turn is the previous player's, and every "in turn order" / APNAP order
(101.4) goes the other way round the table (GameState.turn_order_reversed, read by
GameState.apnap and next_player); reversing it again restores it. With two players the order
is the same either way."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_reverse_turn_order(state: GameState, frame: Frame, e: Effect) -> bool:
    state.turn_order_reversed = not state.turn_order_reversed
    state.log.append(("turn_order_reversed", frame.controller, state.turn_order_reversed))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "reverse_turn_order": v_reverse_turn_order}
