""""Lethal damage dealt to creatures you control is determined by their power rather than their
toughness." (Zilortha, Strength Incarnate): a static ability (kind `lethal_damage_by_power`,
`filter`: the creatures, from its controller's side). Wherever the game checks whether damage
is lethal, the power of such a creature stands for its toughness (the card's rulings): the
state-based action of lethal damage (704.5g, rules/sba.py) and the lethal damage of combat
damage assignment (510.1c-d, 702.19b: rules/combat_damage.lethal_damage). A creature with 0 or
less power needs at least 1 damage marked; 704.5f (toughness 0 or less) isn't about damage
and still reads its toughness."""

from __future__ import annotations

from mtg_engine.rules.layers import Characteristics
from mtg_engine.rules.restrictions import _static_kinds  # (read for each creature at each check)
from mtg_engine.state.game_state import GameState

LETHAL_BY_POWER = "lethal_damage_by_power"  # the static ability's DSL kind


def lethal_amount(state: GameState, oid: int, ch: Characteristics) -> int:
    """The damage marked on creature `oid` (characteristics `ch`) that is lethal (704.5g)."""
    if LETHAL_BY_POWER not in _static_kinds(state) or not _by_power(state, oid):
        return ch.toughness
    return max(ch.power, 1)


def _by_power(state: GameState, oid: int) -> bool:
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.restrictions import statics_for

    return any(matches(state, oid, st.filter, controller, src)
               for src, controller, st in statics_for(state, -1, LETHAL_BY_POWER))
