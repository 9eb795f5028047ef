"""702.104b: "if tribute wasn't paid" (the opponent chose not to put the counters as the
creature entered: rules/tribute.py), read for the compiler and rendered back. It names the
source's own tribute (only cards with the keyword print it); a permanent that entered with no
tribute asked has no unpaid tribute (rules/tribute.tribute_not_paid)."""

from __future__ import annotations

from typing import Any

_WORDS = "tribute wasn't paid"
KIND = "tribute_not_paid"


def lower(text: str) -> dict[str, Any] | None:
    return {"kind": KIND} if text.strip().rstrip(".").lower() == _WORDS else None


def wordings(d: dict[str, Any]) -> list[str]:
    return [_WORDS] if d == {"kind": KIND} else []
