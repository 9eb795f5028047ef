""""Remove a counter from target permanent", "Move a counter from target creature onto a
second target creature": a counter of a kind chosen as the instruction is carried out (122.1,
608.2d: rules/counter_kind_choice.py), the DSL's counter kind `any`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.rules.counter_kind_choice import ANY_KIND


@dataclass(frozen=True, slots=True)
class RemoveUpTo:
    """"remove up to X counters from target permanent": as many of each kind as the player
    chooses, no more than X in all (122.1, 608.2d)."""

    count: Any
    what: ir.Obj
    kind: str = ANY_KIND  # "up to four charge counters": of that kind only


class CounterKindsIR:
    """Parse-tree -> IR methods (mixed into amounts.AmountsIR)."""

    def put_counters_equal(self, items: list[Any]) -> Any:
        """"put a number of +1/+1 counters on it equal to your devotion to green" (122.1,
        608.2h: counted as the instruction is carried out)."""
        from mtg_engine.cards.oracle import ir, parse

        return ir.PutCounters(parse.counter_kind(str(items[1])), items[4], items[3])

    def remove_any_counter(self, items: list[Any]) -> Any:
        """"remove a counter from target permanent" (one, of a kind chosen)."""
        from mtg_engine.cards.oracle import parse
        from mtg_engine.cards.oracle.amounts import RemoveCounters

        if str(items[0]) not in ("a", "one"):
            raise parse.NotUnderstood("removing several counters of chosen kinds")
        return RemoveCounters(ANY_KIND, 1, items[2])

    def remove_up_to_counters(self, items: list[Any]) -> RemoveUpTo:
        """"remove up to X counters from target permanent" (of any kinds), "remove up to four
        charge counters from target noncreature artifact"."""
        from mtg_engine.cards.oracle import parse

        if len(items) == 4:
            return RemoveUpTo(items[0], items[3], parse.counter_kind(str(items[1])))
        return RemoveUpTo(items[0], items[2])

    def q_counters_any(self, items: list[Any]) -> Any:
        """"the number of counters on it": of every kind together (122.1; the DSL's
        `counters_on` of kind `any`, rules/amounts.py)."""
        from mtg_engine.cards.oracle.amounts import CounterCount

        return CounterCount(ANY_KIND, items[1])

    def each_counter_any(self, items: list[Any]) -> Any:
        """"for each counter on ~" (122.1: of every kind)."""
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_counters_any(items))

    def move_any_counter(self, items: list[Any]) -> Any:
        """"move a counter from target creature onto a second target creature" (122.5)."""
        from mtg_engine.cards.oracle import parse
        from mtg_engine.cards.oracle.amounts import MoveCounters

        if str(items[0]) not in ("a", "one"):
            raise parse.NotUnderstood("moving several counters of chosen kinds")
        return MoveCounters(ANY_KIND, 1, items[2], items[3])


def lower(low: Any, ins: RemoveUpTo) -> list[dict[str, Any]]:
    from mtg_engine.cards.oracle.parse import NotUnderstood

    what = low.object(ins.what)
    if not (isinstance(what, str) and what.startswith("target")):
        raise NotUnderstood("removing up to N counters from other than a target")
    return [{"remove_counters": {"kind": ins.kind, "what": what, "count": low.amount(ins.count),
                                 "up_to": True}}]


def render_up_to(refs: Any, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import _num

    kind = "" if p["kind"] == ANY_KIND else p["kind"] + " "
    return f"remove up to {_num(p['count'])} {kind}counters from {refs.obj(p['what'])}"


def render_kind(kind: str) -> str:
    """The words before "counter": "a +1/+1", "a" for a kind chosen as it resolves."""
    return "a" if kind == ANY_KIND else f"a {kind}"


def known_kind(word: str) -> bool:
    """A named kind of counter whose meaning the engine gives it (122.1; parse.counter_kind),
    not a word of the sentence around it."""
    from mtg_engine.cards.oracle.parse import NotUnderstood, counter_kind

    try:
        counter_kind(word)
    except NotUnderstood:
        return False
    return word not in ("a", "an", "x", "that", "those", "all")
