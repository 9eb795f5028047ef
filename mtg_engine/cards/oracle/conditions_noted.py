"""The condition of the life total noted for the source (rules/noted_life.py): "your life
total is greater than or equal to the last noted life total for ~" (Sigarda's Splendor)."""

from __future__ import annotations

from typing import Any

_WORDS = "your life total is greater than or equal to the last noted life total for ~"


def lower(text: str) -> Any:
    return "life_ge_noted" if text.strip().rstrip(".") == _WORDS else None


def wordings(d: dict[str, Any]) -> list[str]:
    return [_WORDS] if d == {"kind": "life_ge_noted"} else []
