"""205.1b, 613.1d: an Aura setting the enchanted creature's creature types to two new ones:
"Enchanted creature is a Demon Spirit." (Oni Possession) -> a `continuous` static that takes
its creature types away and gives it those (layer 4, in that order: rules/layers._types), and
back. ("Enchanted creature is a Demon." with one type is the grammar's `set_creature_type`.)"""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"Enchanted creature is an? (?P<a>[A-Z][a-z]+) (?P<b>[A-Z][a-z]+)\.")


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _FORM.fullmatch(para)
    if m is None or m.group("a") not in CREATURE_TYPES or m.group("b") not in CREATURE_TYPES \
            or m.group("a") == m.group("b"):
        return None
    return {"continuous": {"affects": "enchanted", "lose_creature_types": True,
                           "add_subtypes": [m.group("a"), m.group("b")]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None for another."""
    types = p.get("add_subtypes") or []
    if set(p) != {"affects", "lose_creature_types", "add_subtypes"} or len(types) != 2:
        return None
    a, b = types
    text = f"Enchanted creature is {'an' if a[0] in 'AEIOU' else 'a'} {a} {b}."
    return text if lower(text) == {"continuous": p} else None
