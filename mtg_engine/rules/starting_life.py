"""A player's starting life total (103.3): 20 in a two-player game, the game's own figure when
it began with another (Game.new's `starting_life`), 40 for the archenemy (904.5). Kept in
`GameState.starting_life` (one per player; empty when every player's is 20). A scenario's
`set_life` sets the life a player has as it starts, not the game's starting life total."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

DEFAULT_STARTING_LIFE = 20  # 103.3


def starting_life_total(state: GameState, player: int) -> int:
    """103.3: the life total `player` began the game with."""
    if player < len(state.starting_life):
        return state.starting_life[player]
    return DEFAULT_STARTING_LIFE
