""""Your devotion to <colour> [and <colour>] is less than N" (700.5; the Theros gods' "As long
as your devotion to white is less than five, ~ isn't a creature.") -> {"kind":
"devotion_less_than", "count": N, "filter": {"colors": ["W", "B"]}} (the colours' letters in
the printed order, where a text-changing effect changes colour words, 612.2), and back.
Judged by rules/condition_families.py: within the layers from the characteristics after copy,
control and text-changing effects (700.5a), else from the permanents as they are.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.conditions_facts import _WORDS

_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_WORD = {v: k for k, v in _COLOR.items()}
_C = "|".join(_COLOR)
_DEVOTION = re.compile(rf"^your devotion to ({_C})(?: and ({_C}))? is less than "
                       rf"({'|'.join(_WORDS[1:])})$")


def lower(text: str) -> dict[str, Any] | None:
    m = _DEVOTION.match(text.strip().rstrip("."))
    if m is None or m.group(1) == m.group(2):
        return None
    colors = [_COLOR[m.group(1)]] + ([_COLOR[m.group(2)]] if m.group(2) else [])
    return {"kind": "devotion_less_than", "count": _WORDS.index(m.group(3)),
            "filter": {"colors": colors}}


def wordings(d: dict[str, Any]) -> list[str]:
    f, n = d.get("filter") or {}, d.get("count", 1)
    name = list(f.get("colors", ()))
    if d.get("kind") != "devotion_less_than" or set(f) != {"colors"} \
            or not 1 <= len(name) <= 2 or set(name) - set(_WORD) \
            or not 1 <= n < len(_WORDS) or set(d) - {"kind", "count", "filter"}:
        return []
    colors = " and ".join(_WORD[c] for c in name)
    return [f"your devotion to {colors} is less than {_WORDS[n]}"]
