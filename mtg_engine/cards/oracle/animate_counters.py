"""Counters put on a permanent just animated (122.1, 613.4c over 613.4b):

  {2}, {T}: Target land becomes a 2/2 creature that's still a land. Put a +1/+1 counter on
  it.                                                                          (Spike Tiller)
  Target noncreature artifact you control becomes a 0/0 artifact creature. Put four +1/+1
  counters on it.                                              (Animating Faerie's Bring to Life)

"it" is the permanent the sentence before animates (animate.py reads that sentence on its
own, so the pronoun has no antecedent in the rest it compiles): the counters sentence is read
as the same words about a target creature, then about that permanent (its reference). The
+1/+1 counters apply in layer 7c, after the base power and toughness the animation sets in
7b (613.4), so a 0/0 with four counters is a 4/4."""

from __future__ import annotations

import re
from typing import Any

_PUT = re.compile(r"^Put (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten) "
                  r"\+1/\+1 counters? on it\.$")


def matches(after: str) -> bool:
    """Is `after` (the text after the animating sentence) this counters sentence alone?"""
    return _PUT.match(after.strip()) is not None


def lower(ctx: Any, after: str, what: Any) -> list[dict[str, Any]] | None:
    """The `put_counters` effect of `after` on `what` (the animated permanent's reference)."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    m = _PUT.match(after.strip())
    if m is None or not isinstance(what, str) or not re.fullmatch(r"target(?::\d+)?|self", what):
        return None
    n = m.group("n")
    noun = "counter" if n in ("a", "an", "one") else "counters"
    sub = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    got = compile_effects(sub, f"Put {n} +1/+1 {noun} on target creature.")
    if not got or len(got) != 1 or set(got[0]) != {"put_counters"} \
            or sub.targets != [{"kind": "creature"}] \
            or got[0]["put_counters"].get("what") != "target":
        return None
    return [{"put_counters": {**got[0]["put_counters"], "what": what}}]
