"""An additional cost counted by X (107.3a, 118.8; rules/additional_x.py plays it): "As an
additional cost to cast this spell, discard X cards / discard X land cards / discard X cards at
random / pay X life / exile X [creature] cards from your graveyard / sacrifice X creatures /
return X Swamps you control to their owner's hand." -> the DSL's `additional_cost` with "X" as
that part's count; the spell's own X is then the value announced (its text may use X)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_VERBS = re.compile(r"^(discard|exile|sacrifice|return) X (.+)$")


def lower(text: str, cost_of: Callable[[str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """`text` after "As an additional cost to cast this spell, " -> the DSL cost, or None.
    The part is read as the same part counting two (`cost_of`, compiler._cost), then its
    count made "X"."""
    if text == "pay X life":
        return {"pay_life": "X"}
    if text == "discard X cards at random":
        return {"discard": "X", "discard_random": True}
    m = _VERBS.match(text)
    if m is None:
        return None
    cost = cost_of(f"{m.group(1).capitalize()} two {m.group(2)}")
    if not cost:
        return None
    key = {"discard": "discard", "exile": "exile_graveyard", "sacrifice": "sacrifice_count",
           "return": "return"}[m.group(1)]
    allowed = {"discard": {"discard", "discard_filter"},
               "exile_graveyard": {"exile_graveyard", "exile_filter"},
               "sacrifice_count": {"sacrifice", "sacrifice_count"}, "return": {"return"}}[key]
    if not set(cost) <= allowed or key not in cost:
        return None
    if key == "return":
        if cost["return"].get("count") != 2:
            return None
        return {"return": {**cost["return"], "count": "X"}}
    if cost[key] != 2:
        return None
    return {**cost, key: "X"}


def defines_x(dsl: dict[str, Any]) -> bool:
    """Does the card's additional cost announce an X its text may use (107.3a)?"""
    cost = dsl.get("additional_cost")
    return isinstance(cost, dict) and ("X" in cost.values() or (
        isinstance(cost.get("return"), dict) and cost["return"].get("count") == "X"))


def render(cost: dict[str, Any], render_cost: Callable[[dict[str, Any]], str]) -> str | None:
    """The cost's text ("discard X cards"), or None when it has no X."""
    if cost == {"pay_life": "X"}:
        return "pay X life"
    if cost == {"discard": "X", "discard_random": True}:
        return "discard X cards at random"
    if not defines_x({"additional_cost": cost}):
        return None
    two = {k: (2 if v == "X" else v) for k, v in cost.items()}
    if isinstance(cost.get("return"), dict) and cost["return"].get("count") == "X":
        two["return"] = {**cost["return"], "count": 2}
    text = render_cost(two)
    verb, _, rest = text.partition(" two ")
    return f"{verb.lower()} X {rest}" if rest else None
