""""Players can't search libraries." (Mindlock Orb; 101.2: a "can't" beats an instruction to
search, 701.19): a static ability (kind `cant_search_libraries`). An effect telling a player to
search a library finds nothing there (no card can be chosen: 701.19b); its other parts, a
shuffle among them, still happen (608.2c). Read by the search verbs (effects/library.py,
effects/search.py, effects/search_other.py)."""

from __future__ import annotations

from mtg_engine.rules.restrictions import _player_statics
from mtg_engine.state.game_state import GameState

CANT_SEARCH = "cant_search_libraries"  # the static ability's DSL kind


def cant_search(state: GameState, player: int) -> bool:
    """101.2: is `player` forbidden to search libraries now (by a static ability, or for the
    turn by a resolved spell: "Players can't search libraries this turn.", 611.2a)?"""
    from mtg_engine.rules.restrictions import _turn_forbids

    return bool(_player_statics(state, player, CANT_SEARCH)) \
        or _turn_forbids(state, player, "can't search libraries")
