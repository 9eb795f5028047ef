"""Other wordings of conditions the compiler reads, and a few more conditions on life and
graveyards (rules/condition_history.py judges the new kinds):

- the same DSL condition as another wording: "your opponents control no creatures" (= "no
  opponent controls a creature"), "you have a card in hand" (= "one or more cards"), "it's an
  opponent's turn" (= "it's not your turn": every other player is an opponent, 102.2; the
  engine plays no team games);
- "you control another artifact creature" (205.2a: both card types): {"kind": "controls",
  "filter": {"all_types": ["Artifact", "Creature"], "other": true}};
- "an opponent lost life last turn" (119.3, 120.3a): {"kind": "opponent_lost_life_last_turn"};
- "a player lost N or more life this turn": {"kind": "player_lost_life_this_turn", "count": N};
- "you control a Griffin creature", "you control a legendary Samurai", "you control a 1/1
  creature": {"kind": "controls"};
- "there are no cards in your graveyard" (404.1): {"kind": "graveyard_empty"};
- "you have a full party" (700.8: a Cleric, a Rogue, a Warrior and a Wizard):
  {"kind": "full_party"}.

`alias_wordings` gives render_condition the other wordings of a condition, for the round trip.
"""

from __future__ import annotations

import copy
import json
import re
from functools import lru_cache
from typing import Any

_NOUNS = {"creatures": "a creature", "artifacts": "an artifact", "enchantments": "an enchantment",
          "lands": "a land", "planeswalkers": "a planeswalker"}
# another wording -> the wording the grammar reads
_SAME: dict[str, str] = {
    "you have a card in hand": "you have one or more cards in hand",
    "it's an opponent's turn": "it's not your turn",
    "a player other than you lost life this turn": "an opponent lost life this turn",  # 102.2
    **{f"your opponents control no {p}": f"no opponent controls {s}" for p, s in _NOUNS.items()},
    "your opponents control no permanents with bounty counters on them":
        "no opponent controls a permanent with a bounty counter on it",  # (122.1)
    # 404.1: "a single graveyard" is any one graveyard
    **{f"there are {n} or more cards in a single graveyard": f"a graveyard has {n} or more "
       "cards in it" for n in ("five", "six", "seven", "eight", "nine", "ten", "twenty")},
    "an instant card and a sorcery card are in your graveyard":
        "an instant card is in your graveyard and a sorcery card is in your graveyard",
    # 105.2: "all nonland permanents you control are white": none of them is another colour
    # or colourless (and, with none at all, it holds as well)
    **{f"all nonland permanents you control are {c}": f"you control no non{c} nonland "
       "permanents" for c in ("white", "blue", "black", "red", "green")},
    # 119.9: the life gained this turn (the present perfect of the same fact)
    **{f"you've gained {n} or more life this turn": f"you gained {n} or more life this turn"
       for n in range(2, 11)},
}
_FIXED: dict[str, dict[str, Any]] = {
    "an opponent lost life last turn": {"kind": "opponent_lost_life_last_turn"},
    "there are no cards in your graveyard": {"kind": "graveyard_empty"},
    "you have a full party": {"kind": "full_party"},
    "you control another artifact creature": {"kind": "controls", "count": 1, "filter": {
        "all_types": ["Artifact", "Creature"], "other": True}},
    "you control an artifact creature": {"kind": "controls", "count": 1, "filter": {
        "all_types": ["Artifact", "Creature"]}},
}
_LOST = re.compile(r"^a player lost (\d+) or more life this turn$")
# "you control a Griffin creature" (205.3m), "you control a legendary Samurai" (205.4d)
_TYPED = re.compile(r"^you control (?:an? ([A-Z][a-z]+) creature|a legendary ([A-Z][a-z]+))$")


def lower(text: str) -> Any:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    if low in _SAME:
        from mtg_engine.cards.oracle.conditions import lower_condition

        return lower_condition(_SAME[low])
    if low in _FIXED:
        return copy.deepcopy(_FIXED[low])
    m = _LOST.match(low)
    if m is not None:
        return {"kind": "player_lost_life_this_turn", "count": int(m.group(1))}
    m = re.match(r"^you control an? (\d+)/(\d+) creature$", low)
    if m is not None:  # "you control a 1/1 creature" (208.1; Lovestruck Beast)
        pw, tg = int(m.group(1)), int(m.group(2))
        return {"kind": "controls", "count": 1, "filter": {
            "types": ["Creature"], "power_le": pw, "power_ge": pw, "toughness_le": tg,
            "toughness_ge": tg}}
    m = _TYPED.match(low)
    if m is not None:
        from mtg_engine.core.creature_types import CREATURE_TYPES

        sub = m.group(1) or m.group(2)
        if sub not in CREATURE_TYPES:
            return None
        kind = {"types": ["Creature"]} if m.group(1) else {"supertypes": ["Legendary"]}
        return {"kind": "controls", "count": 1, "filter": {**kind, "subtypes": [sub]}}
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition of the new kinds ([] for others)."""
    for words, fixed in _FIXED.items():
        if d == fixed and fixed["kind"] != "controls":  # (render_statics says those)
            return [words]
    if d.get("kind") == "player_lost_life_this_turn" and set(d) == {"kind", "count"}:
        return [f"a player lost {d['count']} or more life this turn"]
    f = d.get("filter", {})
    if d.get("kind") == "controls" and d.get("count", 1) == 1 \
            and set(f) == {"supertypes", "subtypes"} and f["supertypes"] == ["Legendary"] \
            and len(f["subtypes"]) == 1:
        return [f"you control a legendary {f['subtypes'][0]}"]
    return []


def alias_wordings(d: dict[str, Any]) -> list[str]:
    """The other wordings (of _SAME) of DSL condition `d`."""
    return list(_aliases().get(_key(d), ()))


def _key(d: Any) -> str:
    return json.dumps({"kind": d} if isinstance(d, str) else d, sort_keys=True)


@lru_cache(maxsize=1)
def _aliases() -> dict[str, tuple[str, ...]]:
    from mtg_engine.cards.oracle.conditions import lower_condition

    out: dict[str, tuple[str, ...]] = {}
    for alias, said in _SAME.items():
        got = lower_condition(said)
        if got is not None:
            out[_key(got)] = (*out.get(_key(got), ()), alias)
    return out
