"""Conditions about this turn's and last turn's events and about control (read for the
compiler and rendered back; rules/condition_turn_history.py judges them):

  you've controlled ~ continuously since the beginning of your most recent turn
                                              {kind: self_controlled_since_turn}   (302.6)
  it came under your control this turn / ~ came under your control this turn (after a
  condition whose subject is ~)            {kind: self_came_under_control}      (302.6)
  ~ didn't attack or come under your control this turn
                                              {kind: all_of, parts: [{kind: self_not_attacked},
                                               {kind: self_not_came_under_control}]}
  a creature spell you cast this turn was countered by a spell or ability an opponent
  controlled                                  {kind: your_creature_spell_countered}  (701.5a)
  you had another creature enter the battlefield under your control last turn
                                              {kind: you_had_enter_last_turn, count: 1,
                                               filter: {types: [Creature], other: true}}
  a +1/+1 counter was put on a permanent under your control this turn
                                              {kind: counter_put_on_yours, name: "+1/+1"}  (122.6)
  there are five or more other creatures on the battlefield
                                              {kind: on_battlefield_at_least, count: 5,
                                               filter: {types: [Creature], other: true}}
"""

from __future__ import annotations

import re
from typing import Any

_FIXED: dict[str, dict[str, Any]] = {
    "you've controlled ~ continuously since the beginning of your most recent turn":
        {"kind": "self_controlled_since_turn"},
    "a creature spell you cast this turn was countered by a spell or ability an opponent "
    "controlled": {"kind": "your_creature_spell_countered"},
    "you had another creature enter the battlefield under your control last turn":
        {"kind": "you_had_enter_last_turn", "count": 1,
         "filter": {"types": ["Creature"], "other": True}},
    # 302.6: the source entered or changed control this turn (its controller since then)
    "~ came under your control this turn": {"kind": "self_came_under_control"},
    "~ didn't attack or come under your control this turn": {"kind": "all_of", "parts": [
        {"kind": "self_not_attacked"}, {"kind": "self_not_came_under_control"}]},
}
# "unless it came under your control this turn" after a condition about ~ (Erg Raiders):
# "it" is the source (the only wording of this condition read with "it")
_IT_WORDINGS = {"self_came_under_control": "it came under your control this turn"}
_COUNTER_PUT = re.compile(r"^an? ([+-]\d/[+-]\d|[a-z]+) counter was put on a permanent under "
                          r"your control this turn$")
_OTHER = re.compile(r"^there are ([a-z]+) or more other ([a-z]+) on the battlefield$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low == _IT_WORDINGS["self_came_under_control"]:
        return {"kind": "self_came_under_control"}
    if low in _FIXED:
        import copy

        return copy.deepcopy(_FIXED[low])
    m = _COUNTER_PUT.match(low)
    if m is not None:
        return {"kind": "counter_put_on_yours", "name": m.group(1)}
    m = _OTHER.match(low)
    if m is not None:
        from mtg_engine.cards.oracle.conditions import lower_condition

        got = lower_condition(f"there are {m.group(1)} or more {m.group(2)} on the battlefield")
        if not isinstance(got, dict) or got.get("kind") != "on_battlefield_at_least":
            return None
        return {**got, "filter": {**got["filter"], "other": True}}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    fixed = [w for w, v in _FIXED.items() if v == d]
    if fixed:
        return fixed + ([_IT_WORDINGS[d["kind"]]] if d.get("kind") in _IT_WORDINGS else [])
    if d.get("kind") == "counter_put_on_yours" and set(d) == {"kind", "name"}:
        art = "an" if d["name"][0] in "aeiou8" else "a"
        return [f"{art} {d['name']} counter was put on a permanent under your control this turn"]
    f = d.get("filter", {})
    if d.get("kind") == "on_battlefield_at_least" and f.get("other") and set(d) == {
            "kind", "count", "filter"}:
        from mtg_engine.cards.oracle.conditions import render_condition

        base = {**d, "filter": {k: v for k, v in f.items() if k != "other"}}
        out = []
        for w in render_condition(base):
            m = re.match(r"^there are ([a-z]+) or more ([a-z]+) on the battlefield$", w)
            if m is not None:
                out.append(f"there are {m.group(1)} or more other {m.group(2)} on the "
                           "battlefield")
        return out
    return []
