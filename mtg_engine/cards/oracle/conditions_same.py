"""Conditions about permanents you control that share a name or a creature type (201.2,
205.3m), read for the compiler and rendered back (rules/condition_board.py judges them):

  you control two or more nonland, nontoken permanents with the same name as one another
      -> {kind: controls_same_name, count: 2, filter: {not_types: [Land], token: false},
          name: "as one another"}  (the wording kept for the round trip)
  you control three or more lands with the same name
      -> {kind: controls_same_name, count: 3, filter: {types: [Land]}}
  you control three or more creatures that share a creature type
      -> {kind: controls_sharing_type, count: 3, filter: {types: [Creature]}}

The objects are read as "you control N or more <objects>" is (oracle/conditions.py), with no
"other" (what they'd be other than is unclear here).

A permanent by its name (201.2): "you control a creature named Bogbrew Witch", "you control a
permanent named Guan Yu, Sainted Warrior" -> {kind: controls, count: 1, filter: {types:
[Creature], name: "Bogbrew Witch"}} (rules/filters.py compares the name); "you control
artifacts named Crown of Empires and Throne of Empires" -> both (all_of). The name is
another card's, as printed (capitalized; "~" is the card's own).
"""

from __future__ import annotations

import re
from typing import Any

_SAME_NAME = re.compile(r"^you control ([a-z]+ or more .+?) with the same name"
                        r"( as one another)?$")
_SHARING = re.compile(r"^you control ([a-z]+ or more creatures) that share a creature type$")
_SWAP = re.compile(r"\bnontoken nonland\b")  # said "nonland, nontoken" too (the same objects)


def _objects(words: str) -> dict[str, Any] | None:
    """{"count", "filter"} of "you control <words>" (two or more), or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    got = lower_condition(f"you control {words}")
    if not isinstance(got, dict) or got.get("kind") != "controls" or got.get("count", 1) < 2:
        return None
    f = got.get("filter", {})
    if not f or {"other", "another", "controller"} & set(f):
        return None
    return {"count": got["count"], "filter": f}


_NAMED = re.compile(r"^you control an? (creature|permanent|artifact|land) named (.+)$")
_NAMED_BOTH = re.compile(r"^you control (artifacts|creatures|permanents) named (.+) and (.+)$")
_NAMED_TYPES = {"creature": ["Creature"], "artifact": ["Artifact"], "land": ["Land"],
                "permanent": []}


def _card_name(name: str) -> bool:
    """Does `name` read as another card's name (201.2: capitalized, not "~")?"""
    return re.fullmatch(r"[A-Z][^.~]*", name) is not None


def _named(noun: str, name: str) -> dict[str, Any] | None:
    if not _card_name(name):
        return None
    types = _NAMED_TYPES[noun]
    return {"kind": "controls", "count": 1,
            "filter": {**({"types": types} if types else {}), "name": name}}


def _lower_named(text: str) -> dict[str, Any] | None:
    m = _NAMED.match(text)
    if m is not None:
        return _named(m.group(1), m.group(2))
    m = _NAMED_BOTH.match(text)
    if m is not None:
        parts = [_named(m.group(1)[:-1], n) for n in (m.group(2), m.group(3))]
        if None in parts:
            return None
        return {"kind": "all_of", "parts": parts}
    return None


def named_wordings(d: dict[str, Any] | str) -> list[str]:
    """The wordings of "you control a creature named ..." ([] for other conditions)."""
    if not isinstance(d, dict):
        return []  # (a condition of its kind alone: "cast_from_hand")
    f = d.get("filter", {})
    if d.get("kind") != "controls" or d.get("count", 1) != 1 or "name" not in f \
            or set(f) - {"name", "types"}:
        return []
    noun = next((k for k, v in _NAMED_TYPES.items() if v == f.get("types", [])), None)
    if noun is None:
        return []
    art = "an" if noun[0] in "aeiou" else "a"
    return [f"you control {art} {noun} named {f['name']}"]


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    named = _lower_named(low)
    if named is not None:
        return named
    m = _SAME_NAME.match(low)
    if m is not None:
        got = _objects(m.group(1))
        if got is None:
            return None  # (`name`: the wording, "as one another" or none; the same meaning)
        return {"kind": "controls_same_name", **got,
                **({"name": "as one another"} if m.group(2) else {})}
    m = _SHARING.match(low)
    if m is not None:
        got = _objects(m.group(1))
        return None if got is None else {"kind": "controls_sharing_type", **got}
    return None


def longer_if(body: str, first: re.Match[str]) -> re.Match[str]:
    """603.4: the intervening "if" clause of a trigger's `body` that has a comma in its
    objects ("if you control two or more nonland, nontoken permanents with the same name as
    one another, create ..."): the clause up to a later comma when the one up to the first
    comma doesn't read and this one does; `first` (the clause up to the first comma)
    otherwise."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    if lower_condition(first.group(1)[3:]) is not None:
        return first
    for m in re.finditer(r", ", body[first.end(1) + 2:]):
        cut = first.end(1) + 2 + m.start()
        # ("if that player controls a nonblack, nonland permanent": that player's, 603.4)
        if lower_condition(body[3:cut]) is not None \
                or lower_condition(body[3:cut], that_player_is_active=True) is not None:
            got = re.match(rf"^({re.escape(body[:cut])}), (.+)$", body)
            return got if got is not None else first
    return first


def _objects_words(d: dict[str, Any]) -> list[str]:
    from mtg_engine.cards.oracle.conditions import render_condition

    out = [w.removeprefix("you control ") for w in render_condition(
        {"kind": "controls", "count": d["count"], "filter": d["filter"]})
        if w.startswith("you control ")]
    return [*out, *(_SWAP.sub("nonland, nontoken", w) for w in out if _SWAP.search(w))]


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    named = named_wordings(d)
    if named:
        return named
    if d.get("kind") == "all_of" and len(d.get("parts", ())) == 2:
        both = [named_wordings(p) for p in d["parts"]]
        nouns = {w[0].split(" named ")[0].split()[-1] for w in both if w}
        if all(both) and len(nouns) == 1:
            names = [w[0].split(" named ", 1)[1] for w in both]
            return [f"you control {nouns.pop()}s named {names[0]} and {names[1]}"]
        return []
    kind = d.get("kind")
    if kind not in ("controls_same_name", "controls_sharing_type") \
            or set(d) - {"name"} != {"kind", "count", "filter"} \
            or d.get("name", "as one another") != "as one another":
        return []
    words = _objects_words(d)
    if kind == "controls_sharing_type":
        return [] if "name" in d else [f"you control {w} that share a creature type"
                                       for w in words]
    tail = " as one another" if d.get("name") else ""
    return [f"you control {w} with the same name{tail}" for w in words]
