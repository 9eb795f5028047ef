"""702.90b, 120.3b: "As long as you have 0 or less life, all damage is dealt to you as though
its source had infect." (Phyrexian Unlife; DSL static `damage_as_infect`): damage dealt to
that player gives them that many poison counters instead of making them lose life, whatever
its source (its other results, lifelink for one, are as usual: 702.15b). The condition is
judged as the damage is dealt (611.3a)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KIND = "damage_as_infect"


def dealt_as_infect(state: GameState, player: int) -> bool:
    """Is damage dealt to `player` now dealt as though its source had infect?"""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.restrictions import _static_kinds, statics_for

    if KIND not in _static_kinds(state):
        return False
    return any(st.when is None or holds(state, st.when, controller, src)
               for src, controller, st in statics_for(state, player, KIND))
