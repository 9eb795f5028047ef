"""Who may see the top card of a library (401.5): "Play with the top card of your library
revealed." (every player sees it: 701.14c) and "You may look at the top card of your library
any time." (its owner sees it), from static abilities on the battlefield (their `whose`:
the controller or every player, rules/restrictions._player_statics)."""

from __future__ import annotations

from mtg_engine.rules.restrictions import _player_statics
from mtg_engine.state.game_state import GameState


def top_visible(state: GameState, player: int, viewer: int | None) -> bool:
    """401.5: may `viewer` (None: a spectator) see the top card of `player`'s library now?
    While a spell is being cast or an ability activated, a new top card isn't revealed until
    it is done (601.2i): the engine casts and activates as one action, so no such moment is
    seen."""
    if not state.players[player].library:
        return False
    if _player_statics(state, player, "reveal_top"):
        return True  # 701.14c: revealed to every player
    return viewer == player and bool(_player_statics(state, player, "look_at_top"))
