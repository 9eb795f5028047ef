"""Tapping permanents chosen as the effect resolves (701.26a): "Tap any number of untapped
creatures you control. You gain 4 life for each creature tapped this way." (Marshaling the
Troops), "you may tap any number of untapped Gates you control. Draw a card for each Gate
tapped this way." (Guild Summit).

The player chooses, as the instruction is carried out, any number of the untapped
permanents they control that match the description (none allowed), and taps them: the DSL's
`tap_chosen` (effects/permanent_verbs.py). "for each creature tapped this way" (608.2c) counts
the permanents it tapped (`{this_way: tapped}`, rules/amounts.py; this_way.check_this_way lets
it follow only such an instruction).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir


@dataclass(frozen=True, slots=True)
class TapChosen:
    """"tap any number of untapped <permanents> you control" (701.26a)."""

    desc: ir.Desc
    one: bool = False  # "tap another untapped Citizen you control": exactly one, chosen


class TapChosenIR:
    """The grammar's `tap_chosen` (grammar.lark, with the imperatives)."""

    def tap_chosen(self, items: list[Any]) -> TapChosen:
        return TapChosen(items[-1])

    def tap_one(self, items: list[Any]) -> TapChosen:
        """"tap an untapped creature you control", "tap another untapped Citizen you
        control" (not ~, 109.1): one of them, chosen as it resolves."""
        desc = items[-1]
        if str(items[0]) == "another":
            if desc.get("other"):
                from mtg_engine.cards.oracle.parse import NotUnderstood

                raise NotUnderstood("another twice")
            desc = ir.Desc(desc.nouns, (*desc.filter, ("other", True)))
        return TapChosen(desc, one=True)


def lower(ins: TapChosen) -> list[dict[str, Any]]:
    """The DSL of a TapChosen: the untapped permanents you control it may tap."""
    from mtg_engine.cards.oracle.lower import filter_of
    from mtg_engine.cards.oracle.parse import NotUnderstood

    f = filter_of(ins.desc)
    if f.get("controller") != "you" or f.get("tapped") is not False:
        raise NotUnderstood("tapping chosen permanents other than untapped ones you control")
    return [{"tap_chosen": {"filter": f, **({"one": True} if ins.one else {})}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"one"} != {"filter"}:
        raise RenderError("tapping chosen permanents")
    if p.get("one"):  # "another untapped Citizen you control", "an untapped creature ..."
        return "tap " + describe_filter(dict(p["filter"]))
    return "tap any number of " + describe_filter(dict(p["filter"]), plural=True)
