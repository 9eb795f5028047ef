"""Combat damage assigned by toughness (510.1a: each attacking and blocking creature assigns
combat damage equal to its power): "Each creature assigns combat damage equal to its
toughness rather than its power." (Doran, the Siege Tower; static kind
`combat_damage_by_toughness`, `filter`: the creatures, from its controller's side; `affects`
"enchanted": the creature an Aura enchants, 303.4, Gauntlets of Light). Read by
rules/combat_damage.py as each creature assigns its combat damage: the amount is its
toughness (0 or less: it assigns none, 510.1a)."""

from __future__ import annotations

from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.restrictions import _static_kinds, statics_for
from mtg_engine.state.game_state import GameState

BY_TOUGHNESS = "combat_damage_by_toughness"  # the static ability's DSL kind


def combat_damage_amount(state: GameState, oid: int) -> int:
    """The combat damage creature `oid` assigns (510.1a): its power, or its toughness under a
    static ability saying so."""
    ch = characteristics(state, oid)
    if BY_TOUGHNESS not in _static_kinds(state):
        return ch.power
    from mtg_engine.rules.filters import matches

    by_toughness = any(state.objects[src].attached_to == oid if st.affects == "enchanted"
                       else matches(state, oid, st.filter, controller, src)
                       for src, controller, st in statics_for(state, -1, BY_TOUGHNESS))
    return ch.toughness if by_toughness else ch.power
