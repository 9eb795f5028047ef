"""Condition phrases comparing counts the other way ("fewer than", "or less") and other
wordings of conditions the compiler reads, read for the compiler and rendered back for its
round trip (rules/condition_casting.py judges the new kinds):

  ~ has fewer than three +1/+1 counters on it   = "~ has two or fewer ..." (122.1)
      {kind: self_counters_at_most, count: 2, name: +1/+1}
  you control no Thopters other than ~          = "you control no other Thopters"
  you control three or more Wolves and/or Werewolves   (a Wolf, a Werewolf or both: 205.3m)
      = "you control three or more Wolves or Werewolves"
  you have exactly thirteen cards in your hand  = "... in hand" (402.1)
  there are fewer than six creature cards in your graveyard    (404.1)
      {kind: graveyard_at_most, count: 5, filter: {types: [Creature]}}
  each player has 10 or less life               {kind: each_player_life_at_most, count: 10}
  you cast it during your main phase            {kind: permanent_cast_in_main_phase} (505.1:
      the spell the permanent was, cast during its controller's main phase)
  an opponent controls at least two more lands than you
      {kind: opponent_controls_more, count: 2, filter: {types: [Land]}}
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_FEWER_COUNTERS = re.compile(r"^~ has fewer than (two|three|four|five) ([a-z+/0-9-]+) counters "
                             r"on it$")
_NOT_ONE_COUNTER = re.compile(r"^~ doesn't have an? ([a-z+/0-9-]+) counter on it$")
_NONE_OTHER = re.compile(r"^you control no ([A-Z][a-z]+s) other than ~$")
_AND_OR = re.compile(r"^you control ([a-z]+) or more ([A-Z][a-z]+s) and/or ([A-Z][a-z]+s)$")
_IN_YOUR_HAND = re.compile(r"^you have exactly ([a-z]+) cards in your hand$")
_FEWER_GRAVEYARD = re.compile(r"^there are fewer than ([a-z]+) (creature|land|artifact|instant|"
                              r"sorcery|enchantment) cards in your graveyard$")
_EACH_LIFE = re.compile(r"^each player has (\d+) or less life$")
_MAIN_PHASE = "you cast it during your main phase"
_MORE_THAN_YOU = re.compile(r"^an opponent controls at least ([a-z]+) more (lands|creatures) than "
                            r"you$")


def lower(text: str) -> Any:
    """The DSL condition of one of these phrases, or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    low = text.strip().rstrip(".")
    if low == _MAIN_PHASE:
        return {"kind": "permanent_cast_in_main_phase"}
    m = _FEWER_COUNTERS.match(low)
    if m is not None:
        got = lower_condition(f"~ has {_WORDS[_WORDS.index(m.group(1)) - 1]} or fewer "
                              f"{m.group(2)} counters on it")
        return got if isinstance(got, dict) and got.get("kind") == "self_counters_at_most" \
            else None
    m = _NOT_ONE_COUNTER.match(low)  # 122.1: "~ doesn't have an indestructible counter on it"
    if m is not None:
        got = lower_condition(f"~ has no {m.group(1)} counters on it")
        return got if isinstance(got, dict) and got.get("kind") == "self_counters_at_most" \
            else None
    m = _NONE_OTHER.match(low)
    if m is not None:
        got = lower_condition(f"you control no other {m.group(1)}")
        return got if isinstance(got, dict) and got.get("filter", {}).get("other") else None
    m = _AND_OR.match(low)
    if m is not None:
        got = lower_condition(f"you control {m.group(1)} or more {m.group(2)} or {m.group(3)}")
        return got if isinstance(got, dict) and len(got.get("filter", {}).get(
            "subtypes", ())) == 2 else None
    m = _IN_YOUR_HAND.match(low)
    if m is not None:
        got = lower_condition(f"you have exactly {m.group(1)} cards in hand")
        return got if isinstance(got, dict) and got.get("kind") == "hand_exactly" else None
    m = _FEWER_GRAVEYARD.match(low)
    if m is not None and NUMBERS.get(m.group(1), 0) >= 2:
        return {"kind": "graveyard_at_most", "count": NUMBERS[m.group(1)] - 1,
                "filter": {"types": [m.group(2).capitalize()]}}
    m = _MORE_THAN_YOU.match(low)
    if m is not None and NUMBERS.get(m.group(1), 0) >= 2:
        return {"kind": "opponent_controls_more", "count": NUMBERS[m.group(1)],
                "filter": {"types": [m.group(2)[:-1].capitalize()]}}
    m = _EACH_LIFE.match(low)
    if m is not None:
        return {"kind": "each_player_life_at_most", "count": int(m.group(1))}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of the new kinds ([] for others)."""
    from mtg_engine.cards.oracle.conditions import _n

    kind, f = d.get("kind"), d.get("filter", {})
    if kind == "permanent_cast_in_main_phase" and set(d) == {"kind"}:
        return [_MAIN_PHASE]
    if kind == "opponent_controls_more" and d.get("count", 1) >= 2 \
            and set(d) == {"kind", "count", "filter"} and set(f) == {"types"} \
            and f["types"] in (["Land"], ["Creature"]):
        return [f"an opponent controls at least {_n(d['count'])} more "
                f"{f['types'][0].lower()}s than you"]
    if kind == "each_player_life_at_most" and set(d) == {"kind", "count"}:
        return [f"each player has {d['count']} or less life"]
    if kind == "graveyard_at_most" and set(d) == {"kind", "count", "filter"} \
            and set(f) == {"types"} and len(f["types"]) == 1:
        return [f"there are fewer than {_n(d['count'] + 1)} {f['types'][0].lower()} cards in "
                "your graveyard"]
    return []


def other_wordings(d: dict[str, Any], said: list[str]) -> list[str]:
    """The other wordings of a condition whose usual wordings are `said` (render_condition's
    list): the alias of each that one of these patterns reads back to the same condition."""
    out = []
    for w in said:
        m = re.match(r"^~ has (one|two|three|four) or fewer ([a-z+/0-9-]+) counters on it$", w)
        if m is not None:
            out.append(f"~ has fewer than {_WORDS[_WORDS.index(m.group(1)) + 1]} {m.group(2)} "
                       "counters on it")
            out.append(f"it has fewer than {_WORDS[_WORDS.index(m.group(1)) + 1]} "
                       f"{m.group(2)} counters on it")
        m = re.match(r"^~ has no ([a-z+/0-9-]+) counters on it$", w)
        if m is not None:
            art = "an" if m.group(1)[0] in "aeiou" else "a"
            out.append(f"~ doesn't have {art} {m.group(1)} counter on it")
        m = re.match(r"^you control no other ([A-Z][a-z]+s)$", w)
        if m is not None:
            out.append(f"you control no {m.group(1)} other than ~")
        m = re.match(r"^you control ([a-z]+) or more ([A-Z][a-z]+s) or ([A-Z][a-z]+s)$", w)
        if m is not None:
            out.append(f"you control {m.group(1)} or more {m.group(2)} and/or {m.group(3)}")
        m = re.match(r"^you have exactly ([a-z]+) cards in hand$", w)
        if m is not None:
            out.append(f"you have exactly {m.group(1)} cards in your hand")
    return [w for w in out if w not in said]
