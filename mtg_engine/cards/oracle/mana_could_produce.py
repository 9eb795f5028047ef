"""106.7: "Add one mana of any color [type] that a land an opponent controls could produce."
(Exotic Orchard, Fellwar Stone, Reflecting Pool, Star Compass, Plaza of Harmony) -> a mana
ability with `could_produce: {filter, colorless}` (rules/mana_could_produce.py), and back."""

from __future__ import annotations

import re
from typing import Any

_ADD = re.compile(r"Add one mana of any (color|type) that an? (basic )?(land|Gate) "
                  r"(you|an opponent) controls? could produce\.?")


def read(add: str) -> dict[str, Any] | None:
    """The `could_produce` of an "Add one mana of any color that ... could produce" sentence,
    or None."""
    m = _ADD.fullmatch(add.strip())
    if m is None:
        return None
    kind, basic, noun, who = m.groups()
    f: dict[str, Any] = {"types": ["Land"], "controller": "you" if who == "you" else "opponent"}
    if basic:
        f["supertypes"] = ["Basic"]  # 205.4c
    if noun == "Gate":
        f["subtypes"] = ["Gate"]  # 205.3i: a land type
    return {"filter": f, "colorless": kind == "type"}  # 106.1b: types include colorless


def render(p: dict[str, Any]) -> str:
    """The sentence `read` reads `p` from."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = dict(p["filter"])
    basic = "basic " if f.pop("supertypes", None) == ["Basic"] else ""
    noun = "Gate" if f.pop("subtypes", None) == ["Gate"] else "land"
    who = {"you": "you control", "opponent": "an opponent controls"}.get(f.pop("controller", ""))
    if f != {"types": ["Land"]} or who is None or set(p) - {"filter", "colorless"}:
        raise RenderError("a 'could produce' filter")
    kind = "type" if p.get("colorless") else "color"
    return f"Add one mana of any {kind} that a {basic}{noun} {who} could produce."
