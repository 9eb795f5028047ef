"""615.5: "If damage is prevented this way, ~ deals that much damage to that source's
controller." after "The next time a source of your choice would deal damage to you this turn,
prevent that damage." (Deflecting Palm), and "... to target player or planeswalker." after
"Prevent the next X damage that would be dealt to you this turn." (Vengeful Archon), "... to
any target." after "Prevent the next X damage that would be dealt to target creature this
turn, where X is your devotion to white." (Acolyte's Reward) -> the
`prevent` effect marked `reflect` ("source_controller", or the target's reference), carried
out by rules/prevention_reflect.py, and back."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_RIDER = re.compile(r" If damage is prevented this way, ~ deals that much damage to "
                    r"(?P<to>that source's controller|target player or planeswalker|any "
                    r"target)\.$")
# the rider's target -> its target spec (115.1)
_TO_TARGET = {"target player or planeswalker": {"kind": "player_or_planeswalker"},
              "any target": {"kind": "any"}}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The prevention of the sentences before the rider, marked, or None."""
    t = text.strip()
    m = _RIDER.search(t)
    if m is None:
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, t[: m.start()])
    p = got[0].get("prevent") if got and len(got) == 1 else None
    chosen = p is not None and p.get("kind") == "chosen_source" and p.get("once") is True \
        and set(p) == {"kind", "what", "once"}
    next_n = p is not None and p.get("kind") == "next" and set(p) == {"kind", "what", "amount"}
    # (the shield on you, or on the one target chosen before: Acolyte's Reward)
    on = p is not None and (p.get("what") == "you" or (
        next_n and p.get("what") == "target" and before == 0 and len(ctx.targets) == 1))
    if not on or not (
            (chosen and m.group("to") == "that source's controller")
            or (next_n and m.group("to") != "that source's controller")):
        del ctx.targets[before:]
        return None
    reflect = "source_controller" if chosen else ctx.add_target(dict(_TO_TARGET[m.group("to")]))
    return [{"prevent": {**p, "reflect": reflect}}]


def render(obj: Callable[[Any], str], p: dict[str, Any]) -> str:
    """The rider, lower-cased as the effect renderer joins sentences ("" without one); `obj`
    names a reference (render_phrases.Refs.obj)."""
    if "reflect" not in p:
        return ""
    to = "that source's controller" if p["reflect"] == "source_controller" \
        else obj(p["reflect"])
    return f". if damage is prevented this way, ~ deals that much damage to {to}"
