"""The game's random number generator, kept in the state as plain data (a seed and a counter),
so that a seed and a list of actions replay a game exactly."""

from __future__ import annotations

import random as _random

from mtg_engine.state.game_state import GameState


def rng(state: GameState) -> _random.Random:
    """A generator for one random event; each call advances the state's counter."""
    state.rng_counter += 1
    return _random.Random(state.seed * 1_000_003 + state.rng_counter)


def shuffle_library(state: GameState, player: int) -> None:
    """701.19a: randomise the order of a library."""
    from mtg_engine.rules.library_order import library_order_changed

    rng(state).shuffle(state.players[player].library)
    library_order_changed(state)
    state.log.append(("shuffle", player))
