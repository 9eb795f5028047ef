"""Static abilities that make damage unpreventable (615.12): "Damage can't be prevented."
(Leyline of Punishment: all damage), "Damage that would be dealt by ~ can't be prevented."
(Excruciator: `affects` self), "Combat damage that would be dealt by creatures you control
can't be prevented." (Questing Beast: kind `combat_damage_unpreventable`, the sources matching
`filter` from its controller's side). Read by effects/primitives.deal_damage as the damage is
dealt: prevention effects (615) and protection's prevention (702.16e) don't apply to it."""

from __future__ import annotations

from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.restrictions import _static_kinds
from mtg_engine.state.game_state import GameState

UNPREVENTABLE = "damage_unpreventable"
COMBAT_UNPREVENTABLE = "combat_damage_unpreventable"


def static_unpreventable(state: GameState, source: int, combat: bool) -> bool:
    """615.12: does a static ability on the battlefield say the damage `source` is dealing
    (combat damage if `combat`) can't be prevented?"""
    from mtg_engine.rules.filters import matches

    kinds = _static_kinds(state)
    if UNPREVENTABLE not in kinds and COMBAT_UNPREVENTABLE not in kinds:
        return False
    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind != UNPREVENTABLE and not (st.kind == COMBAT_UNPREVENTABLE and combat):
                continue
            if st.affects == "self":
                if source == src:
                    return True
            elif source in state.objects and matches(state, source, st.filter,
                                                     ch.controller, src):
                return True
    return False
