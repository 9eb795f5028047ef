"""101.2, 701.17: "Spells and abilities your opponents control can't cause you to sacrifice
permanents." (Sigarda, Host of Herons; Tajuru Preserver): the static `KIND` (`whose`: the
player it protects). While a spell or ability an opponent of that player controls resolves, a
permanent that player controls isn't sacrificed (effects/primitives.sacrifice): the
instruction does nothing to it. A cost the player pays isn't caused by an opponent's spell or
ability, and the player's own spells and abilities still make them sacrifice."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KIND = "opponents_cant_make_sacrifice"


def spared(state: GameState, controller: int) -> bool:
    """Would the spell or ability resolving now (if an opponent of `controller` controls it)
    make `controller` sacrifice a permanent a static ability says it can't?"""
    from mtg_engine.rules.restrictions import statics_for

    frame = state.frame
    if frame is None or frame.controller < 0 or frame.controller == controller:
        return False
    return bool(statics_for(state, controller, KIND))
