"""103.5a: "If ~ is in your opening hand, you may begin the game with it on the battlefield."
(the Leylines) -> the static `begin_on_battlefield`, and back. It does nothing once the game
has begun: rules/opening_hand.py offers the action after the mulligans (103.5)."""

from __future__ import annotations

from typing import Any

TEXT = "If ~ is in your opening hand, you may begin the game with it on the battlefield."


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of that paragraph, or None for any other text."""
    return {"begin_on_battlefield": {}} if para == TEXT else None


def render(kind: str, p: dict[str, Any]) -> str | None:
    return TEXT if kind == "begin_on_battlefield" and not p else None
