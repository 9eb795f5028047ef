"""Static abilities giving a keyword to the spells you cast: "Each red or green instant or
sorcery spell you cast has conspire." (Wort, the Raidmother; 702.78b), "Instant and sorcery
spells you control have rebound." (Cast Through Time; 702.88a) -> the static
`spells_have` (rules/spell_keywords.py), and back. Only the keywords the rules give so
(rules/spell_keywords.GRANTABLE) are read."""

from __future__ import annotations

import re
from typing import Any

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = "(?:white|blue|black|red|green)"
_TYPES = {"instant or sorcery": ["Instant", "Sorcery"], "instant": ["Instant"],
          "sorcery": ["Sorcery"]}
_TEXT = re.compile(rf"^Each (?:(?P<colors>{_COLOR}(?: or {_COLOR})?) )?"
                   r"(?P<types>instant or sorcery|instant|sorcery) spell you cast has "
                   r"(?P<keyword>[a-z]+)\.$")


# "Instant and sorcery spells you control have rebound." (Cast Through Time, 702.88a): the
# spells of the static's controller as the keyword matters (a filter's controller "you")
_CONTROLLED = re.compile(r"^(?P<types>Instant and sorcery|Instant|Sorcery) spells you control "
                         r"have (?P<keyword>[a-z]+)\.$")
_PLURAL_TYPES = {"Instant and sorcery": ["Instant", "Sorcery"], "Instant": ["Instant"],
                 "Sorcery": ["Sorcery"]}


# 702.56a, 105.2: "Each spell you cast that's exactly three colors has replicate {3}."
# (Threefold Signal: the keyword with its cost, rules/spell_keywords.replicate_cost)
_EXACTLY = re.compile(r"^Each spell you cast that's exactly (?P<n>two|three|four|five) colors "
                      r"has replicate (?P<cost>(?:\{[0-9WUBRGC]\})+)\.$")
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
# 702.153a: "The first instant or sorcery spell you cast each turn has casualty 2." (Anhelo,
# the Painter: `first_each_turn`, rules/spell_keywords.given_casualty)
_FIRST = re.compile(r"^The first (?P<types>instant or sorcery|instant|sorcery) spell you cast "
                    r"each turn has casualty (?P<n>\d)\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None for any other text."""
    from mtg_engine.rules.spell_keywords import GRANTABLE

    text = re.sub(r" \([^)]*\)$", "", para)  # (its reminder text)
    first = _FIRST.match(text)
    if first is not None:
        return {"spells_have": {"filter": {"types": _TYPES[first.group("types")]},
                                "keywords": [f"casualty {first.group('n')}"], "whose": "you",
                                "first_each_turn": True}}
    e = _EXACTLY.match(text)
    if e is not None:
        return {"spells_have": {"filter": {"color_count": _COUNTS[e.group("n")]},
                                "keywords": [f"replicate {e.group('cost').lower()}"],
                                "whose": "you"}}

    c = _CONTROLLED.match(para)
    if c is not None and c.group("keyword") in GRANTABLE:
        return {"spells_have": {"filter": {"types": _PLURAL_TYPES[c.group("types")],
                                           "controller": "you"},
                                "keywords": [c.group("keyword")], "whose": "you"}}
    m = _TEXT.match(para)
    if m is None or m.group("keyword") not in GRANTABLE:
        return None
    f: dict[str, Any] = {"types": _TYPES[m.group("types")]}
    if m.group("colors"):
        f["colors"] = [_COLORS[c] for c in m.group("colors").split(" or ")]
    return {"spells_have": {"filter": f, "keywords": [m.group("keyword")], "whose": "you"}}


def render(p: dict[str, Any]) -> str | None:
    """The text of a `spells_have` static's parameters, or None if not one this reads."""
    f = p.get("filter") or {}
    if p.get("first_each_turn") and set(p) == {"filter", "keywords", "whose",
                                               "first_each_turn"} \
            and set(f) == {"types"} and p["keywords"][0].startswith("casualty "):  # 702.153a
        types = next((k for k, v in _TYPES.items() if v == list(f["types"])), None)
        n = p["keywords"][0][len("casualty "):]
        return None if types is None else \
            f"The first {types} spell you cast each turn has casualty {n}."
    if set(p) != {"filter", "keywords", "whose"} or p["whose"] != "you" \
            or len(p["keywords"]) != 1:
        return None
    if set(f) == {"color_count"} and p["keywords"][0].startswith("replicate {"):  # 702.56a
        n = next(w for w, k in _COUNTS.items() if k == f["color_count"])
        cost = p["keywords"][0][len("replicate "):].upper()
        return f"Each spell you cast that's exactly {n} colors has replicate {cost}."
    if f.get("controller") == "you":  # (_CONTROLLED)
        types = next((k for k, v in _PLURAL_TYPES.items() if v == list(f.get("types", []))),
                     None)
        if types is None or set(f) != {"types", "controller"}:
            return None
        return f"{types} spells you control have {p['keywords'][0]}."
    if set(f) - {"types", "colors"}:
        return None
    types = next((k for k, v in _TYPES.items() if v == list(f.get("types", []))), None)
    names = {v: k for k, v in _COLORS.items()}
    if types is None or any(c not in names for c in f.get("colors", [])):
        return None
    colors = " or ".join(names[c] for c in f.get("colors", []))
    return f"Each {colors + ' ' if colors else ''}{types} spell you cast has {p['keywords'][0]}."
