"""701.3a: "~ can be attached only to a creature with power 3 or greater." (O-Naginata, Gate
Smasher, Konda's Banner): the DSL's `attach_only` static (rules/attach_limits.py) and back."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"~ can be attached only to an? (.+)\.")
_FIELDS = frozenset({"power_ge", "toughness_ge", "supertypes"})


def lower(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.phrases import describe

    m = _FORM.fullmatch(para)
    d = describe(m.group(1)) if m else None
    if d is None or d[0] != "creature" or not d[1] or set(d[1]) - _FIELDS \
            or d[1].get("supertypes", ["Legendary"]) != ["Legendary"]:
        return None
    return {"attach_only": {"filter": {**d[1], "types": ["Creature"]}}}


def render(p: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = dict(p.get("filter") or {})
    if set(p) != {"filter"} or f.get("types") != ["Creature"]:
        return None
    what = describe_filter(f)
    if f.get("supertypes") == ["Legendary"]:
        what = what[0].lower() + what[1:]  # (a supertype is written in lower case, 205.4)
    return f"~ can be attached only to {'an' if what[0] in 'aeiou' else 'a'} {what}."


def creature_typed(spec: dict[str, Any]) -> bool:
    """A target "<creature type> you control" (Pirate's Cutlass: "attach it to target Pirate
    you control"): a permanent of one creature type (205.3m) and who controls it, nothing
    else. It may be a noncreature permanent with that type (a Kindred one): attaching an
    Equipment to it then does nothing (701.3b, rules/attach_limits.can_attach)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    f = spec.get("filter", {})
    return spec.get("kind") == "permanent" and set(f) <= {"subtypes", "controller"} \
        and len(f.get("subtypes", ())) == 1 and f["subtypes"][0] in CREATURE_TYPES
