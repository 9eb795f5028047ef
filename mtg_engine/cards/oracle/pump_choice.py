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

