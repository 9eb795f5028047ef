"""Conditions on the order of a graveyard (404.2: a graveyard is ordered, a card put into it goes
on top; "above" a card are those put there after it), judged by rules/condition_graveyard_order.py:

  ~ is in your graveyard with a creature card directly above it      (Death Spark)
      {kind: all_of, parts: [{kind: self_in_graveyard},
                             {kind: cards_above_self, count: 1, name: directly,
                              filter: {types: [Creature]}}]}
  three or more creature cards are above ~                          (Ashen Ghoul)
      {kind: cards_above_self, count: 3, filter: {types: [Creature]}}

The first names the graveyard, so a triggered ability with it functions there (113.6b:
conditions_designations.functions_in_graveyard reads the `self_in_graveyard` part)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.conditions_facts import _WORDS

_DIRECTLY = re.compile(r"^~ is in your graveyard with (an? [\w -]+? card) directly above it$")
_ABOVE = re.compile(rf"^({'|'.join(_WORDS[2:])}) or more ([\w -]+?) cards are above ~$")


def _card_filter(what: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.conditions_graveyard import lower as graveyard

    got = graveyard(f"{what} is in your graveyard")
    if got is None or got.get("kind") != "graveyard_at_least" or got.get("count") != 1:
        return None
    return dict(got["filter"])


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    m = _DIRECTLY.match(low)
    if m is not None:
        f = _card_filter(m.group(1))
        return None if f is None else {"kind": "all_of", "parts": [
            {"kind": "self_in_graveyard"},
            {"kind": "cards_above_self", "count": 1, "name": "directly", "filter": f}]}
    m = _ABOVE.match(low)
    if m is not None:
        f = _card_filter(f"a {m.group(2)} card")
        return None if f is None else {"kind": "cards_above_self",
                                       "count": _WORDS.index(m.group(1)), "filter": f}
    return None


def _one_card(f: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.conditions_graveyard import wordings as graveyard

    for w in graveyard({"kind": "graveyard_at_least", "count": 1, "filter": f}):
        m = re.match(r"^(an? [\w -]+? card) is in your graveyard$", w)
        if m is not None:
            return m.group(1)
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    parts = d.get("parts", [])
    if d.get("kind") == "all_of" and len(parts) == 2 and parts[0] == {"kind": "self_in_graveyard"} \
            and isinstance(parts[1], dict) and parts[1].get("name") == "directly" \
            and parts[1].get("kind") == "cards_above_self" and parts[1].get("count") == 1:
        one = _one_card(parts[1].get("filter", {}))
        return [f"~ is in your graveyard with {one} directly above it"] if one else []
    n = d.get("count", 0)
    if d.get("kind") == "cards_above_self" and set(d) == {"kind", "count", "filter"} \
            and 2 <= n < len(_WORDS):
        one = _one_card(d["filter"])
        m = re.match(r"^an? ([\w -]+?) card$", one or "")
        return [f"{_WORDS[n]} or more {m.group(1)} cards are above ~"] if m else []
    return []
