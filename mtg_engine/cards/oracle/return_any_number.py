"""Returning any number of permanents chosen as the effect resolves (400.3, 608.2d), the Sweep spells of
Saviors of Kamigawa: "Return any number of Plains you control to their owner's hand.
Creatures you control get +1/+1 until end of turn for each Plains returned this way."
(Charge Across the Araba), "Target player discards a card for each Swamp returned this way."
(Sink into Takenuma).

The player chooses any number of the permanents they control that match the description
(none allowed) and returns them: the DSL's `return_any_number` (effects/return_any_number.py). "for
each Plains returned this way" (608.2c) counts the permanents it returned (`{this_way:
returned}`, rules/amounts.py; this_way.check_this_way lets it follow only such an
instruction, of the same permanents)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir


@dataclass(frozen=True, slots=True)
class ReturnAnyNumber:
    """"return any number of <permanents> you control to their owner's hand" (400.3)."""

    desc: ir.Desc


class ReturnAnyNumberIR:
    """The grammar's `return_any_number` (grammar.lark, with the imperatives)."""

    def return_any_number(self, items: list[Any]) -> ReturnAnyNumber:
        return ReturnAnyNumber(items[-2])

    def q_returned(self, items: list[Any]) -> Any:
        """608.2c: "the number of Mountains returned this way" (after a ReturnAnyNumber)."""
        from mtg_engine.cards.oracle.amounts import GameAmount
        from mtg_engine.cards.oracle.any_number_costs import COST_WAY
        from mtg_engine.cards.oracle.parse import NotUnderstood

        paid = COST_WAY.get()  # 118.8: "the number of creatures tapped this way" (the cost's)
        if paid is not None and str(items[1]).split()[0] == paid[0]:
            return GameAmount("this_way", desc=items[0], who=paid[0])
        done = str(items[1]).split()[0]
        if done not in ("returned", "destroyed", "sacrificed"):  # (608.2c: permanents;
            raise NotUnderstood("the number of permanents moved this way")  # this_way.py)
        return GameAmount("this_way", desc=items[0], who=done)


def lower(ins: ReturnAnyNumber) -> list[dict[str, Any]]:
    """The DSL of a ReturnAnyNumber: the permanents you control it may return."""
    from mtg_engine.cards.oracle.lower import filter_of
    from mtg_engine.cards.oracle.parse import NotUnderstood

    f = filter_of(ins.desc)
    if f.get("controller") != "you":
        raise NotUnderstood("returning chosen permanents other than ones you control")
    return [{"return_any_number": {"filter": f}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) != {"filter"}:
        raise RenderError("returning chosen permanents")
    return "return any number of " + describe_filter(dict(p["filter"]), plural=True) + \
        " to their owner's hand"
