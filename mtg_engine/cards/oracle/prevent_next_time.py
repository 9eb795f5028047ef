"""615.1a, 615.8: a shield on what one creature would deal, the next time only: "The next time
target creature would deal damage this turn, prevent that damage." (Awe Strike, with 615.5's
"You gain life equal to the damage prevented this way."), "The next time that creature would
deal damage this turn, prevent that damage." (Dazzling Reflection: the creature targeted
before, 608.2c), "The next time ~ would deal damage to you this turn, prevent that damage."
(Mercenaries: from the permanent, to the ability's controller only) -> the `prevent` effect
of kind "from" marked `once` (used up by the first damage event it prevents:
rules/replacement.py), and back."""

from __future__ import annotations

import re
from typing import Any

_NEXT_FROM = re.compile(r"the next time (?P<who>target creature|that creature|~) would deal "
                        r"damage(?P<you> to you)? this turn, prevent that damage")


def lower(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence `low` (lower case, no period), or None."""
    m = _NEXT_FROM.fullmatch(low)
    if m is None or (m.group("who") == "~") != bool(m.group("you")):
        return None
    if m.group("who") == "~":  # 615.8: "The next time ~ would deal damage to you this turn"
        if not ctx.on_permanent:
            return None  # (Mercenaries: the permanent's damage to the ability's controller)
        return [{"prevent": {"kind": "from", "what": "self", "once": True, "to": "you"}}]
    if m.group("who") == "target creature":
        what = ctx.add_target({"kind": "creature"})
    elif len(ctx.targets) == 1 and ctx.targets[0].get("kind") == "creature":
        what = "target"  # "that creature": the one creature targeted before (608.2c)
    else:
        return None
    return [{"prevent": {"kind": "from", "what": what, "once": True}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The sentence back (lower case, no period)."""
    to = " to you" if p.get("to") == "you" else ""
    return f"the next time {refs.obj(p['what'])} would deal damage{to} this turn, prevent " \
        "that damage"
