"""101.2, 701.28a: "Non-Human Werewolves you control can't transform." (Immerwolf): the static
kind `cant_transform`, its `filter` judged from its controller's side. A permanent it names
doesn't transform: an instruction to transform it does nothing (101.2: "can't" beats an effect
that says it does), whatever makes it transform (an ability's "transform ~", day and night
turning daybound and nightbound permanents, 702.145)."""

from __future__ import annotations

from mtg_engine.rules.restrictions import _static_kinds, statics_for
from mtg_engine.state.game_state import GameState

KIND = "cant_transform"


def transform_forbidden(state: GameState, oid: int) -> bool:
    """Does a static ability say permanent `oid` can't transform (101.2)?"""
    if KIND not in _static_kinds(state):
        return False
    from mtg_engine.rules.restrictions import affected_by

    # (an Aura's: "Enchanted creature can't ... transform", 303.4: `affects` enchanted)
    return any(affected_by(state, st, src, controller, oid)
               for src, controller, st in statics_for(state, -1, KIND))
