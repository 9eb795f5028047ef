"""615.5: a prevention effect with an additional effect afterward, counters for the damage
prevented: "Prevent the next 3 damage that would be dealt to target creature this turn. For
each 1 damage prevented this way, put a +1/+1 counter on that creature." (Test of Faith,
Temper) -> the `prevent` effect marked `counters` "+1/+1" (a +1/+1 counter on the shielded
creature for each 1 damage the shield prevents, as it prevents it: rules/replacement.py), and
back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_RIDER = " For each 1 damage prevented this way, put a +1/+1 counter on that creature."
_KINDS = ("next", "to")  # (a shield on the one target creature)


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The prevention of the sentences before the rider, marked, or None."""
    t = text.strip()
    if not t.endswith(_RIDER):
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, t[: -len(_RIDER)])
    p = got[0].get("prevent") if got and len(got) == 1 else None
    if p is None or p.get("kind") not in _KINDS or p.get("what") != "target" \
            or set(p) - {"kind", "what", "amount"} or len(ctx.targets) != before + 1 \
            or ctx.targets[before].get("kind") != "creature":
        del ctx.targets[before:]
        return None
    return [{"prevent": {**p, "counters": "+1/+1"}}]


def render(p: dict[str, Any]) -> str:
    """The rider, lower-cased as the effect renderer joins sentences ("" without one)."""
    if "counters" not in p:
        return ""
    if p["counters"] != "+1/+1":
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("counters for damage prevented")
    return _RIDER.replace(" For", ". for", 1)[:-1]
