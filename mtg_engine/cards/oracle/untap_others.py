"""502.3: "Untap all permanents you control during each other player's untap step." (Seedborn
Muse, Unwinding Clock, Prophet of Kruphix), "Untap ~ during each other player's untap step."
(Victory Chimes) -> the static `untap_during_others` whose filter
names the permanents, judged from its controller's side (rules/untap_others.py), and back."""

from __future__ import annotations

import re
from typing import Any

_SELF = "Untap ~ during each other player's untap step."
_FORM = re.compile(r"Untap (all .+) during each other player's untap step\.")
# "creatures and lands you control": any of the two types (the DSL's `types`)
_TWO_TYPES = re.compile(r"all (creature|artifact|land)s and (creature|artifact|land)s "
                        r"you control")


def lower(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.phrases import group

    if para == _SELF:
        return {"untap_during_others": {"affects": "self"}}
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    two = _TWO_TYPES.fullmatch(m.group(1))
    if two is not None and two.group(1) != two.group(2):
        f: dict[str, Any] = {"controller": "you",
                             "types": [two.group(1).capitalize(), two.group(2).capitalize()]}
    else:
        g = group(m.group(1))
        if g is None or g["all"].get("controller") != "you" \
                or set(g["all"]) - {"controller", "types", "colors", "subtypes"}:
            return None
        f = dict(g["all"])
    return {"untap_during_others": {"filter": f}}


def render(p: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if p == {"affects": "self"}:
        return _SELF
    if set(p) != {"filter"}:
        return None
    f = dict(p["filter"])
    types = f.get("types", [])
    if len(types) == 2 and set(f) == {"controller", "types"}:
        what = f"{types[0].lower()}s and {types[1].lower()}s you control"
    else:
        what = describe_filter(f, plural=True)
    return f"Untap all {what} during each other player's untap step."
