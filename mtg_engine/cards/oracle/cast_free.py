"""A static ability letting a player cast spells from their hand without paying their mana
costs (118.9: an alternative cost), Oracle text -> DSL static, and back
(rules/cast_free_statics.py):

  You may cast spells from your hand without paying their mana costs.    (Omniscience)
      -> {cast_free: {whose: you, filter: {not_types: [Land]}}}
  You may cast creature spells from your hand without paying their mana costs.
      -> {cast_free: {whose: you, filter: {types: [Creature]}}}
"""

from __future__ import annotations

import re
from typing import Any

KIND = "cast_free"
_SENTENCE = re.compile(r"You may cast (?P<what>[A-Za-z ]+?)?spells from your hand without "
                       r"paying their mana costs\.")
_SPELLS = {"not_types": ["Land"]}  # 305.1: a land is played, never cast


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.spell_costs import _spell_filter

    m = _SENTENCE.fullmatch(para)
    if m is None:
        return None
    f = dict(_SPELLS) if m.group("what") is None else _spell_filter(m.group("what").strip())
    if not f or "colorless" in f or "historic" in f:
        return None
    return {KIND: {"whose": "you", "filter": f}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import _spells

    if set(p) != {"whose", "filter"} or p["whose"] != "you":
        return None
    what = "spells" if p["filter"] == _SPELLS else _spells(p["filter"])
    return f"You may cast {what} from your hand without paying their mana costs."
