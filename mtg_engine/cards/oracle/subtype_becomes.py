"""A creature that becomes a creature type in addition to its other types (205.3m, 613.1d: a
type-adding effect in layer 4), read from Oracle text:

  Tap five untapped Vampires you control: Gain control of target creature. It becomes a
  Vampire in addition to its other types.                            (Captivating Vampire)
  Target creature becomes a Zombie in addition to its other types until end of turn.
  When ~ becomes monstrous, target land becomes an Island in addition to its other types.
                                                   (Sealock Monster: a basic land type, 305.7)

lowered to one DSL `continuous` effect on the target (611.2c: locked in as it resolves) with
`add_subtypes`; without "until end of turn" it lasts for as long as the permanent is on the
battlefield (611.2a). "It" / "that creature" is the one creature target named before."""

from __future__ import annotations

import re
from typing import Any

_LAND = {"kind": "permanent", "filter": {"types": ["Land"]}}
_BECOMES = re.compile(r"(?P<who>target [a-z ]+?|it|that creature) becomes an? (?P<sub>[A-Z][a-z]+) "
                      r"in addition to its other types(?P<eot> until end of turn)?")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.phrases import target_spec
    from mtg_engine.cards.oracle.statics import _BASIC_PLURAL
    from mtg_engine.core.creature_types import CREATURE_TYPES

    text = s.strip().rstrip(".")
    m = _BECOMES.fullmatch(text[:1].lower() + text[1:])
    if m is None or m.group("sub") not in (*CREATURE_TYPES, *_BASIC_PLURAL):
        return None
    who, land = m.group("who"), m.group("sub") in _BASIC_PLURAL
    if who.startswith("target "):
        spec = target_spec(who[len("target "):])
        if spec is None or (spec["kind"] != "creature" if not land else spec != _LAND):
            return None  # (305.7: a basic land type added to a land keeps its other types)
        what = ctx.add_target(spec)
    elif land:
        return None
    elif len(ctx.targets) == 1 and ctx.targets[0].get("kind") == "creature":
        what = "target"  # (the one creature target named before, 608.2c)
    else:
        return None
    return [{"continuous": {"what": what, "add_subtypes": [m.group("sub")],
                            "until": "end_of_turn" if m.group("eot") else ""}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a `continuous` effect, or None if it isn't one."""
    subs = p.get("add_subtypes") or []
    if set(p) != {"what", "add_subtypes", "until"} or len(subs) != 1 \
            or p["until"] not in ("end_of_turn", "") or not str(p["what"]).startswith("target"):
        return None
    art = "an" if subs[0][0] in "AEIOU" else "a"
    tail = " until end of turn" if p["until"] == "end_of_turn" else ""
    # (said whole, its own subject: "Gain control of target creature. It becomes ...")
    return "", f"{refs.obj(p['what'])} becomes {art} {subs[0]} in addition to its other " \
        f"types{tail}"
