"""Mana abilities whose mana depends on a condition (106.1, 605.1a), in the Oracle compiler:

  {T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.
  {T}: Add {G}. If you control four or more creatures, add {G}{G} instead.   (Leafkin Druid)
  {T}: Add one mana of any color. If you control a creature with power 4 or greater, add two
  mana of any one color instead.                                          (Ilysian Caryatid)

-> the ability's `mana` (or `any_color: 1`) and `mana_instead: {if: <condition>, mana: <the
other mana>}` (or `any_color: N`, of the color chosen as it is activated): the
condition is checked as the ability resolves, at once (605.3b: rules/activation.py), and by the
automatic payer as if it were activated now (rules/mana_results.py). The Urza's lands name
permanents by two land types each ("an Urza's Mine": Urza's and Mine, 205.3i)."""

from __future__ import annotations

import re
from typing import Any

_INSTEAD = re.compile(r"If (?P<cond>[^,]+), add (?:(?P<mana>(?:\{[WUBRGC]\})+)|"
                      r"(?P<n>two|three) mana of any one color) instead\.?")
_N = {"two": 2, "three": 3}
# the land type as the card data writes it (205.3i; a typographic apostrophe)
URZAS = "Urza\u2019s"
_URZAS = re.compile(r"you control an Urza's (Mine|Power-Plant|Tower) and an Urza's "
                    r"(Mine|Power-Plant|Tower)")


def read(rest: str) -> dict[str, Any] | None:
    """The `mana_instead` of the sentence after "Add ...", or None."""
    m = _INSTEAD.fullmatch(rest.strip())
    if m is None:
        return None
    cond = _urzas(m.group("cond"))
    if cond is None:
        from mtg_engine.cards.oracle.conditions import lower_condition

        cond = lower_condition(m.group("cond"))
    if cond is None:
        return None
    if m.group("n"):  # (Ilysian Caryatid: one color chosen as it is activated, 106.1a)
        return {"if": cond, "any_color": _N[m.group("n")]}
    return {"if": cond, "mana": m.group("mana")}


def _urzas(words: str) -> dict[str, Any] | None:
    """"you control an Urza's Mine and an Urza's Power-Plant": a land with both types of
    each name (205.3i; a filter's `any_of` of one alternative is a second quality it needs)."""
    m = _URZAS.fullmatch(words)
    if m is None or m.group(1) == m.group(2):
        return None
    return {"kind": "all_of", "parts": [
        {"kind": "controls", "count": 1,
         "filter": {"subtypes": [t], "any_of": [{"subtypes": [URZAS]}]}}
        for t in (m.group(1), m.group(2))]}


def render(p: dict[str, Any], printed: str = "") -> str:
    """The sentence `read` reads `p` from."""
    cond = p["if"]
    if "any_color" in p:
        from mtg_engine.cards.oracle.conditions import condition_wording

        n = {v: k for k, v in _N.items()}[p["any_color"]]
        return f"If {condition_wording(cond, printed)}, add {n} mana of any one color instead."
    parts = cond.get("parts", []) if cond.get("kind") == "all_of" else []
    if len(parts) == 2 and all(c.get("kind") == "controls" and c.get("count") == 1 and
                               c.get("filter", {}).get("any_of") == [{"subtypes": [URZAS]}]
                               for c in parts):
        said = " and ".join(f"an Urza's {c['filter']['subtypes'][0]}" for c in parts)
        return f"If you control {said}, add {p['mana']} instead."
    from mtg_engine.cards.oracle.conditions import condition_wording

    return f"If {condition_wording(cond, printed)}, add {p['mana']} instead."
