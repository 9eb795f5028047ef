"""Condition phrases about the ability's own history this turn (judged by
rules/condition_ability_history.py):

  this is the second time this ability has resolved this turn
                                        {kind: ability_resolved_nth, count: 2}   (608.2)
  this ability has been activated four or more times this turn
                                        {kind: ability_activated_at_least, count: 4}  (602.2)
"""

from __future__ import annotations

import re
from typing import Any

_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")
_NUMBERS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_RESOLVED = re.compile(rf"^this is the ({'|'.join(_ORDINALS[1:])}) time this ability has "
                       r"resolved this turn$")
_ACTIVATED = re.compile(rf"^this ability has been activated ({'|'.join(_NUMBERS[2:])}) or more "
                        r"times this turn$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of `text`, or None."""
    text = text.strip().rstrip(".")
    m = _RESOLVED.match(text)
    if m is not None:
        return {"kind": "ability_resolved_nth", "count": _ORDINALS.index(m.group(1))}
    m = _ACTIVATED.match(text)
    if m is not None:
        return {"kind": "ability_activated_at_least", "count": _NUMBERS.index(m.group(1))}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wording of these conditions ([] for others)."""
    n = d.get("count", 0)
    if set(d) != {"kind", "count"} or not isinstance(n, int):
        return []
    if d["kind"] == "ability_resolved_nth" and 1 <= n < len(_ORDINALS):
        return [f"this is the {_ORDINALS[n]} time this ability has resolved this turn"]
    if d["kind"] == "ability_activated_at_least" and 2 <= n < len(_NUMBERS):
        return [f"this ability has been activated {_NUMBERS[n]} or more times this turn"]
    return []
