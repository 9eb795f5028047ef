"""A bonus for your only creature (611.3a, 613.4c, 613.1f), Oracle text -> DSL static, and
back:

  As long as you control exactly one creature, that creature gets +3/+1 and has lifelink.
      (Homicidal Seclusion: an `anthem` of the creatures you control, on only while you control
       one and at most one creature, so "that creature" is the one it affects)

The condition is judged with the characteristics the layers have computed so far (613.6,
rules/condition_board.in_layers: `controls_at_most` there too)."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"As long as you control exactly one creature, that creature (?P<vp>.+)\.")
_YOURS = {"types": ["Creature"], "controller": "you"}
_ONE = {"kind": "all_of", "parts": [
    {"kind": "controls", "count": 1, "filter": {"types": ["Creature"]}},
    {"kind": "controls_at_most", "count": 1, "filter": {"types": ["Creature"]}}]}
# the verb phrase said of the one creature, and of "creatures you control" (the anthem's words)
_PLURAL = (("gets", "get"), ("has", "have"))


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    m = _FORM.fullmatch(para)
    if m is None:
        return None
    vp = m.group("vp")
    for one, many in _PLURAL:
        vp = re.sub(rf"\b{one}\b", many, vp)
    st = grammar_static(f"Creatures you control {vp}.")
    p = (st or {}).get("anthem")
    if p is None or set(st or {}) != {"anthem"} or p.get("filter") != _YOURS \
            or set(p) - {"filter", "power", "toughness", "keywords"}:
        return None
    return {"anthem": {**p, "as_long_as": _ONE}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import render_static

    if p.get("as_long_as") != _ONE or p.get("filter") != _YOURS:
        return None
    said = render_static({"anthem": {k: v for k, v in p.items() if k != "as_long_as"}})
    head = "creatures you control "
    if not said.lower().startswith(head):
        return None
    vp = said[len(head):].rstrip(".")
    for one, many in _PLURAL:
        vp = re.sub(rf"\b{many}\b", one, vp)
    return f"As long as you control exactly one creature, that creature {vp}."
