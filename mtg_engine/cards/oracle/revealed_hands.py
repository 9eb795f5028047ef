"""Hands played revealed (400.2, 701.16a; rules/revealed_hands.py), Oracle text -> DSL static,
and back:

  Players play with their hands revealed.           (`reveal_hand`, whose: any)
  Your opponents play with their hands revealed.    (`reveal_hand`, whose: opponent)
  Play with your hand revealed.                     (`reveal_hand`, whose: you)"""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.revealed_hands import REVEAL_HAND

_TEXTS = {"Players play with their hands revealed.": "any",
          "Your opponents play with their hands revealed.": "opponent",
          "Play with your hand revealed.": "you"}
_BY_WHOSE = {v: k for k, v in _TEXTS.items()}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    whose = _TEXTS.get(para)
    return {REVEAL_HAND: {"whose": whose}} if whose is not None else None


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    return _BY_WHOSE.get(p.get("whose", "")) if set(p) == {"whose"} else None
