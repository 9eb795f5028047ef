"""Conditions about commanders (903.3d: "controlling a commander" is controlling a permanent
on the battlefield that is a commander), read for the compiler and rendered back for its
round trip (rules/commanders.JUDGES judges the command-zone ones):

- "you control your commander" (lieutenant; "your commander": one you own, 903.3) and "you
  control a commander" (anyone's, 903.3d): the generic "controls" condition of a commander
  (rules/filters.py: `commander`, `owned_by_you`), judged as "you control an artifact" is;
- "~ is in the command zone" / "~ is in the command zone or on the battlefield" (113.6: an
  ability that says so functions in the command zone; rules/commanders.py):
  {"kind": "self_in_command_zone"} / {"kind": "self_in_command_zone_or_battlefield"}.
"""

from __future__ import annotations

from typing import Any

# 903.3d: "you control your commander" / "a commander" (a permanent that is one)
_CONTROLS = {"you control your commander": {"commander": True, "owned_by_you": True},
             "you control a commander": {"commander": True}}
_WORDS = {"~ is in the command zone": "self_in_command_zone",
          "~ is in the command zone or on the battlefield":
              "self_in_command_zone_or_battlefield"}


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of a phrase about controlling a commander, or None."""
    words = text.strip().rstrip(".").lower()
    if words in _CONTROLS:
        return {"kind": "controls", "count": 1, "filter": dict(_CONTROLS[words])}
    kind = _WORDS.get(words)
    return {"kind": kind} if kind else None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module alone reads ([] for others)."""
    return [w for w, f in _CONTROLS.items()
            if d in ({"kind": "controls", "count": 1, "filter": f}, {"kind": "controls", "filter": f})] \
        + [w for w, k in _WORDS.items() if d == {"kind": k}]
