"""Tempting offer (the ability word of Tempting Contract, Tempt with Glory, Tempt with
Vengeance, Tempt with Reflections; 207.2c) in the Oracle compiler:

  Each opponent may create a Treasure token. For each opponent who does, you create a
  Treasure token.
  Each opponent may put a +1/+1 counter on each creature they control. For each opponent who
  does, put a +1/+1 counter on each creature you control.

-> the effect `tempting_offer` holding the one instruction offered, as its controller would
carry it out (effects/tempting_offer.py: each opponent who accepts carries it out as its own
controller, 608.2d; then it is carried out again for the controller once for each of them).
Read only when the two sentences name the same instruction, "they control" said "you
control" for the controller.
"""

from __future__ import annotations

import json
import re
from typing import Any

_OFFER = re.compile(r"(?:^|(?<=\. ))[Ee]ach opponent may (?P<x>[^.\"]+)\. For each opponent "
                    r"who does, (?P<you>you )?(?P<y>[^.\"]+)\.$")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text ending in a tempting offer, or None."""
    from mtg_engine.cards.oracle.effects import Ctx

    m = _OFFER.search(text.strip())
    if m is None or re.sub(r"\bthey control\b", "you control", m.group("x")) != m.group("y"):
        return None
    before = text.strip()[:m.start()].strip()
    offered = m.group("y")[:1].upper() + m.group("y")[1:] + "."
    alone = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    first = compile_rest(alone, before) if before else []
    whole = compile_rest(ctx, f"{before} {offered}".strip())
    if first is None or not whole or len(whole) <= len(first) \
            or len(ctx.targets) != len(alone.targets):
        return None  # (the offer chooses no target of its own)
    offer: dict[str, Any] = {"effects": whole[len(first):]}
    if m.group("you"):
        offer["you"] = True  # ("you create": the printed words)
    return [*whole[:len(first)], {"tempting_offer": offer}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """"each opponent may <instruction>. for each opponent who does, <instruction>"."""
    from mtg_engine.cards.oracle.render import render_effects

    d = json.loads(p["effects"]) if isinstance(p["effects"], str) else p
    text = render_effects(d["effects"], refs.targets, refs=refs).rstrip(".")
    text = text[:1].lower() + text[1:]
    theirs = re.sub(r"\byou control\b", "they control", text)
    you = "you " if p.get("you") else ""
    return f"each opponent may {theirs}. for each opponent who does, {you}{text}"
