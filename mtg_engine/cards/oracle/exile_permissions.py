"""A static permission to cast spells from among cards in exile with counters on them (601.3,
122.1), Oracle text -> DSL static, and back (rules/exile_permissions.py):

  You may cast spells from among cards in exile your opponents own with ice counters on them,
  and you may spend mana from snow sources as though it were mana of any color to cast those
  spells.                                                              (Draugr Necromancer)
  -> {cast_from_exile_counters: {counter_kind: ice, owner: opponent, spend: snow_any_color}}
"""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^You may cast spells from among cards in exile your opponents own with "
                       r"(?P<kind>[a-z]+) counters on them(?P<snow>, and you may spend mana "
                       r"from snow sources as though it were mana of any color to cast those "
                       r"spells)?\.$")
_SNOW = (", and you may spend mana from snow sources as though it were mana of any color to "
         "cast those spells")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    m = _SENTENCE.match(para)
    if m is None:
        return None
    body: dict[str, Any] = {"counter_kind": m.group("kind"), "owner": "opponent"}
    if m.group("snow"):
        body["spend"] = "snow_any_color"
    return {"cast_from_exile_counters": body}


def render(p: dict[str, Any]) -> str | None:
    """The paragraph back, or None if it isn't one of these."""
    if set(p) - {"counter_kind", "owner", "spend"} or p.get("owner") != "opponent" \
            or p.get("spend", "snow_any_color") != "snow_any_color":
        return None
    snow = _SNOW if p.get("spend") else ""
    return (f"You may cast spells from among cards in exile your opponents own with "
            f"{p['counter_kind']} counters on them{snow}.")
