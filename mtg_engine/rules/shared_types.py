"""Objects that share a creature type (205.3m, 702.73a): "for each other creature on the
battlefield that shares at least one creature type with it" (Coat of Arms), amplify's "cards
that share a creature type with it" (702.38a). Each object's creature types are its subtypes
that are creature types; a changeling has every creature type (702.73a), so it shares one
with any object that has at least one (or is a changeling too)."""

from __future__ import annotations

from mtg_engine.rules.layers import Characteristics


def creature_types(ch: Characteristics) -> set[str] | None:
    """The creature types of `ch` (None: every creature type, 702.73a)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if ch.every_creature_type:
        return None
    return {t for t in ch.subtypes if t in CREATURE_TYPES}


def types_shared(a: set[str] | None, b: set[str] | None) -> bool:
    """Do two sets of creature types (None: every one) have one in common?"""
    if a is None:
        return b is None or bool(b)
    if b is None:
        return bool(a)
    return bool(a & b)


def share_a_creature_type(a: Characteristics, b: Characteristics) -> bool:
    """205.3m: do the two objects share at least one creature type?"""
    return types_shared(creature_types(a), creature_types(b))
