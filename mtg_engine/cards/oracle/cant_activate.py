"""Players who can't cast spells or activate abilities of some permanents during a turn (101.2;
rules/cant_activate.py, rules/restrictions.py), Oracle text -> two DSL statics, and back:

  During your turn, your opponents can't cast spells or activate abilities of artifacts,
  creatures, or enchantments.     (Grand Abolisher: `cant_cast` and `cant_activate`, whose:
                                   opponent, as_long_as: your_turn)"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.cant_activate import CANT_ACTIVATE

_FORM = re.compile(r"During your turn, your opponents can't cast spells or activate abilities "
                   r"of (?P<what>[a-z, ]+)\.")
_NOUNS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
          "lands": "Land", "planeswalkers": "Planeswalker"}
_WORDS = {v: k for k, v in _NOUNS.items()}


def lower(para: str) -> list[dict[str, Any]] | None:
    """The two statics of such a paragraph, or None."""
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    words = [w for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group("what")) if w]
    if not words or any(w not in _NOUNS for w in words):
        return None
    turn = {"whose": "opponent", "as_long_as": "your_turn"}  # 611.3a
    return [{"cant_cast": dict(turn)},
            {CANT_ACTIVATE: {**turn, "filter": {"types": [_NOUNS[w] for w in words]}}}]


def render(items: list[dict[str, Any]]) -> str | None:
    """The one sentence of `lower`'s two statics, or None if they aren't such a pair."""
    if [set(i) for i in items] != [{"cant_cast"}, {CANT_ACTIVATE}]:
        return None
    turn = {"whose": "opponent", "as_long_as": "your_turn"}
    act = items[1][CANT_ACTIVATE]
    types = act.get("filter", {}).get("types", [])
    if items[0]["cant_cast"] != turn or act != {**turn, "filter": {"types": types}} \
            or not types or any(t not in _WORDS for t in types):
        return None
    words = [_WORDS[t] for t in types]
    what = " or ".join(words) if len(words) <= 2 else f"{', '.join(words[:-1])}, or {words[-1]}"
    return f"During your turn, your opponents can't cast spells or activate abilities of {what}."
