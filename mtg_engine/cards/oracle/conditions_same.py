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


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
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
        if lower_condition(body[3:cut]) is not None:
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
