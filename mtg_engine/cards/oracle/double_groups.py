"""Doubling the power (and toughness) of each creature of a group (701.9b, 611.2c):

  double the power of each other creature you control until end of turn.   (God-Eternal Rhonas)
  double the power and toughness of each creature you control until end of turn.
                                                                       (Unnatural Growth)

Each creature of the group as the ability resolves gets +X/+0 (or +X/+Y) until end of turn,
where X is its own power (Y its toughness) at that moment (701.9b; 701.9c: a negative value
gives -X): the DSL's `double_each` (effects/double_each.py), rendered back here."""

from __future__ import annotations

import re
from typing import Any

_DOUBLE = re.compile(r"double the (?P<what>power|power and toughness) of (?P<group>each "
                     r"(?:other )?creature(?: you control)?) until end of turn")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentence -> `double_each`, or None."""
    from mtg_engine.cards.oracle.phrases import group

    m = _DOUBLE.fullmatch(s.strip().rstrip(".").lower())
    if m is None:
        return _those(ctx, s)
    g = group(m.group("group"))
    if g is None or (g["all"].get("other") and not ctx.on_permanent):
        return None
    ctx.subject = ("object", g)  # ("Those creatures gain vigilance ...": the same group)
    return [{"double_each": {"what": g, "with_toughness": m.group("what") != "power"}}]


_THOSE = re.compile(r"those creatures gain (?P<kw>[a-z]+) until end of turn")


def _those(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """"Those creatures gain vigilance until end of turn." after a `double_each`: the same
    group (608.2c; nothing between the two instructions changes who is in it)."""
    from mtg_engine.cards.keywords import IMPLEMENTED

    m = _THOSE.fullmatch(s.strip().rstrip(".").lower())
    if m is None or ctx.subject is None or ctx.subject[0] != "object" \
            or not isinstance(ctx.subject[1], dict) or m.group("kw") not in IMPLEMENTED:
        return None
    return [{"grant": {"what": ctx.subject[1], "keywords": [m.group("kw")]}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"what", "with_toughness"} or set(p["what"]) != {"all"}:
        raise RenderError("doubling a group's power")
    what = "power and toughness" if p.get("with_toughness") else "power"
    return "", f"double the {what} of {refs.obj(p['what'])} until end of turn"
