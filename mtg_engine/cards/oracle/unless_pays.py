"""" you may <instruction> unless <a player> pays <cost>" in a triggered ability (118.12a,
Rhystic Study): the player who may pay decides first, and only if they don't does the
ability's controller choose whether to carry out the instruction (608.2c: the instructions in
the order written, the payment being what the "unless" asks about; 608.2d: an optional
instruction is chosen when it is carried out). So the "you may" belongs to the instruction after
the payment, not to the whole ability (603.5 would ask it before anything else)."""

from __future__ import annotations

from typing import Any


def may_after_payment(effects: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """The effects with the "may" on the instruction the payment guards, when they are
    "<another player> pays ..., then <instruction> if they didn't"; None otherwise."""
    if len(effects) != 2 or "pay" not in effects[0]:
        return None
    pay = effects[0]["pay"] or {}
    if pay.get("who") in (None, "you"):
        return None
    verb, params = next(iter(effects[1].items()))
    params = params or {}
    if params.get("if") != "did_not" or params.get("may"):
        return None
    return [effects[0], {verb: {**params, "may": True}}]
