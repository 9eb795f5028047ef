"""Conditions on an optional additional cost (118.8, 601.2b; rules/optional_costs.py judges
them), read for the compiler and rendered back for its round trip:

  this spell's additional cost was paid                        {kind: additional_paid}
  you revealed a Dragon card or controlled a Dragon as you cast this spell
                                                               {kind: revealed_or_controlled,
                                                                name: Dragon}
"""

from __future__ import annotations

import re
from typing import Any

_PAID = ("this spell's additional cost was paid", "its additional cost was paid")
_REVEALED = re.compile(r"^you revealed an? ([A-Z][a-z]+) card or controlled an? \1 as you "
                       r"cast this spell$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low in _PAID:
        return {"kind": "additional_paid"}
    m = _REVEALED.match(low)
    if m is not None:
        from mtg_engine.core.creature_types import CREATURE_TYPES

        return {"kind": "revealed_or_controlled", "name": m.group(1)} \
            if m.group(1) in CREATURE_TYPES else None
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    if d == {"kind": "additional_paid"}:
        return list(_PAID)
    if d.get("kind") == "revealed_or_controlled" and set(d) == {"kind", "name"}:
        t = d["name"]
        a = "an" if t[0] in "AEIOU" else "a"
        return [f"you revealed {a} {t} card or controlled {a} {t} as you cast this spell"]
    return []
