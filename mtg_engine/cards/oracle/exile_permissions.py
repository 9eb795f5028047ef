"""A static permission to cast spells from among cards in exile with counters on them (601.3,
122.1), Oracle text -> DSL static, and back (rules/exile_permissions.py):

  You may cast spells from among cards in exile your opponents own with ice counters on them,
  and you may spend mana from snow sources as though it were mana of any color to cast those
  spells.                                                              (Draugr Necromancer)
  -> {cast_from_exile_counters: {counter_kind: ice, owner: opponent, spend: snow_any_color}}
  You may play lands and cast noncreature spells from among cards you exiled that have fetch
  counters on them, and you may spend mana as though it were mana of any color to cast those
  spells.                                                       (Haldan, Avid Arcanist)
  -> {cast_from_exile_counters: {counter_kind: fetch, owner: you_exiled, lands: true,
      filter: {not_types: [Creature]}, spend: any_color}}
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
# 406.3: "cards you exiled" (rules/exiled_by.py): Haldan, Avid Arcanist
_YOU_EXILED = re.compile(r"^You may play lands and cast noncreature spells from among cards you "
                         r"exiled that have (?P<kind>[a-z]+) counters on them, and you may spend "
                         r"mana as though it were mana of any color to cast those spells\.$")
_NONCREATURE = {"not_types": ["Creature"]}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    m = _YOU_EXILED.match(para)
    if m is not None:
        return {"cast_from_exile_counters": {
            "counter_kind": m.group("kind"), "owner": "you_exiled", "lands": True,
            "filter": _NONCREATURE, "spend": "any_color"}}
    m = _SENTENCE.match(para)
    if m is None:
        return None
    body: dict[str, Any] = {"counter_kind": m.group("kind"), "owner": "opponent"}
    if m.group("snow"):
        body["spend"] = "snow_any_color"
    return {"cast_from_exile_counters": body}


def render(p: dict[str, Any]) -> str | None:
    """The paragraph back, or None if it isn't one of these."""
    if p.get("owner") == "you_exiled" and p.get("lands") is True \
            and p.get("filter") == _NONCREATURE and p.get("spend") == "any_color" \
            and set(p) == {"counter_kind", "owner", "lands", "filter", "spend"}:
        return (f"You may play lands and cast noncreature spells from among cards you exiled "
                f"that have {p['counter_kind']} counters on them, and you may spend mana as "
                f"though it were mana of any color to cast those spells.")
    if set(p) - {"counter_kind", "owner", "spend"} or p.get("owner") != "opponent" \
            or p.get("spend", "snow_any_color") != "snow_any_color":
        return None
    snow = _SNOW if p.get("spend") else ""
    return (f"You may cast spells from among cards in exile your opponents own with "
            f"{p['counter_kind']} counters on them{snow}.")
