"""Damage divided among targets as the spell is cast (601.2d): "~ deals 2 damage divided as
you choose among one or two targets."

The engine divides only what the number of targets decides (`effects/verbs.py`
`_divided_damage`, `cards/dsl.py`): 2 damage among one target (2) or two targets (1 each).
Any other amount, or "any number of targets", needs the division announced as the spell is
cast (601.2d) and stays refused.
"""

from __future__ import annotations

import re
from typing import Any

_DIVIDED = re.compile(r"~ deals (?:2|two) damage divided as you choose among one or two targets")
TEXT = "deals 2 damage divided as you choose among one or two targets"


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of a divided-damage sentence, or None. Its two requirements share one word
    "target" (115.3: two different objects or players); the second is optional (601.2c:
    one or two targets)."""
    if _DIVIDED.fullmatch(sentence.strip().lower()) is None or ctx.targets:
        return None
    word = 1 + max((t.get("word", 0) for t in ctx.targets), default=0)
    first = ctx.add_target({"kind": "any", "word": word})
    ctx.add_target({"kind": "any", "word": word, "optional": True})
    # (`to` names the first; the division reads every target chosen, verbs._divided_damage)
    return [{"damage": {"amount": 2, "to": first, "divided": True}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The English of a divided `damage` effect (render.py), checked against its targets."""
    from mtg_engine.cards.oracle.render import RenderError

    if p.get("amount") != 2 or p.get("to") != "target":
        raise RenderError("damage divided otherwise than 2 among one or two targets")
    specs = refs.targets[:2]
    if len(specs) != 2 or [s.get("kind") for s in specs] != ["any", "any"] \
            or specs[0].get("optional") or not specs[1].get("optional") \
            or not specs[0].get("word") or specs[0].get("word") != specs[1].get("word"):
        raise RenderError("divided damage: targets other than one or two of any target")
    refs.said.update({"target", "target:1"})
    return TEXT
