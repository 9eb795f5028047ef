"""Energy counters got by a variable amount (107.14, 122.1, 608.2h): "you get {E} for each
creature you control" (Aetherwind Basker), "you get an amount of {E} equal to the greatest
power among creatures you control" (Peema Aether-Seer). The amount is read as in "You gain 1
life for each ..." / "You gain life equal to ..." (the grammar's amounts); the DSL is
`get_energy` with a variable `count` (rules/energy.py reads it as it resolves)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_EACH = re.compile(r"gets? ((?:\{e\})+) (for each .+)")
_EQUAL = re.compile(r"gets? an amount of \{e\} (equal to .+)")


def lower_vp(vp: str) -> list[dict[str, Any]] | None:
    """The effect of "get {E} for each ..." / "get an amount of {E} equal to ...", or None."""
    from mtg_engine.cards.oracle.lower import lower_text
    from mtg_engine.cards.oracle.triggers import EVENT_AMOUNT

    if vp in ("get that many {e}", "gets that many {e}"):  # the event's amount (603.2, 608.2h)
        return [{"get_energy": {"count": "that_much"}}] if EVENT_AMOUNT.get() else None
    each, equal = _EACH.fullmatch(vp), _EQUAL.fullmatch(vp)
    if each is not None:
        n = each.group(1).count("{e}")
        sentence = f"You gain {n} life {each.group(2)}."
    elif equal is not None:
        sentence = f"You gain life {equal.group(1)}."
    else:
        return None
    got = lower_text(sentence, allow_x=False, on_permanent=True)
    if got is None or got[1] or len(got[0]) != 1 or set(got[0][0]) != {"gain_life"}:
        return None
    amount = got[0][0]["gain_life"].get("amount")
    if not isinstance(amount, dict) or set(got[0][0]["gain_life"]) != {"amount"}:
        return None
    return [{"get_energy": {"count": amount}}]


def render(form: str, v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    """"you get {E} for each ..." / "you get an amount of {E} equal to ..." in the amount's
    form (amount_render.FORMS)."""
    from mtg_engine.cards.oracle.amount_render import _error, each_phrase, noun_phrase

    if form == "for_each":
        n, each = each_phrase(v, obj)
        return "you get " + "{E}" * n + f" for each {each}"
    if form in ("equal_to", "equal_first"):
        return "you get an amount of {E} equal to " + noun_phrase(v, obj)
    raise _error("X energy counters")
