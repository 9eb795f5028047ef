"""Static abilities letting players spend mana as though it were mana of any color or type
(609.4b), Oracle text -> DSL static, and back (rules/spend_any.static_widening):

  You may spend mana as though it were mana of any color.          {spend_any_color: {whose: you}}
  Players may spend mana as though it were mana of any color.      {... whose: any}
  You may spend mana as though it were mana of any color to cast planeswalker spells.
                                      {spend_any_color: {whose: you, filter: {types: [...]}}}
  You may spend mana as though it were mana of any type to cast creature spells.
                                                                   {spend_any_type: ...}
"""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"(?P<who>You|Players) may spend mana as though it were mana of any "
                       r"(?P<how>color|type)(?: to cast (?P<what>[A-Za-z ]+?) ?spells)?\.")
_KINDS = {"color": "spend_any_color", "type": "spend_any_type"}
_WHOSE = {"You": "you", "Players": "any"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.spell_costs import _spell_filter

    m = _SENTENCE.fullmatch(para)
    if m is None:
        return None
    body: dict[str, Any] = {"whose": _WHOSE[m.group("who")]}
    if m.group("what") is not None:
        f = _spell_filter(m.group("what").strip())
        if not f or set(f) - {"types", "subtypes", "colors"}:
            return None
        body["filter"] = f
    return {_KINDS[m.group("how")]: body}


def render(kind: str, p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import _spells

    who = next((w for w, k in _WHOSE.items() if k == p.get("whose")), None)
    how = next(h for h, k in _KINDS.items() if k == kind)
    if who is None or set(p) - {"whose", "filter"}:
        return None
    tail = f" to cast {_spells(p['filter'])}" if p.get("filter") else ""
    return f"{who} may spend mana as though it were mana of any {how}{tail}."
