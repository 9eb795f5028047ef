"""Wordings of conditions that Oracle text uses after a restriction on attacking or blocking
(508.1c, 509.1b, 611.3a: "~ can't attack unless there are five or more Islands on the
battlefield.", "~ can't attack or block if an enchantment is on the battlefield.") and that
conditions.py doesn't read; each is a condition kind the rules already judge
(rules/conditions.py):

- "it's equipped" -> self_equipped (301.5);
- "it has five or more +1/+1 counters on it" -> self_counters_at_least (122.1);
- "you control at least three other creatures" -> controls, 3 other creatures;
- "an opponent has been dealt damage this turn" -> opponent_dealt_damage;
- "a player has no cards in hand" -> any_of hand_empty, opponent_hand_empty (402.1);
- "it attacked during your last turn" -> self_attacked_your_last_turn (508.1m);
- "you've cast a historic spell this turn" -> cast_this_turn you/historic (700.6);
- "there is a Mountain on the battlefield", "an enchantment is on the battlefield", "there are
  five or more Islands on the battlefield", "there's another creature on the battlefield" ->
  any_controls (every player's permanents counted together).

`wordings` says them back for the round trip (render_statics.condition_clauses)."""

from __future__ import annotations

import re
from typing import Any

_COUNTERS = re.compile(r"it has (\w+) or more (\+1/\+1|[a-z]+) counters on it")
_AT_LEAST = re.compile(r"you control at least (\w+) other creatures")
_ONE = re.compile(r"(?:there is an? (.+?)|an? (.+?) is|there's (another .+?)) on the battlefield")
# "a player has no cards in hand": either you or an opponent has an empty hand (402.1)
_A_PLAYER_NO_HAND = "a player has no cards in hand"
# "it attacked during your last turn": the source, in its controller's most recent turn before
# this one (508.1m)
_ATTACKED_LAST_TURN = "it attacked during your last turn"
# "you've cast a historic spell this turn": a legendary, artifact or Saga spell (700.6) cast
# this turn (rules/conditions._cast_this_turn's kind "historic")
_HISTORIC_CAST = "you've cast a historic spell this turn"
_HISTORIC_CAST_COND = {"kind": "cast_this_turn", "count": 1, "name": "you/historic"}
_ANY_HAND_EMPTY = {"kind": "any_of", "parts": ["hand_empty", "opponent_hand_empty"]}
_MANY = re.compile(r"there are (\w+) or more (.+?) on the battlefield")
_ON_BATTLEFIELD_FIELDS = frozenset({"types", "subtypes", "supertypes", "colors", "other"})


def _number(word: str) -> int | None:
    from mtg_engine.cards.oracle.parse import NUMBERS

    n = int(word) if word.isdigit() else NUMBERS.get(word)
    return n if isinstance(n, int) and n >= 1 else None


def _permanent(phrase: str, plural: bool) -> dict[str, Any] | None:
    """"Mountain", "enchantment", "another creature", "Islands": the filter, or None."""
    from mtg_engine.cards.oracle.lower import TYPES
    from mtg_engine.cards.oracle.prevention_statics import subtype_group
    from mtg_engine.cards.oracle.statics import _BASIC_PLURAL

    if plural:
        basic = next((t for t, p in _BASIC_PLURAL.items() if p == phrase), None)
        f = {"subtypes": [basic]} if basic is not None else subtype_group(phrase)
        return f if f is not None and set(f) == {"subtypes"} else None
    from mtg_engine.cards.oracle.phrases import describe

    d = describe(phrase)
    if d is None or set(d[1]) - _ON_BATTLEFIELD_FIELDS:
        return None
    noun, f = d
    if noun in TYPES:
        return {**f, "types": [TYPES[noun]]}
    return dict(f) if noun == "permanent" and (f.get("subtypes") or f.get("types")) else None


def lower(phrase: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    if phrase == "it's equipped":
        return {"kind": "self_equipped"}
    if phrase == "an opponent has been dealt damage this turn":
        return {"kind": "opponent_dealt_damage"}
    if phrase == _A_PLAYER_NO_HAND:  # 402.1: you or an opponent (Lupine Prototype)
        return dict(_ANY_HAND_EMPTY)
    if phrase == _ATTACKED_LAST_TURN:  # 508.1m (Giant Turtle)
        return {"kind": "self_attacked_your_last_turn"}
    if phrase == _HISTORIC_CAST:  # 700.6, 601.2i (Relic Runner)
        return dict(_HISTORIC_CAST_COND)
    m = _COUNTERS.fullmatch(phrase)
    if m is not None and _number(m.group(1)) is not None:
        return {"kind": "self_counters_at_least", "name": m.group(2),
                "count": _number(m.group(1))}
    m = _AT_LEAST.fullmatch(phrase)
    if m is not None and _number(m.group(1)) is not None:
        return {"kind": "controls", "count": _number(m.group(1)),
                "filter": {"types": ["Creature"], "other": True}}
    m = _ONE.fullmatch(phrase)
    if m is not None:
        f = _permanent(m.group(1) or m.group(2) or m.group(3), plural=False)
        if f is None or (m.group(3) is None) == bool(f.get("other")):
            return None  # ("another" is said with "there's" only, as printed)
        return {"kind": "any_controls", "count": 1, "filter": f}
    m = _MANY.fullmatch(phrase)
    if m is not None and _number(m.group(1)) is not None:
        f = _permanent(m.group(2), plural=True)
        if f is not None:
            return {"kind": "any_controls", "count": _number(m.group(1)), "filter": f}
    return None


def wordings(c: dict[str, Any] | str) -> list[str]:
    """These wordings of condition `c` ([] when it has none of them)."""
    from mtg_engine.cards.oracle.render_phrases import _num, describe_filter

    if not isinstance(c, dict):  # (a condition said by its kind alone)
        c = {"kind": c}
    kind, n, f = c.get("kind"), c.get("count", 1), c.get("filter") or {}
    if c == {"kind": "self_equipped"}:
        return ["it's equipped"]
    if c == {"kind": "opponent_dealt_damage"}:
        return ["an opponent has been dealt damage this turn"]
    if c == _ANY_HAND_EMPTY:
        return [_A_PLAYER_NO_HAND]
    if c == {"kind": "self_attacked_your_last_turn"}:
        return [_ATTACKED_LAST_TURN]
    if c == _HISTORIC_CAST_COND:
        return [_HISTORIC_CAST]
    if kind == "self_counters_at_least" and set(c) == {"kind", "name", "count"}:
        return [f"it has {_num(n)} or more {c['name']} counters on it"]
    if kind == "controls" and f == {"types": ["Creature"], "other": True} and n > 1:
        return [f"you control at least {_num(n)} other creatures"]
    if kind != "any_controls" or set(c) != {"kind", "count", "filter"}:
        return []
    if n > 1:
        from mtg_engine.cards.oracle.static_words import _plural_of
        from mtg_engine.cards.oracle.statics import _BASIC_PLURAL

        subs = f.get("subtypes") or ()
        plural = (_BASIC_PLURAL.get(subs[0]) or _plural_of(subs[0])) \
            if set(f) == {"subtypes"} and len(subs) == 1 else None
        return [f"there are {_num(n)} or more {plural} on the battlefield"] if plural else []
    what = describe_filter(dict(f))
    if f.get("other"):
        return [f"there's {what} on the battlefield"]
    art = "an" if what[:1].lower() in "aeiou" else "a"
    return [f"there is {art} {what} on the battlefield", f"{art} {what} is on the battlefield"]
