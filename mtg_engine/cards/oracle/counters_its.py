""""Put its counters on target creature you control" (Star Pupil, Spiteful Squad): the source's
counters, each of each kind it has, or had as it last existed on the battlefield (608.2h: in
"When ~ dies, ..."), are put on the target (122.1; an effect putting counters: 614.16
replacements apply). -> the DSL verb `put_its_counters` (effects/counters_moved.py)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_SENTENCE = re.compile(r"^put its counters on target (?P<what>.+)$", re.IGNORECASE)
# 122.8: "Whenever a creature you control leaves the battlefield, if it had counters on it,
# put those counters on ~ / on target permanent you control." (The Ozolith, Resourceful
# Defense): the counters the permanent that left had as it last existed (603.10a)
_THOSE = re.compile(r"^put those counters on (?:(?P<self>~)|target (?P<what>.+))$",
                    re.IGNORECASE)


def _those(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """"put those counters on ~ / target ...", in a trigger about a permanent that left."""
    from mtg_engine.cards.oracle.phrases import describe
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    m = _THOSE.match(sentence)
    ref = EVENT_REFERENT.get()
    if m is None or not ctx.on_permanent or ctx.targets or ref is None or ref.player \
            or ref.kind not in ("remembered", "remembered_gone"):
        return None
    if m.group("self"):
        return [{"put_its_counters": {"to": "self", "of": "remembered"}}]
    got = describe(m.group("what"))
    if got is None or got[0] not in ("creature", "permanent"):
        return None
    spec: dict[str, Any] = {"kind": got[0], **({"filter": got[1]} if got[1] else {})}
    return [{"put_its_counters": {"to": ctx.add_target(spec), "of": "remembered"}}]


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence (without its period), or None if it isn't this one."""
    from mtg_engine.cards.oracle.phrases import describe
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT, SELF_IN_CONDITION

    those = _those(ctx, sentence)
    if those is not None:
        return those
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
    if p.get("of") == "remembered":
        return f"put those counters on {refs.obj(p['to'])}"
    return f"put its counters on {refs.obj(p['to'])}"
