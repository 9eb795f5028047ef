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
# 202.3, 607.2a: "... equal to the exiled card's mana value" (Living Lore: the card its
# entering replacement exiled, rules/entering_cost.py)
_EXILED_MV = "the exiled card's mana value"
EXILED_MANA_VALUE: dict[str, Any] = {"exiled_with": "mana_value"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of a CDA setting power and/or toughness to an amount, or None."""
    from mtg_engine.rules.cda_amounts import CDA_KINDS, CDA_STATS

    m = _CDA.fullmatch(para.strip().replace("−", "-"))
    if m is None:
        return None
    amount = dict(EXILED_MANA_VALUE) if m.group(2) == _EXILED_MV else \
        read_quantity(m.group(2), _self_only)
    if amount is None:
        return None
    from mtg_engine.cards.amounts import amount_from_dict

    read = amount_from_dict(amount)
    if read.kind not in CDA_KINDS or amount.get("negate") \
            or (read.kind in ("greatest", "total") and read.stat not in CDA_STATS):
        return None  # (613.8: never a power or toughness among creatures)
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
    """In a CDA, "it" (the counters on it) is the object itself; "the chosen player" the
    player it chose as it entered (614.12a, amounts_players.CHOSEN_PLAYER)."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.amounts_players import CHOSEN_PLAYER
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if isinstance(o, ir.Player) and o.kind == CHOSEN_PLAYER:
        return CHOSEN_PLAYER
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
    what = noun_phrase(dict(p["pt_amount"]), _words)
    return f"~'s {which} equal to {what}."


def _words(ref: str) -> str:
    """The English of a reference in a CDA's amount: "it" (the object itself), "the chosen
    player" (614.12a)."""
    from mtg_engine.cards.oracle.amounts_players import CHOSEN_PLAYER

    return "it" if ref == "self" else "the chosen player" if ref == CHOSEN_PLAYER else str(ref)


# 208.2a: a printed "N+*" is a CDA's whole value ("~'s power and toughness are each equal to
# 1 plus the number of lands you control"); "*/N+*" a power and a toughness N more
# ("~'s power is equal to the number of creature cards in all graveyards and its toughness
# is equal to that number plus 1")
_PLUS = re.compile(r"(\d+)\+\*|\*\+(\d+)")
_THAT_NUMBER = re.compile(r"~'s power is equal to (.+) and its toughness is equal to that "
                          r"number plus (\d+)\.")
_THAT_NUMBER_PRINTED = re.compile(r"(?m)^[^,\n]*'s power is equal to .+ and its toughness is "
                                  r"equal to that number plus (\d+)\.")


def plus_star(power: str | None, toughness: str | None, text: str) -> bool:
    """Do the printed "N+*" values name the N the card's CDA adds (208.2a)? _face_dsl then
    checks that the CDA compiled."""
    pm, tm = _PLUS.fullmatch(power or ""), _PLUS.fullmatch(toughness or "")
    pn, tn = (m.group(1) or m.group(2) if m else None for m in (pm, tm))
    if pn is None and tn is None:
        return False
    if power == "*" and tn is not None:  # "*/1+*", "*/*+1"
        return any(m.group(1) == tn for m in _THAT_NUMBER_PRINTED.finditer(text))
    if pm is not None and pm.group(2) is None and pn == tn and tm.group(2) is None:
        words = f"power and toughness are each equal to {pn} plus "
    elif pm is not None and pm.group(2) is None and re.fullmatch(r"\d+", toughness or ""):
        words = f"power is equal to {pn} plus "
    elif tm is not None and tm.group(2) is None and re.fullmatch(r"\d+", power or ""):
        words = f"toughness is equal to {tn} plus "
    else:
        return False
    # (the paragraph's own words, not a condition's: "As long as ..., ~'s power ...")
    return re.search(rf"(?m)^[^,\n]*'s {words}", text) is not None


def lower_pair(para: str) -> list[dict[str, Any]] | None:
    """"~'s power is equal to <amount> and its toughness is equal to that number plus N.":
    two CDAs (604.3, layer 7a), power the amount and toughness the amount plus N; or None."""
    m = _THAT_NUMBER.fullmatch(para.strip())
    if m is None:
        return None
    power = lower(f"~'s power is equal to {m.group(1)}.")
    if power is None or power["continuous"].get("pt_count_stat") != "power":
        return None
    amount = dict(power["continuous"]["pt_amount"])
    if amount.get("plus"):  # (its own "N plus": said once, before "that number")
        return None
    toughness = {**power["continuous"], "pt_count_stat": "toughness",
                 "pt_amount": {**amount, "plus": int(m.group(2))}}
    return [power, {"continuous": toughness}]


def render_pair(items: list[dict[str, Any]]) -> str | None:
    """The English of `lower_pair`'s two statics, or None if they aren't such a pair."""
    if len(items) != 2 or not all(set(i) == {"continuous"} for i in items):
        return None
    power, toughness = items[0]["continuous"], items[1]["continuous"]
    if power.get("pt_count_stat") != "power" or toughness.get("pt_count_stat") != "toughness" \
            or "pt_amount" not in power or "plus" in power["pt_amount"]:
        return None
    n = toughness.get("pt_amount", {}).get("plus")
    if not isinstance(n, int) or n < 1 or toughness != {
            **power, "pt_count_stat": "toughness", "pt_amount": {**power["pt_amount"],
                                                                  "plus": n}}:
        return None
    said = render(power)
    if said is None:
        return None
    return f"{said[:-1]} and its toughness is equal to that number plus {n}."


class CdaQuantityIR:
    """The transformer method of "N plus twice <count>" (Mwonvuli Ooze's "1 plus twice the
    number of age counters on it"; mixed into parse._ToIR through amounts.AmountsIR)."""

    def q_plus_twice(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity
        from mtg_engine.cards.oracle.parse import NUMBERS

        w = str(items[0])
        return Quantity(items[1], times=2, plus=int(w) if w.isdigit() else NUMBERS[w])
