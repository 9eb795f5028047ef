"""101.2: "Spells and abilities your opponents control can't cause you to sacrifice
permanents." (Sigarda, Host of Herons) -> the static `opponents_cant_make_sacrifice` (`whose`:
you; rules/sacrifice_protection.py), and back."""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.sacrifice_protection import KIND

_TEXT = "Spells and abilities your opponents control can't cause you to sacrifice permanents."


def lower(para: str) -> dict[str, Any] | None:
    """The static of that sentence, or None."""
    return {KIND: {"whose": "you"}} if para == _TEXT else None


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None."""
    return _TEXT if p == {"whose": "you"} else None
