"""Characteristic-defining abilities of power and toughness equal to an amount (604.3, layer
7a): "~'s power and toughness are each equal to twice the number of cards in your hand.",
"~'s toughness is equal to your devotion to white.", "~'s power and toughness are each equal
to the number of basic land types among lands you control." (305.6), "... the number of fade
counters on it." (122.1).

The plain counts of objects ("the number of creatures you control") are the static grammar's
(`cda_count`, DSL `pt_count`); this module reads the other amounts with the effect grammar's
`quantity` (start symbol `cda_quantity`) and lowers them with amounts.lower_quantity to the
DSL's `pt_amount` (rules/cda_amounts.py evaluates it). The English comes back through
amount_render.noun_phrase, so the round trip checks the amount as it checks an effect's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_CDA = re.compile(r"~'s (power and toughness are each|power is|toughness is) equal to (.+)\.")
_STAT = {"power and toughness are each": "", "power is": "power", "toughness is": "toughness"}
_WORDS = {v: k for k, v in _STAT.items()}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of a CDA setting power and/or toughness to an amount, or None."""
    from mtg_engine.rules.cda_amounts import CDA_KINDS

    m = _CDA.fullmatch(para.strip().replace("−", "-"))
    if m is None:
        return None
    amount = read_quantity(m.group(2), _self_only)
    if amount is None:
        return None
    from mtg_engine.cards.amounts import amount_from_dict

    if amount_from_dict(amount).kind not in CDA_KINDS or amount.get("negate"):
        return None
    out: dict[str, Any] = {"affects": "self", "cda": True, "pt_amount": amount}
    if _STAT[m.group(1)]:
        out["pt_count_stat"] = _STAT[m.group(1)]
    return {"continuous": out}


def read_quantity(words: str, ref: Callable[[Any], Any]) -> dict[str, Any] | None:
    """The DSL amount of an amount phrase ("twice the number of cards in your hand"), read
    with the effect grammar's `quantity`; `ref` lowers the objects it names. None if it
    doesn't read."""
    from mtg_engine.cards.oracle import parse
    from mtg_engine.cards.oracle.amounts import Quantity, lower_quantity

    printed = words + "."
    src = parse.mark_types(printed).lower()
    token = parse._PRINTED.set(printed if len(printed) == len(src) else "")
    try:
        q = parse.read("cda_quantity", src, parse._ToIR())
        if q is None:
            return None
        q = q.children[0] if hasattr(q, "children") else q
        return lower_quantity(q if isinstance(q, Quantity) else Quantity(q), ref)
    except parse.NotUnderstood:
        return None
    finally:
        parse._PRINTED.reset(token)


def _self_only(o: Any) -> str:
    """In a CDA, "it" (the counters on it) is the object itself."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if o.kind in ("self", "it"):
        return "self"
    raise NotUnderstood("an amount about another object in a CDA")


def render(p: dict[str, Any]) -> str | None:
    """The English of lower's DSL, or None if `p` isn't one."""
    from mtg_engine.cards.oracle.amount_render import noun_phrase

    if set(p) - {"affects", "cda", "pt_amount", "pt_count_stat"} or not p.get("cda") \
            or "pt_amount" not in p or p.get("affects") != "self":
        return None
    which = _WORDS.get(p.get("pt_count_stat", ""))
    if which is None:
        return None
    what = noun_phrase(dict(p["pt_amount"]), lambda ref: "it" if ref == "self" else str(ref))
    return f"~'s {which} equal to {what}."
