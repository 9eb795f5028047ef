""""Put its counters on target creature you control" (Star Pupil, Spiteful Squad): the source's
counters, each of each kind it has, or had as it last existed on the battlefield (608.2h: in
"When ~ dies, ..."), are put on the target (122.1; an effect putting counters: 614.16
replacements apply). -> the DSL verb `put_its_counters` (effects/counters_moved.py)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_SENTENCE = re.compile(r"^put its counters on target (?P<what>.+)$", re.IGNORECASE)


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence (without its period), or None if it isn't this one."""
    from mtg_engine.cards.oracle.phrases import describe
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT, SELF_IN_CONDITION

    m = _SENTENCE.match(sentence)
    if m is None or not ctx.on_permanent or ctx.targets:
        return None
    if EVENT_REFERENT.get() is not None or not SELF_IN_CONDITION.get():
        return None  # "its" must be ~'s: a trigger whose condition names only ~
    got = describe(m.group("what"))
    if got is None or got[0] not in ("creature", "permanent"):
        return None
    noun, filt = got
    spec: dict[str, Any] = {"kind": noun, **({"filter": filt} if filt else {})}
    return [{"put_its_counters": {"to": ctx.add_target(spec)}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The sentence back (render.py)."""
    return f"put its counters on {refs.obj(p['to'])}"
