"""Condition phrases about players (rules/condition_players.py judges them), read for the
compiler and rendered back for its round trip:

  you have at least 10 life more than your starting life total
                                              {kind: life_above_starting, count: 10}  (103.3)
  your life total is greater than your starting life total        (count 1)
  your life total is greater than or equal to your starting life total   (count 0)
  your life total is less than your starting life total          {kind: life_below_starting}
  an opponent is the monarch                  {kind: opponent_monarch}  (720.1)
  you own a card in exile / an opponent owns a card in exile     (406.1, 108.3)
  a permanent was put into your hand from the battlefield this turn
                                              {kind: to_hand_from_battlefield}  (400.7)
"""

from __future__ import annotations

import re
from typing import Any

_START = "your starting life total"
_MORE = re.compile(rf"^you have at least (\d+) life more than {_START}$")
_FIXED: dict[str, dict[str, Any]] = {
    f"your life total is greater than {_START}": {"kind": "life_above_starting", "count": 1},
    f"your life total is greater than or equal to {_START}": {"kind": "life_above_starting",
                                                              "count": 0},
    f"your life total is less than {_START}": {"kind": "life_below_starting"},
    "an opponent is the monarch": {"kind": "opponent_monarch"},
    "you own a card in exile": {"kind": "owns_card_in_exile"},
    "an opponent owns a card in exile": {"kind": "opponent_owns_card_in_exile"},
    "a permanent was put into your hand from the battlefield this turn":
        {"kind": "to_hand_from_battlefield"},
}


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low in _FIXED:
        return dict(_FIXED[low])
    m = _MORE.match(low)
    if m is not None and int(m.group(1)) >= 2:
        return {"kind": "life_above_starting", "count": int(m.group(1))}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    if d.get("kind") == "life_above_starting" and d.get("count", 1) >= 2:
        return [f"you have at least {d['count']} life more than {_START}"]
    plain = {k: v for k, v in d.items() if not (k == "count" and v == 1)} \
        if d.get("kind") != "life_above_starting" else {"count": 1, **d}
    return [w for w, v in _FIXED.items() if v == plain]
