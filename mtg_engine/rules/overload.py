"""Overload (702.96): an alternative cost (118.9) whose spell has its text changed (612),
every "target" becoming "each" (702.96a). The overloaded spell has no targets (702.96b): each
instruction that named a target acts on every object its target requirement describes.

The changed instructions are derived from the card's DSL: a target requirement of kind
creature, planeswalker, creature-or-planeswalker or permanent becomes the set of permanents
matching it ({all: filter}); any other kind (players, spells, cards, "any target") or a
target referred to in another way (its controller, divided damage) can't be overloaded, and
the DSL refuses such a card.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import CardDef, Effect, Filter, TargetSpec

_KIND_TYPES = {"creature": ("Creature",), "planeswalker": ("Planeswalker",),
               "creature_or_planeswalker": ("Creature", "Planeswalker"), "permanent": ()}
_TARGET = re.compile(r"^target(?::(\d+))?$")


def each_filter(spec: TargetSpec) -> Filter | None:
    """The permanents "each [what the target requirement says]" means (702.96a)."""
    if spec.kind not in _KIND_TYPES or spec.zone != "battlefield" or spec.optional:
        return None
    types = _KIND_TYPES[spec.kind]
    if types and spec.filter.types:
        return None  # "target artifact creature": not one of the shapes read here
    return replace(spec.filter, types=types) if types else spec.filter


def overloaded_effects(card: CardDef) -> tuple[Effect, ...] | None:
    """The spell's instructions with "target" changed to "each" (702.96a), or None when they
    can't be changed that way."""
    sp = card.spell
    if sp is None or sp.modes or not sp.targets:
        return None
    each = [each_filter(t) for t in sp.targets]
    if any(f is None for f in each):
        return None
    out: list[Effect] = []
    for e in sp.effects:
        if e.get("divided") is not None:
            return None
        params: list[tuple[str, Any]] = []
        for k, v in e.params:
            if isinstance(v, str) and v.startswith("target"):
                m = _TARGET.match(v)
                if m is None:
                    return None  # "target_controller": no single player once overloaded
                i = int(m.group(1) or 0)
                if i >= len(each):
                    return None
                v = ("all", each[i])
            params.append((k, v))
        out.append(replace(e, params=tuple(params)))
    return tuple(out)


def is_overloaded(card: CardDef, alt_cost: int) -> bool:
    """Is the spell announced with its overload cost (alt_costs index `alt_cost`)?"""
    return 0 <= alt_cost < len(card.alt_costs) and card.alt_costs[alt_cost].kind == "overload"


__all__ = ["each_filter", "is_overloaded", "overloaded_effects"]
