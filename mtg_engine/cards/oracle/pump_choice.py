""""~ gets +1/-1 or -1/+1 until end of turn." (Brightling, Pemmin's Aura: the controller
chooses one of the two as it resolves, 608.2d) -> `pump_choice` (effects/pump_choice.py), and
back."""

from __future__ import annotations

import re
from typing import Any

_CHOICE = re.compile(r"(.+?) gets ([+-]\d+)/([+-]\d+) or ([+-]\d+)/([+-]\d+) until end of turn")


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (no final period), or None."""
    m = _CHOICE.fullmatch(sentence.strip())
    if m is None:
        return None
    from mtg_engine.cards.oracle.effects import compile_effects

    who, p1, t1, p2, t2 = m.groups()
    # (the whole pipeline: "enchanted creature" of an Aura's ability is the one it enchants)
    first = compile_effects(ctx, f"{who} gets {p1}/{t1} until end of turn.")
    if not first or len(first) != 1 or "pump" not in first[0] \
            or set(first[0]["pump"]) != {"what", "power", "toughness"}:
        return None
    return [{"pump_choice": {"what": first[0]["pump"]["what"],
                             "options": [[int(p1), int(t1)], [int(p2), int(t2)]]}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a `pump_choice` effect."""
    from mtg_engine.cards.oracle.render import _s, pt
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"what", "options"} or len(p["options"]) != 2:
        raise RenderError("a choice of pumps")
    (a, b), (c, d) = p["options"]
    who = "~" if p["what"] == "self" else refs.obj(p["what"])
    return who, f"{_s(who, 'get')} {pt(a, b)} or {pt(c, d)} until end of turn"


_NTH = re.compile(r"put (target .+?|enchanted creature) into its owner's library (second|third) "
                  r"from the top")
_NTH_WORDS = {"second": 2, "third": 3}


def lower_nth(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Put target creature into its owner's library second from the top." (401.7) ->
    `put_nth_from_top` (effects/library_position.py), or None. (Kept here beside the other
    small wordings of this session.)"""
    from mtg_engine.cards.oracle.effects import _objects

    m = _NTH.fullmatch(low)
    if m is None:
        return None
    if m.group(1) == "enchanted creature":
        if not ctx.on_permanent:
            return None
        what: Any = "attached"
    else:
        what = _objects(ctx, m.group(1), each_ok=False)
        if what is None:
            return None
    return [{"put_nth_from_top": {"what": what, "n": _NTH_WORDS[m.group(2)]}}]


def render_nth(refs: Any, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _NTH_WORDS.items()}
    if set(p) != {"what", "n"} or p["n"] not in words:
        raise RenderError("a place in a library")
    who = "enchanted creature" if p["what"] == "attached" else refs.obj(p["what"])
    return f"put {who} into its owner's library {words[p['n']]} from the top"
