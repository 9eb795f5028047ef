"""701.17a, 608.2h: "Each player sacrifices a land for each card in your hand", "Each opponent
sacrifices a creature for each card discarded this way": a sacrifice of as many permanents as
the amount counts as the instruction is carried out (the DSL's `sacrifice_chosen` with a
variable count)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle import ir, parse


class SacrificeEachIR:
    """The transformer method of grammar.lark's `sacrifice_each` (mixed into AmountsIR)."""

    def sacrifice_each(self, items: list[Any]) -> tuple[str, Any, bool, ir.Desc]:
        """"sacrifices a creature for each ..." (one per thing counted: 107.1)."""
        from mtg_engine.cards.oracle.amounts import scaled

        n, desc, count = items
        if n != 1:
            raise parse.NotUnderstood("N permanents for each")
        return ("sacrifice_chosen", scaled(count, 1), False, desc)


def render(who: str, p: dict[str, Any], v: dict[str, Any], form: str,
           obj: Callable[[Any], str]) -> tuple[str, str]:
    """(subject, verb phrase) in the "for_each" form: "each player sacrifices a land for each
    card in your hand" (amount_render.py)."""
    from mtg_engine.cards.oracle.amount_render import _s, each_phrase
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    n, each = each_phrase(v, obj)
    if n != 1 or p.get("half") or form != "for_each":
        raise RenderError("N permanents sacrificed for each")
    what = describe_filter(dict(p["filter"]), plural=False)
    art = "" if what.startswith("another ") else "an " if what[0] in "aeiou" else "a "
    return who, f"{_s(who, 'sacrifice')} {art}{what} for each {each}"
