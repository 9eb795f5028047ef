"""702.14, 614.12a: "Enchanted creature has landwalk of the chosen type." (Traveler's Cloak,
which chose a land type as it entered, 205.3i): the layer-6 grant names the source's choice
("desertwalk" for Desert); a creature with landwalk of a type can't be blocked while the
defending player controls a land of that type (702.14c, rules/combat.py)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import LayerEffect
from mtg_engine.state.objects import GameObject

CHOSEN_LANDWALK = "landwalk of the chosen type"
# 205.3i: every land type, by the keyword of its landwalk ("power-plantwalk")
LAND_TYPE_OF_WALK = {t.lower() + "walk": t for t in (
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
    "Mine", "Power-Plant", "Tower", "Urza's")}


def granted(le: LayerEffect, source: GameObject | None) -> LayerEffect:
    """The grant with the landwalk of the land type its source chose (none if it chose
    none)."""
    from mtg_engine.rules.filters import chosen_of

    land = chosen_of(source.chosen, "land_type") if source is not None else ""
    kws = tuple(k for k in le.add_keywords if k != CHOSEN_LANDWALK)
    return replace(le, add_keywords=kws + ((land.lower() + "walk",) if land else ()))
