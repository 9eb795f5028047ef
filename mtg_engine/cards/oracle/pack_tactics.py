"""Pack tactics' condition (an ability word, 207.2c): "you attacked with creatures with total
power N or greater this combat" -> {"kind": "attacked_total_power", "count": N}, judged by
rules/pack_tactics.py (the power of the attackers as they were declared, 508.1); a family of
conditions_more.py."""

from __future__ import annotations

import re
from typing import Any

_WORDS = re.compile(r"^you attacked with creatures with total power (\d+) or greater this combat$")


def lower(text: str) -> dict[str, Any] | None:
    m = _WORDS.match(text.strip().rstrip("."))
    return {"kind": "attacked_total_power", "count": int(m.group(1))} if m else None


def wordings(d: dict[str, Any]) -> list[str]:
    if d.get("kind") != "attacked_total_power" or set(d) != {"kind", "count"}:
        return []
    return [f"you attacked with creatures with total power {d['count']} or greater this combat"]
