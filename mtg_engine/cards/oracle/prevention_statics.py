"""More static prevention effects (615.1a) read beside prevention.py's: damage "to and dealt
by ~" (Fog Bank) or by a group ("to and dealt by creatures you control", Statecraft: one
effect watches damage to them, the other damage from them; damage one of them deals to itself
is prevented once, 616.1f); sources named by who controls them ("by sources you don't
control", Energy Field; "by sources you control", Light of Sanction) or by card type ("by
instant and sorcery spells", Energy Storm); "other permanents you control" as the recipient
(The Wanderer)."""

from __future__ import annotations

import functools
from typing import Any

# the sources named by words of their own (615.1a; rules/replacement_watch.damage_watched judges
# the filter on the source as the damage would be dealt)
_SOURCES: dict[str, dict[str, Any]] = {
    "sources you don't control": {"controller": "opponent"},
    "sources you control": {"controller": "you"},
    "instant and sorcery spells": {"types": ["Instant", "Sorcery"]},
    # 509.1g-h: in combat with ~ (Wall of Vapor, Armored Transport)
    "creatures it's blocking": {"types": ["Creature"], "blocked_by_source": True},
    "creatures blocking it": {"types": ["Creature"], "blocking_source": True},
    # 614.12a: what ~ chose as it entered (201.2: Gideon's Intervention; 105.1: Prismatic
    # Ward), judged as the damage would be dealt (rules/filters.chosen_value)
    "sources with the chosen name": {"chosen": "name"},
    "sources of the chosen color": {"chosen": "color"},
}
_OTHER_PERMANENTS = {"controller": "you", "other": True}


@functools.cache
def _lower_plurals() -> dict[str, str]:
    from mtg_engine.cards.oracle.static_words import _PLURAL_NAMES

    return {p.lower(): t for p, t in _PLURAL_NAMES.items()}


def subtype_group(phrase: str) -> dict[str, Any] | None:
    """"Walls", "Spirits you control" (205.3m: a subtype in the plural, for any permanent of
    that subtype), "non-Human sources" (205.4b... a subtype no source may have): the filter,
    or None."""
    from mtg_engine.cards.oracle.static_words import _SUBTYPE_NAMES

    # (a spell's sentence comes lower-cased: the names are matched either way)
    words = phrase.split()
    if len(words) == 2 and words[0].startswith("non-") and words[1] == "sources":
        sub = _SUBTYPE_NAMES.get(f"st_{words[0][len('non-'):].lower()}")
        return {"not_subtypes": [sub]} if sub is not None else None
    yours = phrase.endswith(" you control")
    if yours:
        words = words[:-2]
    sub = _lower_plurals().get(words[0].lower()) if len(words) == 1 else None
    if sub is None:
        return None
    f: dict[str, Any] = {"subtypes": [sub]}
    if yours:
        f["controller"] = "you"
    return f


# 205.4g: snow permanents named by their supertype (the word is lower-case in Oracle text)
_SNOW_CREATURES = {"types": ["Creature"], "supertypes": ["Snow"]}


def source(phrase: str) -> dict[str, Any] | None:
    """"by sources you don't control" -> {"source": "filter", "source_filter": ...}; "by
    Walls", "by non-Human sources" (subtype_group); "by enchanted creatures" (303.4)."""
    f = _SOURCES.get(phrase) or subtype_group(phrase)
    if f is None and phrase == "enchanted creatures":
        f = {"types": ["Creature"], "enchanted": True}
    if f is None and phrase.endswith(" sources") and phrase.count(" sources and ") == 1:
        # "black sources and red sources": a source of either colour (105.2)
        from mtg_engine.cards.oracle.prevention import _COLORS

        a, b = phrase[: -len(" sources")].split(" sources and ")
        if a in _COLORS and b in _COLORS and a != b:
            f = {"colors": [_COLORS[a], _COLORS[b]]}
    if f is None and phrase.endswith(" creatures") and phrase.count(" creatures and ") == 1:
        # "blue creatures and black creatures": a creature of either colour (105.2)
        from mtg_engine.cards.oracle.prevention import _COLORS

        a, b = phrase[: -len(" creatures")].split(" creatures and ")
        if a in _COLORS and b in _COLORS and a != b:
            f = {"colors": [_COLORS[a], _COLORS[b]], "types": ["Creature"]}
    return {"source": "filter", "source_filter": dict(f)} if f is not None else None


def recipient(phrase: str) -> list[dict[str, Any]] | None:
    """"other permanents you control" (after "you and") -> the recipient effect; "Spirits you
    control" (subtype_group); "snow creatures" (205.4g)."""
    if phrase == "other permanents you control":
        return [{"affects": "filter", "filter": dict(_OTHER_PERMANENTS)}]
    if phrase == "snow creatures":
        return [{"affects": "filter", "filter": dict(_SNOW_CREATURES)}]
    f = subtype_group(phrase)
    if f is not None and "subtypes" in f:
        return [{"affects": "filter", "filter": f}]
    return None


def both_ways(by: str, base: dict[str, Any], group: Any) -> list[dict[str, Any]] | None:
    """"to and dealt by ~" / "to and dealt by creatures you control" (615.1a): one effect on
    the damage dealt to it (them), one on the damage dealt by it (them). `group` reads a
    recipient phrase (prevention._recipient)."""
    if by == "~":
        return [{**base, "affects": "self"}, {**base, "affects": "any", "source": "self"}]
    got = group(by)
    if got is None or len(got) != 1 or got[0].get("affects") != "filter":
        return None
    f = got[0]["filter"]
    return [{**base, "affects": "filter", "filter": dict(f)},
            {**base, "affects": "any", "source": "filter", "source_filter": dict(f)}]


def _render_subtype_group(f: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.static_words import _plural_of

    if set(f) == {"not_subtypes"} and len(f["not_subtypes"]) == 1:
        return f"non-{f['not_subtypes'][0]} sources"
    if set(f) - {"controller"} != {"subtypes"} or len(f["subtypes"]) != 1 \
            or f.get("controller", "you") != "you":
        return None
    plural = _plural_of(f["subtypes"][0])
    if plural is None:
        return None
    return plural + (" you control" if "controller" in f else "")


def render_source(r: dict[str, Any]) -> str | None:
    if r.get("source") != "filter":
        return None
    f = r.get("source_filter") or {}
    if f == {"types": ["Creature"], "enchanted": True}:
        return "enchanted creatures"
    if set(f) == {"colors"} and len(f["colors"]) == 2:
        from mtg_engine.cards.oracle.prevention import _COLOR_NAMES

        return " and ".join(f"{_COLOR_NAMES[c]} sources" for c in f["colors"])
    if set(f) == {"colors", "types"} and f["types"] == ["Creature"] and len(f["colors"]) == 2:
        from mtg_engine.cards.oracle.prevention import _COLOR_NAMES

        return " and ".join(f"{_COLOR_NAMES[c]} creatures" for c in f["colors"])
    return next((w for w, g in _SOURCES.items() if g == f), None) or _render_subtype_group(f)


def render_recipient(r: dict[str, Any]) -> str | None:
    if r.get("affects") != "filter":
        return None
    if r.get("filter") == _OTHER_PERMANENTS:
        return "other permanents you control"
    if r.get("filter") == _SNOW_CREATURES:
        return "snow creatures"
    return _render_subtype_group(r.get("filter") or {})


def render_both_ways(reps: list[dict[str, Any]], head: str, describe: Any) -> str | None:
    """The English of `both_ways`'s two effects ("Prevent all combat damage that would be dealt
    to and dealt by ~."), or None. `describe` says a recipient (prevention._describe_recipient)."""
    if len(reps) != 2:
        return None
    to, by = reps
    if by.get("affects") != "any" or {k: v for k, v in to.items() if k not in (
            "affects", "filter")} != {k: v for k, v in by.items() if k not in (
            "affects", "source", "source_filter")}:
        return None
    if to.get("affects") == "self" and by.get("source") == "self" and "filter" not in to:
        return f"{head} to and dealt by ~."
    if to.get("affects") == "filter" and by.get("source") == "filter" \
            and by.get("source_filter") == to.get("filter"):
        return f"{head} to and dealt by {describe(to)}."
    return None
