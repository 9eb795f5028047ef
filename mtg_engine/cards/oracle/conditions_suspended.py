"""702.62b: "if ~ is suspended" (the card in exile with suspend and a time counter on it),
read for the compiler and rendered back (the DSL condition `suspended`, judged by
rules/keyword_abilities.counter_condition). A triggered ability with it functions while the
card is in exile (rules/trigger_graveyard.with_graveyards)."""

from __future__ import annotations

from typing import Any

_WORDS = "~ is suspended"


def lower(text: str) -> dict[str, Any] | None:
    return {"kind": "suspended"} if text.strip().rstrip(".") == _WORDS else None


def wordings(d: dict[str, Any]) -> list[str]:
    return [_WORDS] if d == {"kind": "suspended"} else []
