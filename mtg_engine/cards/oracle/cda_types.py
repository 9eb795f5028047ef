"""604.3, 205.3m: "~ is also a Cleric, Rogue, Warrior, and Wizard." (Veteran Adventurer,
Stonework Packbeast): a characteristic-defining ability adding creature types to the object
itself, in every zone (rules/layers._other_zone; rules/filters.card_has_subtype for a card
judged before it becomes an object there), and back."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"~ is also an? ([A-Z][a-z]+(?:, [A-Z][a-z]+)*,? and [A-Z][a-z]+)\.")


def lower(para: str) -> dict[str, Any] | None:
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _FORM.fullmatch(para)
    if m is None:
        return None
    subs = re.split(r", and |, | and ", m.group(1))
    if len(set(subs)) != len(subs) or any(s not in CREATURE_TYPES for s in subs):
        return None
    return {"continuous": {"affects": "self", "cda": True, "add_subtypes": subs}}


def render(p: dict[str, Any]) -> str | None:
    subs = p.get("add_subtypes") or []
    if set(p) != {"affects", "cda", "add_subtypes"} or p["affects"] != "self" or len(subs) < 2:
        return None
    listed = f"{subs[0]} and {subs[1]}" if len(subs) == 2 else \
        ", ".join(subs[:-1]) + f", and {subs[-1]}"
    return f"~ is also {'an' if subs[0][0] in 'AEIOU' else 'a'} {listed}."
