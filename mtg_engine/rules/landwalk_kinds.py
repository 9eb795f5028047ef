"""Landwalk of a quality other than a land type (702.14c): "artifact landwalk" (a land that is
an artifact: Vectis Gloves), "snow landwalk" and "snow swampwalk" (a snow land, of that land
type: Zombie Musher, Legions of Lim-Dûl, Rime Dryad). A creature with such an ability can't be
blocked as long as the defending player controls a land with that quality (rules/combat.py)."""

from __future__ import annotations

from mtg_engine.core.types import CardType, Supertype

_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
                "mountain": "Mountain", "forest": "Forest"}
# the keywords, by their words (lower case, as characteristics hold them)
QUALITY_LANDWALKS = frozenset({"artifact landwalk", "snow landwalk",
                               *(f"snow {t}walk" for t in _BASIC_TYPES)})


def walked(walk: str, types: frozenset[CardType], supertypes: frozenset[Supertype],
           subtypes: frozenset[str]) -> bool | None:
    """702.14c: does a land with these characteristics satisfy `walk`? None if `walk` isn't
    one of this module's."""
    if walk not in QUALITY_LANDWALKS:
        return None
    if walk == "artifact landwalk":
        return CardType.ARTIFACT in types
    if Supertype.SNOW not in supertypes:
        return False
    kind = walk.removeprefix("snow ").removesuffix("walk")
    return kind == "land" or _BASIC_TYPES[kind] in subtypes
