"""Flipping a coin (705): "Flip a coin. If you win the flip, ... If you lose the flip, ..."

705.1: the player flips the coin and calls it; winning the flip is an even chance, drawn from
the game's random number generator (rules/random.py: a seed and a counter, so a replay flips
the same). The result is logged ("coin_flip", player, 1 won / 0 lost), and the conditions
"if you win the flip" / "if you lose the flip" (rules/conditions.py) read the last flip the
player made."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.random import rng
from mtg_engine.state.game_state import Frame, GameState


def v_flip_coin(state: GameState, frame: Frame, e: Effect) -> bool:
    """705.1: the controller of the spell or ability flips a coin."""
    won = rng(state).random() < 0.5
    state.log.append(("coin_flip", frame.controller, int(won)))
    return True


def last_flip_won(state: GameState, player: int) -> bool | None:
    """Did `player` win the last coin flip they made (None if they made none)?"""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "coin_flip" and ev[1] == player:
            return bool(ev[2])
    return None
