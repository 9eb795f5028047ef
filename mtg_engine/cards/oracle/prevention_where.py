"""615.7, 107.3: "Prevent the next X damage that would be dealt to target creature this turn,
where X is the number of Clerics on the battlefield." (Battlefield Medic, Samite Pilgrim): a
prevention shield whose amount is a variable amount, counted as the ability resolves (608.2h).
The amount is read as in "You gain X life, where X is ..." (the grammar's variable amounts,
amounts.py), the shield as `effects._prevention` reads "Prevent the next N damage ...", and
the sentence is rendered back by amount_render.render_clause (the ", where X is" form).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_WHERE = re.compile(r"^(Prevent the next) X (damage that would be dealt to .+ this turn), "
                    r"where X is (.+)$")


def lower(ctx: Any, vp: str, read: Callable[[Any, str], Any]) -> list[dict[str, Any]] | None:
    """The shield of such a sentence (`vp`, as printed, without its period), or None."""
    from mtg_engine.cards.oracle.lower import lower_text

    m = _WHERE.match(vp.rstrip("."))
    if m is None:
        return None
    got = lower_text(f"You gain X life, where X is {m.group(3)}.", allow_x=False,
                     on_permanent=ctx.on_permanent)
    if got is None or got[1] or len(got[0]) != 1 or set(got[0][0]) != {"gain_life"} \
            or set(got[0][0]["gain_life"]) != {"amount"} \
            or not isinstance(got[0][0]["gain_life"]["amount"], dict):
        return None
    shield = read(ctx, f"{m.group(1)} 1 {m.group(2)}".lower())
    if not shield or len(shield) != 1 or set(shield[0]) != {"prevent"} \
            or shield[0]["prevent"].get("kind") != "next" \
            or shield[0]["prevent"].get("amount") != 1:
        return None
    return [{"prevent": {**shield[0]["prevent"], "amount": got[0][0]["gain_life"]["amount"]}}]


def render(obj: Callable[[Any], str], p: dict[str, Any], v: dict[str, Any], form: str,
           where: Callable[[dict[str, Any], Callable[[Any], str]], str]) -> tuple[str, str]:
    """(subject, verb phrase) of `lower`'s shield in the ", where X is" form."""
    from mtg_engine.cards.oracle import prevention_reflect
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if form != "where_x" or p.get("kind") != "next" \
            or set(p) - {"reflect"} != {"kind", "what", "amount"}:
        raise RenderError("a variable amount in a prevention effect")
    return "", f"prevent the next X damage that would be dealt to {obj(p['what'])} this " \
        f"turn{where(v, obj)}" + prevention_reflect.render(obj, p)  # 615.5 (Acolyte's Reward)
