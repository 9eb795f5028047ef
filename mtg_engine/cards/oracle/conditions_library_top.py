"""Conditions on the top card of a library (401.1; 611.3a: an "as long as" condition is checked
continuously, rules/library_order.py forgets the characteristics computed with the old order):

  the top card of your library is a creature card    {kind: top_card_is, filter: {types: [Creature]}}
  the top card of your library is a Goblin card      {kind: top_card_is, filter: {subtypes: [Goblin]}}
  the top card of your library is black              {kind: top_card_is, filter: {colors: [B]}}

The card's kind is read as in "a creature card is in your graveyard"
(conditions_graveyard.py); rules/condition_library.py judges it."""

from __future__ import annotations

import re
from typing import Any

_TOP = re.compile(r"^the top card of your library is (an? [\w -]+? card)$")
# 105.1: "the top card of your library is black" (its colour)
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLORED = re.compile(rf"^the top card of your library is ({'|'.join(_COLORS)})$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of `text`, or None."""
    colored = _COLORED.match(text.strip().rstrip("."))
    if colored is not None:
        return {"kind": "top_card_is", "filter": {"colors": [_COLORS[colored.group(1)]]}}
    m = _TOP.match(text.strip().rstrip("."))
    if m is None:
        return None
    from mtg_engine.cards.oracle.conditions_graveyard import lower as graveyard

    got = graveyard(f"{m.group(1)} is in your graveyard")
    if got is None or got.get("kind") != "graveyard_at_least" or got.get("count") != 1:
        return None
    return {"kind": "top_card_is", "filter": got["filter"]}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of this condition ([] for others)."""
    if d.get("kind") != "top_card_is" or set(d) != {"kind", "filter"}:
        return []
    colors = d["filter"].get("colors", [])
    if set(d["filter"]) == {"colors"} and len(colors) == 1:
        name = {v: k for k, v in _COLORS.items()}.get(colors[0])
        return [f"the top card of your library is {name}"] if name else []
    from mtg_engine.cards.oracle.conditions_graveyard import wordings as graveyard

    said = graveyard({"kind": "graveyard_at_least", "count": 1, "filter": d["filter"]})
    out = []
    for w in said:
        m = re.match(r"^(an? [\w -]+? card) is in your graveyard$", w)
        if m is not None:
            out.append(f"the top card of your library is {m.group(1)}")
    return out
