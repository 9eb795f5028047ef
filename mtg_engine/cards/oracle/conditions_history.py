"""Intervening "if" clauses (603.4) about how the permanent that just entered got there, read
with the trigger's events (oracle/triggers.py: only after "When ~ enters the battlefield", where
"it" is ~) and judged by rules/condition_spell_history.py from the event log:

  if it was the second spell you cast this turn        {kind: nth_spell_this_turn, count: 2}
  if it entered from your graveyard or you cast it from your graveyard
                                                       {kind: entered_or_cast_from_graveyard}
  the same after "Whenever a creature enters the battlefield" ("it": the creature that
  entered, the trigger's remembered object)   {kind: it_entered_or_cast_from_graveyard}
  and there: if you cast it from your hand            {kind: it_cast_from_hand}
             if you didn't cast it from your hand      {kind: it_not_cast_from_hand}
  (601.2a: the trigger's controller cast it, from their hand; rules/condition_it_cast.py)

(601.2i: the spells a player cast this turn, in order; 400.7, 601.2a: the zone the permanent
came from, or its spell was cast from.)"""

from __future__ import annotations

import re
from typing import Any

_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")
_NTH = re.compile(r"^it was the (first|second|third|fourth|fifth) spell you cast this turn$")
_FROM_GRAVEYARD = "it entered from your graveyard or you cast it from your graveyard"
# the events whose "it" is the permanent that entered, remembered (603.2: "Whenever a
# creature enters the battlefield", "Whenever another creature enters ... under your control")
_IT_ENTERED = ("permanent_enters", "another_enters")


# 601.2a, 603.4: of the remembered permanent, after the events of _IT_ENTERED only
_IT_CAST = {"you cast it from your hand": "it_cast_from_hand",
            "you didn't cast it from your hand": "it_not_cast_from_hand"}


def remembers_entered(events: list[str]) -> bool:
    """Does the trigger of `events` remember the one permanent that entered (603.2)?"""
    return len(events) == 1 and events[0] in _IT_ENTERED


def lower_it_cast(clause: str, events: list[str]) -> dict[str, Any] | None:
    """"if you (didn't) cast it from your hand" where "it" is another permanent that entered
    (the trigger's remembered object), or None (read before the general phrase, which is about
    ~ itself)."""
    kind = _IT_CAST.get(clause.strip().lower())
    return {"kind": kind} if kind and remembers_entered(events) else None


def lower(clause: str, events: list[str]) -> dict[str, Any] | None:
    """The DSL condition of `clause` (without "if"), or None; only in a trigger on ~ entering
    the battlefield ("it" is ~, 603.6a)."""
    low = clause.strip().lower()
    if low == _FROM_GRAVEYARD.lower() and len(events) == 1 and events[0] in _IT_ENTERED:
        return {"kind": "it_entered_or_cast_from_graveyard"}  # (the remembered permanent)
    if events != ["enters"]:
        return None
    m = _NTH.match(low)
    if m is not None:
        return {"kind": "nth_spell_this_turn", "count": _ORDINALS.index(m.group(1))}
    if low == _FROM_GRAVEYARD:
        return {"kind": "entered_or_cast_from_graveyard"}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    if d.get("kind") == "nth_spell_this_turn" and set(d) == {"kind", "count"} \
            and 1 <= d["count"] < len(_ORDINALS):
        return [f"it was the {_ORDINALS[d['count']]} spell you cast this turn"]
    said = next((w for w, k in _IT_CAST.items() if d == {"kind": k}), None)
    if said is not None:
        return [said]
    if d in ({"kind": "entered_or_cast_from_graveyard"},
             {"kind": "it_entered_or_cast_from_graveyard"}):
        return [_FROM_GRAVEYARD]
    return []
