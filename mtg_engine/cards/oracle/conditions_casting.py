"""Condition phrases about how and when a spell was cast (601.2), read for the compiler and
rendered back for its round trip (rules/condition_casting.py judges them):

  this spell is the first spell you've cast this game        {kind: first_spell_this_game}
      (601.2i: no spell cast by you before it)
  you've been dealt damage by two or more creatures this turn
                                           {kind: damaged_by_creatures_at_least, count: 2}
  at least three mana of the same color was spent to cast it (adamant, 601.2h)
                                           {kind: mana_spent_same_color, count: 3}
  you've cast both a creature spell and a noncreature spell this turn
                                           {kind: cast_creature_and_noncreature}
  this spell was cast from anywhere other than your hand    {kind: cast_not_from_hand}
      (601.2a: cast, from another zone; a copy was not cast, 707.12)
  you didn't cast it from your hand                         {kind: not_cast_from_hand}
      (601.2a: not cast at all, or cast from another zone)
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS

_FIXED: dict[str, dict[str, Any]] = {
    "this spell is the first spell you've cast this game": {"kind": "first_spell_this_game"},
    "you've cast both a creature spell and a noncreature spell this turn":
        {"kind": "cast_creature_and_noncreature"},
    # 601.2i, 201.2: a spell with this one's name cast by you earlier this game (Approach of
    # the Second Sun)
    "you've cast another spell named ~ this game": {"kind": "cast_another_named_self"},
    # 601.2a, 707.12: the spell was cast, from a zone other than its owner's hand (See the
    # Truth); a copy of a spell was not cast, so this is false for it
    "this spell was cast from anywhere other than your hand": {"kind": "cast_not_from_hand"},
    # 601.2a, 603.4: the permanent wasn't cast from the hand: put onto the battlefield without
    # being cast, or cast from another zone (Phage the Untouchable)
    "you didn't cast it from your hand": {"kind": "not_cast_from_hand"},
}
_SAME_COLOR = re.compile(r"^at least (three|four|five) mana of the same color was spent to cast "
                         r"(it|this spell)$")
_DAMAGED_BY = re.compile(r"^you've been dealt damage by ([a-z]+) or more creatures this turn$")
# 118.9, 601.2b: "the {1}{B} cost was paid" (Baleful Mastery): the spell was cast for its
# alternative cost of that mana (rules/condition_casting._alt_mana_paid)
_ALT_MANA = re.compile(r"^the ((?:\{(?:[0-9]+|[WUBRGC])\})+) cost was paid$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low in _FIXED:
        return dict(_FIXED[low])
    m = _SAME_COLOR.match(low)
    if m is not None:
        return {"kind": "mana_spent_same_color", "count": NUMBERS[m.group(1)]}
    m = _ALT_MANA.match(low)
    if m is not None:
        return {"kind": "alt_mana_paid", "name": m.group(1)}
    m = _DAMAGED_BY.match(low)
    if m is not None and NUMBERS.get(m.group(1), 0) >= 2:
        return {"kind": "damaged_by_creatures_at_least", "count": NUMBERS[m.group(1)]}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    from mtg_engine.cards.oracle.conditions import _n

    fixed = [w for w, v in _FIXED.items() if v == d]
    if fixed:
        return fixed
    if d.get("kind") == "mana_spent_same_color" and set(d) == {"kind", "count"}:
        return [f"at least {_n(d['count'])} mana of the same color was spent to cast {what}"
                for what in ("it", "this spell")]
    if d.get("kind") == "alt_mana_paid" and set(d) == {"kind", "name"}:
        return [f"the {d['name']} cost was paid"]
    if d.get("kind") == "damaged_by_creatures_at_least" and set(d) == {"kind", "count"}:
        return [f"you've been dealt damage by {_n(d['count'])} or more creatures this turn"]
    return []
