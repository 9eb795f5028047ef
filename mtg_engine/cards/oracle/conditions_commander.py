"""Conditions about commanders (903.3d: "controlling a commander" is controlling a permanent
on the battlefield that is a commander), read for the compiler and rendered back for its
round trip (rules/commanders.JUDGES judges them):

- "you control your commander" (lieutenant; "your commander": one you own, 903.3):
  {"kind": "controls_own_commander"};
- "you control a commander" (anyone's, 903.3d): {"kind": "controls_commander"};
- "~ is in the command zone" / "~ is in the command zone or on the battlefield" (113.6: an
  ability that says so functions in the command zone; rules/commanders.py):
  {"kind": "self_in_command_zone"} / {"kind": "self_in_command_zone_or_battlefield"}.
"""

from __future__ import annotations

from typing import Any

_WORDS = {"you control your commander": "controls_own_commander",
          "you control a commander": "controls_commander",
          "~ is in the command zone": "self_in_command_zone",
          "~ is in the command zone or on the battlefield":
              "self_in_command_zone_or_battlefield"}


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of a phrase about controlling a commander, or None."""
    kind = _WORDS.get(text.strip().rstrip(".").lower().replace("~", "~"))
    return {"kind": kind} if kind else None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module alone reads ([] for others)."""
    return [w for w, k in _WORDS.items() if d == {"kind": k}]
