"""A permanent and one other object gaining the same ability (613.1f, 611.2a):

  Whenever ~ attacks, ~ and up to one other target creature you control both gain your
  choice of first strike or lifelink until end of turn.                (Ballroom Brawlers)

One choice (608.2d), one continuous effect on both (611.2c: ~ and the target, locked in as it
resolves): the effect the compiler reads for "Up to one other target creature you control
gains ..." with its objects `self_and:target` (effects/references.py: ~ while it is on the
battlefield, and the target if still legal, 608.2b). Said back by chosen_words.render."""

from __future__ import annotations

import re
from typing import Any

SELF_AND = "self_and:"
_BOTH = re.compile(r"^~ and ((?:up to one )?(?:another|other) target creature you control) both "
                   r"(gain your choice of [a-z ]+ or [a-z ]+ until end of turn)$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (in an ability of a permanent), or None."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _BOTH.match(s.strip().removesuffix("."))
    if m is None or not ctx.on_permanent:
        return None
    start = len(ctx.targets)
    who = m.group(1).replace("another target", "other target", 1)
    got = compile_effects(ctx, f"{who[0].upper()}{who[1:]} {m.group(2).replace('gain', 'gains', 1)}.")
    ref = "target" + (f":{start}" if start else "")
    if not got or len(got) != 1 or set(got[0]) != {"continuous"} \
            or got[0]["continuous"].get("what") != ref or len(ctx.targets) != start + 1 \
            or not ctx.targets[start].get("filter", {}).get("other"):
        del ctx.targets[start:]
        return None
    return [{"continuous": {**got[0]["continuous"], "what": SELF_AND + ref}}]
