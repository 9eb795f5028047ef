"""Counters distributed among targets (601.2d, 122.1): "Distribute three +1/+1 counters among
one, two, or three target creatures you control." / "Distribute two -1/-1 counters among one
or two target creatures."

Read like damage divided as you choose (division.py, whose target phrases it shares): one
required target and the others optional for "one or two" / "one, two, or three", all optional
for "any number of" (at most one per counter, since each target gets at least one, 601.2d).
The division is announced as the spell is cast (rules/division.py) and the `put_counters`
effect puts each target's share (effects/permanent_verbs.py). Only a fixed number is read.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import number

_DISTRIBUTE = re.compile(
    r"distribute (?P<n>\w+) (?P<kind>[+-]\d+/[+-]\d+) counters among (?P<how>one or two|one, "
    r"two, or three|any number of) (?P<what>target [a-z ,/]+)")
_HOW = {"one or two": 2, "one, two, or three": 3}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of a "distribute N counters among ... targets" sentence, or None."""
    from mtg_engine.cards.oracle.division import _spec

    m = _DISTRIBUTE.fullmatch(sentence.strip().lower())
    if m is None or ctx.targets:
        return None
    amount = number(m.group("n"), False)
    if not isinstance(amount, int) or amount < 2:
        return None
    count = _HOW.get(m.group("how"), amount)
    if count > amount:
        return None  # (each target gets at least one)
    spec = _spec(m.group("what"))
    if spec is None or spec["kind"] != "creature":
        return None
    word = 1
    first = ctx.add_target({**spec, "word": word,
                            **({"optional": True} if m.group("how") == "any number of" else {})})
    for _ in range(count - 1):
        ctx.add_target({**spec, "word": word, "optional": True})
    # (`what` names the first; the division reads every target chosen)
    return [{"put_counters": {"kind": m.group("kind"), "what": first, "count": amount,
                              "divided": True, "among": count}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The English of a divided `put_counters` effect (render.py), its targets described as
    division.render describes those of divided damage."""
    from mtg_engine.cards.oracle import division
    from mtg_engine.cards.oracle.render import RenderError

    if set(p) != {"kind", "what", "count", "divided", "among"}:
        raise RenderError("distributed counters")
    damage = division.render(refs, {"amount": p["count"], "to": p["what"],
                                    "among": p["among"]})
    head = f"deals {p['count']} damage divided as you choose among "
    if not damage.startswith(head):
        raise RenderError("distributed counters")
    return f"distribute {p['count']} {p['kind']} counters among {damage[len(head):]}"
