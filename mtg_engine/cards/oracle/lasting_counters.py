"""Durations of an object's own counters (611.2b, 122.1): "That creature has indestructible for
as long as it has a divinity counter on it." (Bant), "That land is an Island in addition to its
other types for as long as it has a flood counter on it." (Aquitect's Will): the effect lasts
while the object it affects has a counter of that kind (the DSL's until
"affected_counter:<kind>", dsl.AFFECTED_COUNTER; rules/layers.lapsed). And "that creature" /
"that land" / "it" naming the one target before (115.1), read by copy_control's templates."""

from __future__ import annotations

import re
from typing import Any

_HAS_COUNTER = re.compile(r" for as long as it has an? ([a-z]+) counter on it")
# 305.7: a basic land type added in layer 4 (its mana ability, 305.6, with it)
_LAND_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
               "mountain": "Mountain", "forest": "Forest"}
_LAND_LASTING = re.compile(r"(it|that land) is an? (plains|island|swamp|mountain|forest) in "
                           r"addition to its other types( for as long as .+)")


def has_counter_tail(text: str) -> bool:
    """Does `text` say " for as long as it has a <kind> counter on it"?"""
    return _HAS_COUNTER.search(text) is not None


def counter_until(tail: str | None) -> str | None:
    """The DSL duration of " for as long as it has a <kind> counter on it", or None."""
    from mtg_engine.cards.dsl import AFFECTED_COUNTER

    m = _HAS_COUNTER.fullmatch(tail or "")
    return AFFECTED_COUNTER + m.group(1) if m else None


def counter_tail(until: str) -> str | None:
    """The words of an "affected_counter:<kind>" duration, or None for another."""
    from mtg_engine.cards.dsl import AFFECTED_COUNTER

    if not until.startswith(AFFECTED_COUNTER):
        return None
    kind = until[len(AFFECTED_COUNTER):]
    return f" for as long as it has {_a(kind)} {kind} counter on it"


def that_target(ctx: Any, who: str) -> str | None:
    """"that creature" / "that land": the one target named before (115.1), of that kind."""
    from mtg_engine.cards.oracle.copy_control import _THAT_NOUNS

    if len(ctx.targets) != 1:
        return None
    spec = ctx.targets[0]
    noun = who.removeprefix("that ")
    kinds = _THAT_NOUNS.get(noun)
    types = (spec.get("filter") or {}).get("types", [])
    if kinds is None or (spec["kind"] not in kinds and not (
            spec["kind"] == "permanent" and types == [noun.capitalize()])):
        return None
    return "target"


def land_type_lasting(ctx: Any, low: str, until_of: Any) -> list[dict[str, Any]] | None:
    """"That land is an Island in addition to its other types for as long as ..." -> the
    continuous effect, or None."""
    m = _LAND_LASTING.fullmatch(low)
    until = until_of(m.group(3)) if m else None
    if m is None or until is None or that_target(ctx, "that land") is None:
        return None
    return [{"continuous": {"what": "target", "until": until,
                            "add_subtypes": [_LAND_TYPES[m.group(2)]]}}]


def render_land_type(refs: Any, p: dict[str, Any], tail: str) -> tuple[str, str] | None:
    """`land_type_lasting`'s effect back, or None for another."""
    if set(p) != {"what", "until", "add_subtypes"} or len(p["add_subtypes"]) != 1 \
            or p["add_subtypes"][0] not in _LAND_TYPES.values():
        return None
    land = p["add_subtypes"][0]
    return refs.obj(p["what"]), f"is {_a(land)} {land} in addition to its other types{tail}"


def _a(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"
