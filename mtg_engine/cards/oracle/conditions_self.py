"""Conditions about the source itself, read for the compiler and rendered back for its round
trip (rules/conditions.py judges them):

  "if ~ is an enchantment" / "if ~ is a creature": the source is a permanent of that card
  type now (its characteristics after the layers, 613; 603.4: an intervening "if" checked
  when the ability triggers and again as it resolves). The Hidden and Opal enchantments
  ("When an opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 5/5 Angel
  creature with flying and vigilance.") become creatures that are no longer enchantments
  (205.1a), so they don't trigger again.

DSL: {"kind": "self_is", "filter": {"types": [<type>]}}.
"""

from __future__ import annotations

import re
from typing import Any

_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
_SELF_IS = re.compile(rf"^~ is (an?) ({'|'.join(_TYPES)})$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of a phrase about the source itself, or None."""
    m = _SELF_IS.match(text.strip().rstrip(".").lower())
    if m is None or m.group(1) != ("an" if m.group(2)[0] in "aeiou" else "a"):
        return None
    return {"kind": "self_is", "filter": {"types": [m.group(2).capitalize()]}}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    if d.get("kind") != "self_is" or d.get("count", 1) != 1:
        return []
    types = d.get("filter", {}).get("types", [])
    if set(d.get("filter", {})) != {"types"} or len(types) != 1 \
            or types[0].lower() not in _TYPES:
        return []
    t = types[0].lower()
    return [f"~ is {'an' if t[0] in 'aeiou' else 'a'} {t}"]
