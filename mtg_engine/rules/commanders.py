"""903.3: the commander designation ("target noncommander creature", Shield Broker).

A commander is a card a player chose as such for a Commander game (903.3); the designation
stays with the card in every zone. The engine's games have no command-zone commanders yet
(no deck format starts a game with one, and the scenario API can't make one), so no object is
a commander and "noncommander" holds of every object: exactly what 903.3 says of a game
without commanders. A game that gains commanders answers here."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState


def is_commander(state: GameState, oid: int) -> bool:
    """903.3: is the object `oid` a commander? (No game of the engine's has one.)"""
    return False
