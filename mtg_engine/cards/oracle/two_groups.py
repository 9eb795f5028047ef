"""An anthem of two groups named each with "you control" (613.4c, 613.1f), Oracle text -> DSL
static, and back:

  Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.
                                                                          (Death Baron)
  Goblins you control and Elementals you control have menace.      (Caterwauling Boggart)
  White creatures and blue creatures can't block.                  (Magistrate's Veto: two
                                                                    colour groups, 105.2)

One anthem whose filter is either group (`any_of`, 205.3m creature types): a permanent in both
gets the bonus once, and "other" excludes the source from its own group only (a Skeleton
Death Baron would get it)."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"(?P<a>[A-Z][a-z]+) you control and (?P<other>other )?(?P<b>[A-Z][a-z]+) you "
                   r"control (?P<vp>(?:get|have) .+)\.")


def _group(word: str, other: bool) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.statics import _singular_type
    from mtg_engine.core.creature_types import CREATURE_TYPES

    t = _singular_type(word)
    if t is None or t not in CREATURE_TYPES:
        return None
    return {"subtypes": [t], **({"other": True} if other else {})}


_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_FORM = re.compile(r"(?P<a>White|Blue|Black|Red|Green) creatures and (?P<b>white|blue|"
                         r"black|red|green) creatures (?P<vp>(?:get|have|can't) .+)\.")


def _colored(para: str) -> dict[str, Any] | None:
    """"White creatures and blue creatures can't block." (either colour's creatures)."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    m = _COLOR_FORM.fullmatch(para)
    if m is None or m.group("a").lower() == m.group("b"):
        return None
    st = grammar_static(f"Creatures {m.group('vp')}.")
    p = (st or {}).get("anthem")
    if p is None or set(st or {}) != {"anthem"} or p.get("filter") != {"types": ["Creature"]} \
            or set(p) - {"filter", "power", "toughness", "keywords"}:
        return None
    groups = [{"types": ["Creature"], "colors": [_COLORS[c.lower()]]}
              for c in (m.group("a"), m.group("b"))]
    return {"anthem": {**p, "filter": {"any_of": groups}}}


def _render_colored(p: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_statics import render_static

    groups = (p.get("filter") or {}).get("any_of") or []
    if set(p["filter"]) != {"any_of"} or len(groups) != 2 or any(
            set(g) != {"types", "colors"} or g["types"] != ["Creature"] or len(g["colors"]) != 1
            for g in groups) or groups[0] == groups[1]:
        return None
    said = render_static({"anthem": {**p, "filter": {"types": ["Creature"]}}})
    if not said.lower().startswith("creatures "):
        return None
    a, b = (next(w for w, c in _COLORS.items() if [c] == g["colors"]) for g in groups)
    return f"{a.capitalize()} creatures and {b} creatures {said[len('creatures '):]}"


# "Other Treefolk and Forests you control have indestructible." (Timber Protector): a creature
# type and a basic land type (205.3i, 205.3m), one group of either subtype (the DSL's
# `subtypes`: any of them); "other" only takes ~ out (it is a Treefolk, not a Forest)
_WITH_LANDS = re.compile(r"Other (?P<a>[A-Z][a-z]+) and (?P<land>Plains|Islands|Swamps|"
                         r"Mountains|Forests) you control (?P<vp>(?:get|have) .+)\.")


# "Other snow and Zombie creatures you control get +1/+1." (Narfi, Betrayer King): a snow
# creature (205.4g) or a Zombie, either group without ~
_SNOW_AND = re.compile(r"Other snow and (?P<t>[A-Z][a-z]+) creatures you control "
                       r"(?P<vp>(?:get|have) .+)\.")
_SNOW_GROUP = {"supertypes": ["Snow"], "types": ["Creature"], "other": True}


def _one_group(sentence: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The anthem the grammar reads in `sentence` (one group, one subtype) and its filter, or
    None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    st = grammar_static(sentence)
    p = (st or {}).get("anthem")
    f = (p or {}).get("filter", {})
    if p is None or set(st or {}) != {"anthem"} or len(f.get("subtypes") or ()) != 1:
        return None
    return p, f


def _snow_and(para: str) -> dict[str, Any] | None:
    m = _SNOW_AND.fullmatch(para)
    got = _one_group(f"Other {m.group('t')} creatures you control {m.group('vp')}.") \
        if m else None
    if got is None:
        return None
    p, f = got
    if f != {"subtypes": f["subtypes"], "types": ["Creature"], "other": True,
             "controller": "you"}:
        return None
    return {"anthem": {**p, "filter": {"controller": "you", "any_of": [
        dict(_SNOW_GROUP), {"subtypes": list(f["subtypes"]), "types": ["Creature"],
                            "other": True}]}}}


def _render_snow_and(p: dict[str, Any]) -> str | None:
    groups = p["filter"]["any_of"]
    if len(groups) != 2 or groups[0] != _SNOW_GROUP or set(groups[1]) != {
            "subtypes", "types", "other"} or groups[1]["types"] != ["Creature"] \
            or len(groups[1]["subtypes"]) != 1:
        return None
    said = _said_of_your_creatures(p)
    return None if said is None else f"Other snow and {groups[1]['subtypes'][0]} {said}"


def _with_lands(para: str) -> dict[str, Any] | None:
    m = _WITH_LANDS.fullmatch(para)
    got = _one_group(f"Other {m.group('a')} you control {m.group('vp')}.") if m else None
    if m is None or got is None:
        return None
    p, f = got
    if set(f) != {"subtypes", "other", "controller"}:
        return None
    land = m.group("land") if m.group("land") == "Plains" else m.group("land")[:-1]
    return {"anthem": {**p, "filter": {**f, "subtypes": [*f["subtypes"], land]}}}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    m = _FORM.fullmatch(para)
    if m is None:
        return _colored(para) or _with_lands(para) or _snow_and(para)
    a, b = _group(m.group("a"), False), _group(m.group("b"), bool(m.group("other")))
    st = grammar_static(f"Creatures you control {m.group('vp')}.")
    p = (st or {}).get("anthem")
    if a is None or b is None or a == b or p is None or set(st or {}) != {"anthem"} \
            or p.get("filter") != {"types": ["Creature"], "controller": "you"} \
            or set(p) - {"filter", "power", "toughness", "keywords"}:
        return None
    return {"anthem": {**p, "filter": {"controller": "you", "any_of": [a, b]}}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.static_words import _plural_of

    f = p.get("filter") or {}
    groups = f.get("any_of") or []
    if set(f) == {"any_of"}:
        return _render_colored(p)
    if set(f) == {"controller", "any_of"} and groups and groups[0] == _SNOW_GROUP:
        return _render_snow_and(p)
    if set(f) != {"controller", "any_of"} or f["controller"] != "you" or len(groups) != 2 \
            or set(p) - {"filter", "power", "toughness", "keywords"} \
            or any(set(g) - {"subtypes", "other"} or len(g.get("subtypes", [])) != 1
                   for g in groups) or groups[0].get("other"):
        return None
    said = _said_of_your_creatures(p)
    if said is None:
        return None
    a, b = (_plural_of(g["subtypes"][0]) or g["subtypes"][0] for g in groups)
    other = "other " if groups[1].get("other") else ""
    return f"{a} you control and {other}{b} you control {said[len(_HEAD):]}"


_HEAD = "creatures you control "


def _said_of_your_creatures(p: dict[str, Any]) -> str | None:
    """The anthem `p` said of "Creatures you control ..." (the bonus words both forms above
    reuse), or None if it can't be said so."""
    from mtg_engine.cards.oracle.render_statics import render_static

    said = render_static({"anthem": {**p, "filter": {"types": ["Creature"],
                                                     "controller": "you"}}})
    return said if said.lower().startswith(_HEAD) else None
