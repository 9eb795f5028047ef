"""Static abilities about the top card of a library (401.5), Oracle text -> DSL static, and
back:

  You may look at the top card of your library any time.        (`look_at_top`, whose: you)
  Play with the top card of your library revealed.              (`reveal_top`, whose: you)
  Players play with the top card of their libraries revealed.   (`reveal_top`, whose: any)

They change what a player may see, not the game: rules/library_top.py says who sees which
top card, and observe() shows it (the card's name, not its id: 400.2, observe.py)."""

from __future__ import annotations

from typing import Any

_TEXTS = {
    "You may look at the top card of your library any time.": ("look_at_top", "you"),
    "Play with the top card of your library revealed.": ("reveal_top", "you"),
    "Players play with the top card of their libraries revealed.": ("reveal_top", "any"),
}
_BY_DSL = {v: k for k, v in _TEXTS.items()}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    got = _TEXTS.get(para)
    if got is None:
        return None
    return {got[0]: {"whose": got[1]}}


def render(kind: str, p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    if set(p) != {"whose"}:
        return None
    return _BY_DSL.get((kind, p["whose"]))
