"""Condition phrases about what you control, beyond the grammar's counts (rules/
condition_control.py judges them), read for the compiler and rendered back for its round trip:

  you control seven or more lands with different names   (201.2: names compared)
      {kind: controls_different_names, count: 7, filter: {types: [Land]}}
  you control four or more Demons with different names
  you control three or more permanents you don't own     (108.3, 108.4)
      {kind: controls_not_owned_at_least, count: 3}
  you control the artifact with the highest mana value or tied for the highest mana value
      {kind: controls_highest_mana_value, filter: {types: [Artifact]}}   (202.3)
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS

_DIFFERENT = re.compile(r"^you control ([a-z]+) or more (lands|creatures|artifacts|[A-Z][a-z]+s) "
                        r"with different names$")
_NOT_OWNED = re.compile(r"^you control ([a-z]+) or more permanents you don't own$")
_HIGHEST = re.compile(r"^you control the (artifact|creature|enchantment|permanent) with the "
                      r"highest mana value or tied for the highest mana value$")
_TYPES = {"lands": "Land", "creatures": "Creature", "artifacts": "Artifact"}


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    m = _DIFFERENT.match(low)
    if m is not None and NUMBERS.get(m.group(1), 0) >= 2:
        noun = m.group(2)
        if noun in _TYPES:
            f: dict[str, Any] = {"types": [_TYPES[noun]]}
        else:
            from mtg_engine.cards.oracle.amounts import singular_type
            from mtg_engine.core.creature_types import CREATURE_TYPES

            sub = singular_type(noun)
            if sub not in CREATURE_TYPES:
                return None
            f = {"subtypes": [sub]}
        return {"kind": "controls_different_names", "count": NUMBERS[m.group(1)], "filter": f}
    m = _NOT_OWNED.match(low)
    if m is not None and NUMBERS.get(m.group(1), 0) >= 1:
        return {"kind": "controls_not_owned_at_least", "count": NUMBERS[m.group(1)]}
    m = _HIGHEST.match(low)
    if m is not None:
        f = {} if m.group(1) == "permanent" else {"types": [m.group(1).capitalize()]}
        return {"kind": "controls_highest_mana_value", "filter": f} if f else \
            {"kind": "controls_highest_mana_value"}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    from mtg_engine.cards.oracle.conditions import _n

    kind, f, n = d.get("kind"), d.get("filter", {}), d.get("count", 1)
    if kind == "controls_different_names" and set(d) == {"kind", "count", "filter"}:
        noun = next((p for p, t in _TYPES.items() if f == {"types": [t]}), None)
        if noun is None and set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
            from mtg_engine.cards.oracle.render_phrases import _plural

            noun = _plural(f["subtypes"][0])
        return [f"you control {_n(n)} or more {noun} with different names"] if noun else []
    if kind == "controls_not_owned_at_least" and set(d) <= {"kind", "count"}:
        return [f"you control {_n(n)} or more permanents you don't own"]
    if kind == "controls_highest_mana_value" and set(d) <= {"kind", "filter"}:
        what = f.get("types", ["permanent"])[0].lower() if set(f) <= {"types"} else ""
        return [f"you control the {what} with the highest mana value or tied for the highest "
                "mana value"] if what else []
    return []
