"""A permanent that becomes an artifact in addition to its other types (205.1b, 613.1d: a
type-adding effect in layer 4), read from Oracle text:

  Target permanent becomes an artifact in addition to its other types until end of turn.
                                                      (Liquimetal Coating; Myr Landshaper)
  Target permanent becomes an artifact in addition to its other types.         (Memnarch)
  Until end of turn, target nonartifact creature gets +1/+0 and becomes an artifact in
  addition to its other types.                                              (Thran Forge)
  Until end of turn, target artifact creature becomes blue and isn't an artifact.
                                                        (Neurok Transmuter: 105.3, 205.1a)

lowered to one DSL `continuous` effect (611.2c: its object locked in as it resolves) with
`add_types: [Artifact]` (and the 7c `power`/`toughness` of "gets +N/+M"); without "until end
of turn" it lasts for as long as the permanent is on the battlefield (611.2a). "isn't an
artifact" is `remove_types: [Artifact]` (its artifact subtypes go with it, 205.3d) beside the
layer-5 `set_colors`."""

from __future__ import annotations

import re
from typing import Any

_ADDS = re.compile(r"^(?P<front>[Uu]ntil end of turn, )?[Tt]arget (?P<target>[a-z ]+?) "
                   r"(?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and )?"
                   r"becomes an artifact in addition to its other types"
                   r"(?P<eot> until end of turn)?$")
_TAIL = "becomes an artifact in addition to its other types"
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NOT_ARTIFACT = re.compile(r"^[Uu]ntil end of turn, target (?P<target>[a-z ]+?) becomes "
                           r"(?P<color>white|blue|black|red|green) and isn't an artifact$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentences above -> their `continuous` effect; None for any other."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _NOT_ARTIFACT.match(s.strip())
    if m is not None:  # 613.1d-e: one effect, in layers 4 and 5
        spec = target_spec(m.group("target"))
        if spec is None or spec["kind"] not in ("permanent", "creature"):
            return None
        return [{"continuous": {"what": ctx.add_target(spec), "remove_types": ["Artifact"],
                                "set_colors": _COLORS[m.group("color")],
                                "until": "end_of_turn"}}]
    m = _ADDS.match(s.strip())
    if m is None:  # "That creature becomes a Vampire in addition to ..." (type_added.py)
        from mtg_engine.cards.oracle import type_added

        return type_added.lower_sentence(ctx, s)
    if m.group("front") and m.group("eot"):
        return None
    spec = target_spec(m.group("target"))
    if spec is None or spec["kind"] not in ("permanent", "creature"):
        return None
    eff: dict[str, Any] = {"what": ctx.add_target(spec), "add_types": ["Artifact"],
                           "until": "end_of_turn" if m.group("front") or m.group("eot") else ""}
    if m.group("p"):
        eff["power"], eff["toughness"] = int(m.group("p")), int(m.group("t"))
    return [{"continuous": eff}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a `continuous` effect, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_phrases import JOIN_YOU

    if set(p) == {"what", "remove_types", "set_colors", "until"} \
            and p["remove_types"] == ["Artifact"] and p["until"] == "end_of_turn" \
            and p["set_colors"] in _COLORS.values() and str(p["what"]).startswith("target"):
        color = next(k for k, v in _COLORS.items() if v == p["set_colors"])
        return "", f"until end of turn, {refs.obj(p['what'])} becomes {color} and isn't an " \
            "artifact"
    if p.get("add_types") != ["Artifact"] or set(p) - {"what", "add_types", "until", "power",
                                                       "toughness"} \
            or p.get("until") not in ("end_of_turn", "") \
            or not str(p["what"]).startswith("target"):
        return None
    vp = _TAIL
    if "power" in p:
        vp = f"gets {p['power']:+d}/{p.get('toughness', 0):+d} and {vp}"
    who = refs.obj(p["what"])
    if p["until"] == "":
        return who, vp
    if not JOIN_YOU.get():  # "Until end of turn, target ... becomes ..." (611.2a)
        return "", f"until end of turn, {who} {vp}"
    return who, f"{vp} until end of turn"
