"""Hands played revealed (400.2, 701.16a; rules/revealed_hands.py), and libraries no one may
search (101.2, 701.19; rules/search_forbidden.py): player statics, Oracle text -> DSL static,
and back:

  Players play with their hands revealed.           (`reveal_hand`, whose: any)
  Your opponents play with their hands revealed.    (`reveal_hand`, whose: opponent)
  Play with your hand revealed.                     (`reveal_hand`, whose: you)
  Players can't search libraries.                   (`cant_search_libraries`, whose: any)
  Players can't cycle cards.                        (`cant_cycle`, whose: any)
  Each player can't draw more than one card each turn.
                                      (`draw_limit`, whose: any, max_count: 1; 101.2)"""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.draw_limit import DRAW_LIMIT
from mtg_engine.rules.no_cycling import CANT_CYCLE
from mtg_engine.rules.revealed_hands import REVEAL_HAND
from mtg_engine.rules.search_forbidden import CANT_SEARCH

_TEXTS = {"Players play with their hands revealed.": "any",
          "Your opponents play with their hands revealed.": "opponent",
          "Play with your hand revealed.": "you"}
_BY_WHOSE = {v: k for k, v in _TEXTS.items()}


# 101.2: "Players can't ..." (rules/search_forbidden.py, rules/no_cycling.py)
_CANT = {CANT_SEARCH: "Players can't search libraries.", CANT_CYCLE: "Players can't cycle cards."}
# 101.2: "Each player can't draw more than one card each turn." (rules/draw_limit.py)
_DRAWS = {"Each player can't draw more than one card each turn.": "any",
          "Each opponent can't draw more than one card each turn.": "opponent"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    if para in _DRAWS:
        return {DRAW_LIMIT: {"whose": _DRAWS[para], "max_count": 1}}
    cant = next((k for k, text in _CANT.items() if text == para), None)
    if cant is not None:
        return {cant: {"whose": "any"}}
    whose = _TEXTS.get(para)
    return {REVEAL_HAND: {"whose": whose}} if whose is not None else None


def render(p: dict[str, Any], kind: str = REVEAL_HAND) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    if kind == DRAW_LIMIT:
        return next((text for text, whose in _DRAWS.items()
                     if p == {"whose": whose, "max_count": 1}), None)
    if kind in _CANT:
        return _CANT[kind] if p == {"whose": "any"} else None
    return _BY_WHOSE.get(p.get("whose", "")) if set(p) == {"whose"} else None
