"""601.2c: an Aura spell's restriction on the target chosen as it is cast: "You can't choose an
untapped creature as this spell's target as you cast it." (Enthralling Hold, Dream Leash; the
static `cast_target_tapped`, cards/oracle/cast_targets.py). As the spell is cast (by its
controller's choice or an effect's, 601.2c) its target must be tapped; later checks of its
target's legality (608.2b) don't apply the restriction: a target that becomes untapped stays
legal, and the Aura put onto the battlefield without being cast (303.4f) may be attached to an
untapped permanent."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import CardDef, TargetSpec

KIND = "cast_target_tapped"


def as_cast(card: CardDef, specs: tuple[TargetSpec, ...]) -> tuple[TargetSpec, ...]:
    """The target requirements of `card` as it is cast: its enchant target (303.4a) tapped
    when it has such a static ability."""
    if not specs or card.enchant is None or not any(st.kind == KIND for st in card.statics):
        return specs
    first = specs[0]
    return (replace(first, filter=replace(first.filter, tapped=True)), *specs[1:])
