"""615.5: "If damage is prevented this way, ~ deals that much damage to that source's
controller." after "The next time a source of your choice would deal damage to you this turn,
prevent that damage." (Deflecting Palm), and "... to target player or planeswalker." after
"Prevent the next X damage that would be dealt to you this turn." (Vengeful Archon) -> the
`prevent` effect marked `reflect` ("source_controller", or the target's reference), carried
out by rules/prevention_reflect.py, and back."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_RIDER = re.compile(r" If damage is prevented this way, ~ deals that much damage to "
                    r"(?P<to>that source's controller|target player or planeswalker)\.$")


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
    if p is None or p.get("what") != "you" or not (
            (chosen and m.group("to") == "that source's controller")
            or (next_n and m.group("to") != "that source's controller")):
        del ctx.targets[before:]
        return None
    reflect = "source_controller" if chosen else \
        ctx.add_target({"kind": "player_or_planeswalker"})
    return [{"prevent": {**p, "reflect": reflect}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The rider, lower-cased as the effect renderer joins sentences ("" without one)."""
    if "reflect" not in p:
        return ""
    to = "that source's controller" if p["reflect"] == "source_controller" \
        else refs.obj(p["reflect"])
    return f". if damage is prevented this way, ~ deals that much damage to {to}"
