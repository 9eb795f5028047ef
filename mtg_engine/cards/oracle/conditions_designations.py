"""Conditions about a designation or the counters of the source itself, read for the compiler
and rendered back for its round trip (rules/condition_families.py judges them):

- "~ is monstrous" (701.31b: a designation the permanent keeps until it leaves the
  battlefield, rules/monstrosity.py): {"kind": "self_monstrous"};
- "~ is renowned" (702.112b: a designation it keeps until it leaves the battlefield):
  {"kind": "self_renowned"};
- "~ has a divinity counter on it" (122.1): {"kind": "self_counters_at_least", "count": 1,
  "name": "divinity"} (the wordings of that kind are conditions.extra_wordings');
- "~ is in your graveyard" (404.1): {"kind": "self_in_graveyard"}. A triggered ability with
  this intervening "if" (603.4) can do something only while its source is in its owner's
  graveyard, so it functions there (113.6b; oracle/triggers.py gives it `zone: graveyard`,
  rules/trigger_graveyard.py), the card's owner controlling it (108.4a).
"""

from __future__ import annotations

import re
from typing import Any

_MONSTROUS = "~ is monstrous"
_RENOWNED = "~ is renowned"
_MODIFIED = "~ is modified"  # 700.9 (rules/condition_families.py)
IN_GRAVEYARD = "~ is in your graveyard"
_A_COUNTER = re.compile(r"^~ has (a|an) ([a-z+/0-9-]+) counter on it$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of a phrase about the source's designations or counters, or None."""
    from mtg_engine.cards.oracle.parse import NotUnderstood, counter_kind

    low = text.strip().rstrip(".")
    if low == _MONSTROUS:
        return {"kind": "self_monstrous"}
    if low == _RENOWNED:
        return {"kind": "self_renowned"}
    if low == _MODIFIED:
        return {"kind": "self_modified"}
    if low == IN_GRAVEYARD:
        return {"kind": "self_in_graveyard"}
    m = _A_COUNTER.match(low)
    if m is None:
        return None
    try:
        kind = counter_kind(m.group(2))
    except NotUnderstood:
        return None
    if m.group(1) != ("an" if kind[0] in "aeiou" else "a"):
        return None
    return {"kind": "self_counters_at_least", "count": 1, "name": kind}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module alone reads ([] for others)."""
    if d == {"kind": "self_monstrous"}:  # (the source named "it" after a trigger event
        return [_MONSTROUS, "it's monstrous"]  # about it alone, conditions_target.it_condition)
    if d == {"kind": "self_renowned"}:
        return [_RENOWNED, "it's renowned"]
    if d == {"kind": "self_modified"}:
        return [_MODIFIED, "it's modified"]
    return [IN_GRAVEYARD] if d == {"kind": "self_in_graveyard"} else []


def functions_in_graveyard(cond: Any) -> bool:
    """Is `cond` (a trigger's intervening "if") "~ is in your graveyard", alone or as one part
    of "A and B" (113.6b: then the ability functions in the graveyard)?"""
    if not isinstance(cond, dict):
        return False
    if cond == {"kind": "self_in_graveyard"}:
        return True
    return cond.get("kind") == "all_of" and any(functions_in_graveyard(p)
                                                 for p in cond.get("parts", ()))


# After "if ~ is in your graveyard", "return ~ to your hand" moves the card from there: read
# as "return ~ from your graveyard to ..." (lower.py's move out of the graveyard, 113.6m), and
# said back without the zone the condition already names
_RETURN_SELF = re.compile(r"\b([Rr])eturn ~ to (your hand|the battlefield)\b")
_RETURN_SELF_FROM = re.compile(r"\b([Rr])eturn ~ from your graveyard to (your hand|the "
                               r"battlefield)\b")


def from_graveyard(body: str) -> str:
    """The instructions of a trigger with "if ~ is in your graveyard", ~'s return from there
    made explicit."""
    body = re.sub(r"\b([Pp])ut ~ on top of your library\b",
                  r"\1ut ~ from your graveyard on top of your library", body)  # (401.1)
    return _RETURN_SELF.sub(r"\1eturn ~ from your graveyard to \2", body)


def render_from_graveyard(body: str) -> str:
    """The inverse of `from_graveyard`, for the round trip."""
    body = re.sub(r"\b([Pp])ut ~ from your graveyard on top of your library\b",
                  r"\1ut ~ on top of your library", body)
    return _RETURN_SELF_FROM.sub(r"\1eturn ~ to \2", body)

