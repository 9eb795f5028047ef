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

_DISTRIBUTE = re.compile(
    r"distribute (?P<n>\w+) (?P<kind>[+-]\d+/[+-]\d+) counters among (?P<how>one or two|one, "
    r"two, or three|any number of) (?P<what>target [a-z ,/]+)")


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of a "distribute N counters among ... targets" sentence, or None."""
    from mtg_engine.cards.oracle.division import read_division

    m = _DISTRIBUTE.fullmatch(sentence.strip().lower())
    got = read_division(ctx, m, "creature")
    if got is None:
        return None
    amount, count, first = got
    assert m is not None
    # (`what` names the first; the division reads every target chosen)
    return [{"put_counters": {"kind": m.group("kind"), "what": first, "count": amount,
                              "divided": True, "among": count}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The English of a divided `put_counters` effect (render.py), its targets described as
    division.render describes those of divided damage."""
    from mtg_engine.cards.oracle import division
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"kind", "what", "count", "divided", "among"}:
        raise RenderError("distributed counters")
    damage = division.render(refs, {"amount": p["count"], "to": p["what"],
                                    "among": p["among"]})
    head = f"deals {p['count']} damage divided as you choose among "
    if not damage.startswith(head):
        raise RenderError("distributed counters")
    return f"distribute {p['count']} {p['kind']} counters among {damage[len(head):]}"
