"""Lowering the grammar's static abilities (cards/oracle/static_grammar.py) to the card DSL:
layer-by-layer changes (613.1), filters of the affected group, counted bonuses ("for each")
and the "as long as" condition (611.3a)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.dsl_abilities import (
    KNOWN_KEYWORDS,
)
from mtg_engine.cards.oracle.static_words import (
    _MARKED_PLURAL,
    _plural_of,
    mark_combat,
    mark_subtypes,
)

# the qualities of a spell restrictions._spell_matches reads
_SPELL_QUALITIES = ("types", "subtypes", "colors", "not_colors", "not_types", "colorless",
                    "historic")  # 700.6


@dataclass(frozen=True, slots=True)
class FlashPermission:
    """601.3b: "<players> may cast <spells> as though they had flash." (`what`: the spells'
    filter items)."""

    whose: str
    what: tuple[tuple[str, Any], ...]


def _unmark(word: str) -> str:
    """"protection from sts_goblins" -> "protection from Goblins" (702.16a)."""
    return re.sub(r"sts_[a-z'-]+", lambda m: _plural_of(_MARKED_PLURAL[m.group(0)]) or "",
                  word)


def lower_static(eff: Any) -> dict[str, Any] | None:
    """ir.StaticEffect -> the DSL static (an "anthem", 613.4c / 613.1f), or None when the DSL
    can't say it."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.lower import _noun
    from mtg_engine.cards.oracle.parse import NotUnderstood

    out: dict[str, Any] = {}
    if isinstance(eff, ir.CountedPT):  # 604.3, 613.4a
        return _lower_counted(eff)
    if isinstance(eff, ir.PlayerStatic):  # 702.11c, 702.18a, 402.2
        out_p: dict[str, Any] = {"whose": eff.whose}
        if eff.keywords:
            out_p["keywords"] = list(eff.keywords)
        if eff.amount:
            out_p["amount"] = eff.amount
        return {eff.kind: out_p}
    if isinstance(eff, ir.CantCast):  # 101.2, 604.1
        body: dict[str, Any] = {"whose": eff.whose}
        f = {k: list(v) if isinstance(v, tuple) else v for k, v in eff.filter}
        if f:
            body["filter"] = f
        if eff.at_most is not None:
            body["max_count"] = eff.at_most
        if eff.during_your_turn:
            body["as_long_as"] = "your_turn"
        if eff.during_combat:  # 506.1 (rules/cast_only.TIMINGS)
            body["as_long_as"] = {"kind": "during", "name": "combat"}
        return {"cant_cast": body}
    if isinstance(eff, FlashPermission):  # 601.3b
        out_f: dict[str, Any] = {"whose": eff.whose}
        f = {k: list(v) if isinstance(v, tuple) else v for k, v in eff.what}
        if f:
            out_f["filter"] = f
        return {"cast_as_though_flash": out_f}
    if isinstance(eff, ir.UncounterableSpells):  # 101.2
        return {"spells_cant_be_countered": {"filter": {
            k: list(v) if isinstance(v, tuple) else v for k, v in eff.filter}}}
    if isinstance(eff, ir.EntersWithCounters):  # 614.1c
        if eff.count == "X":
            return {"enters_with_counters": {"counter_kind": eff.counter_kind, "x": True}}
        return {"enters_with_counters": {"counter_kind": eff.counter_kind,
                                         "max_count": eff.count}}
    if isinstance(eff, ir.EntersTapped):  # 614.1c
        if eff.unless is None:
            return {"enters_tapped": {}}
        try:
            return {"enters_tapped": {"unless": _lower_condition(eff.unless)}}
        except NotUnderstood:
            return None
    try:
        if isinstance(eff.affected, str):
            out["affects"] = eff.affected
        elif eff.affected.kind == "st_group" and eff.affected.desc is not None:
            out["filter"] = _group_filter(eff.affected)
        else:
            if eff.affected.kind != "group" or eff.affected.desc is None:
                return None
            _, out["filter"] = _noun(eff.affected.desc)
        if eff.power is not None:
            out["power"], out["toughness"] = eff.power, eff.toughness
        if eff.abilities:
            out["keywords"] = list(eff.abilities)
        if eff.condition is not None:
            out["as_long_as"] = _lower_condition(eff.condition)
    except NotUnderstood:
        return None
    changes = [(k, v) for k, v in eff.restrictions if k in _CHANGES]
    if changes:
        return _lower_changes(out, changes, eff)
    blocks = [(k, v) for k, v in eff.restrictions if k not in ("no_activation", "untargetable")]
    if blocks:  # 509.1b
        out["restrictions"] = [{kind: _group_filter(other)} for kind, other in blocks]
    for k, v in eff.restrictions:
        if k in ("no_activation", "untargetable"):  # 602.5; 115.4
            out[k] = v
    if any(not isinstance(out.get(k, 0), int) for k in ("power", "toughness")):
        from mtg_engine.cards.oracle.amounts import lower_per_static  # "for each" (608.2h)

        if eff.also is not None or {"restrictions", "no_activation", "untargetable"} & set(out):
            return None
        try:
            return lower_per_static(out)
        except NotUnderstood:
            return None
    if eff.also is not None:
        return _lower_also(out, eff.also)
    if not {"power", "keywords", "restrictions", "no_activation", "untargetable"} & set(out):
        return None
    return {"anthem": out}


_CHANGES = ("lose_all", "lose", "becomes", "base_pt")


def _lower_changes(out: dict[str, Any], changes: list[tuple[str, Any]], eff: Any
                   ) -> dict[str, Any] | None:
    """"loses all abilities and is a blue Frog creature with base power and toughness 1/1",
    "loses flying" -> a "continuous" static: the types set in layer 4 (205.1a: "a <type>
    creature" sets the card type to creature and the creature type), the colours in layer 5
    (105.3), abilities lost in layer 6 (613.1f, before any it grants: "loses all other
    abilities"), base power and toughness in 7b (613.4b), +N/+N in 7c."""
    kinds = [k for k, _ in changes if k != "lose"]
    if "as_long_as" in out or len(kinds) != len(set(kinds)):
        return None
    if len(eff.restrictions) != len(changes) or eff.also is not None:
        return None  # with a restriction or types added: not one record here
    cont: dict[str, Any] = {k: out[k] for k in ("affects", "filter", "power", "toughness")
                            if k in out}
    if out.get("keywords"):
        if any(k not in KNOWN_KEYWORDS for k in out["keywords"]):
            return None  # combat abilities are not granted by a "continuous" static
        cont["add_keywords"] = out["keywords"]
    for kind, val in changes:
        if kind == "lose_all":
            cont["lose_all_abilities"] = True
        elif kind == "lose":
            cont.setdefault("remove_keywords", []).append(val)
        elif kind == "becomes":
            colors, creature, sub = val
            if creature:
                cont["set_types"] = ["Creature"]
            cont["set_creature_type"] = sub
            if colors:
                cont["set_colors"] = colors
        elif kind == "base_pt":
            cont["set_power"], cont["set_toughness"] = val
    return {"continuous": cont}


def _group_filter(g: Any) -> dict[str, Any]:
    """The DSL filter of an st_group (its description holds the filter's words)."""
    assert g.kind == "st_group" and g.desc is not None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in g.desc.filter}


def _lower_also(out: dict[str, Any], also: Any) -> dict[str, Any] | None:
    """An anthem that also adds types or colours -> a "continuous" static: abilities in layer
    6, power/toughness in 7c, and the types (layer 4, 613.1d) and colours (layer 5, 613.1e)."""
    if "as_long_as" in out:
        return None
    cont: dict[str, Any] = {k: out[k] for k in ("affects", "filter", "power", "toughness")
                            if k in out}
    if out.get("keywords"):
        cont["add_keywords"] = out["keywords"]
    if also.types:
        cont["add_types"] = list(also.types)
    if also.subtypes:
        cont["add_subtypes"] = list(also.subtypes)
    if also.colors:
        cont["add_colors"] = list(also.colors)
    if also.every_creature_type:
        cont["all_creature_types"] = True
    return {"continuous": cont}


def _lower_counted(c: Any) -> dict[str, Any] | None:
    """ir.CountedPT -> a "continuous" static: a CDA (604.3) setting power and toughness in
    layer 7a to a count (`pt_count`, counted in `pt_count_zone`)."""
    from mtg_engine.cards.oracle.lower import TYPES

    f: dict[str, Any] = {k: list(v) if isinstance(v, tuple) else v for k, v in c.what.filter}
    if c.subtypes:
        f["subtypes"] = list(c.subtypes)
    nouns = [n for n in c.what.nouns if n != "permanent"]
    if nouns:
        f["types"] = [TYPES[n] for n in nouns]
    if "controller" in f:
        return None
    if c.whose == "you":
        f["controller"] = "you"
    out: dict[str, Any] = {"affects": "self", "cda": True, "pt_count": f}
    if c.zone != "battlefield":
        out["pt_count_zone"] = c.zone
    if c.stat:
        out["pt_count_stat"] = c.stat  # "~'s power is equal to ..."
    return {"continuous": out}


def _lower_condition(c: Any) -> Any:
    """ir.StaticCondition -> a DSL condition (dsl.parse_condition's form)."""
    from mtg_engine.cards.oracle.lower import filter_of

    if c.desc is None:
        return c.kind if c.count == 1 else {"kind": c.kind, "count": c.count}
    if c.subtypes:  # (with "another": 205.3m)
        f: dict[str, Any] = {**filter_of(c.desc), "subtypes": list(c.subtypes)}
    else:
        f = filter_of(c.desc)
    return {"kind": c.kind, "count": c.count, "filter": f}


def grammar_static(para: str) -> dict[str, Any] | None:
    """A static ability read by the grammar (parse.parse_static), lowered to the DSL."""
    from mtg_engine.cards.oracle.parse import parse_static

    eff = parse_static(mark_subtypes(mark_combat(para)))
    return lower_static(eff) if eff is not None else None
