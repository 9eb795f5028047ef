""""Move any number of +1/+1 counters from ~ onto another target creature." (Scrounging
Bandar), "move any number of +1/+1 counters from other permanents you control onto ~"
(Aetherborn Marauder), "Move all +1/+1 counters from all creatures onto it." (Spike Cannibal):
counters moved in a number the player chooses as the instruction is carried out, or from each
of a group of permanents (122.5, 608.2d). The DSL is `move_counters` with `any_number: true`
or a group as `from` (rules/counter_moves.py carries it out)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.rules.counter_kind_choice import ANY_KIND


@dataclass(frozen=True, slots=True)
class MoveCountersMany:
    """"move any number of <kind> counters from A onto B" (`any_number`), or "move all <kind>
    counters from A onto B" (A a group)."""

    kind: str
    any_number: bool
    frm: ir.Obj
    to: ir.Obj
    said_to: bool = False  # "... from A to B" (the printed word; "onto" otherwise)


class CountersMoveIR:
    """Parse-tree -> IR methods (mixed into amounts.AmountsIR)."""

    def move_any_number_counters(self, items: list[Any]) -> MoveCountersMany:
        from mtg_engine.cards.oracle import parse

        kind = parse.counter_kind(str(items[1])) if len(items) == 5 else ANY_KIND
        return MoveCountersMany(kind, True, items[-2], items[-1])

    def move_any_number_counters_to(self, items: list[Any]) -> MoveCountersMany:
        """"Move any number of counters from target permanent you control to another target
        permanent you control." (each kind it has, 122.5)."""
        return MoveCountersMany(ANY_KIND, True, items[-2], items[-1], said_to=True)

    def move_all_kind_counters(self, items: list[Any]) -> MoveCountersMany:
        from mtg_engine.cards.oracle import parse

        return MoveCountersMany(parse.counter_kind(str(items[0])), False, items[2], items[3])


def _single(ref: Any) -> bool:
    return isinstance(ref, str) and (ref == "self" or re.fullmatch(r"target(?::\d+)?", ref)
                                     is not None)


def lower(low: Any, ins: MoveCountersMany) -> list[dict[str, Any]]:
    """The DSL; NotUnderstood unless the counters go onto ~ or a target, from ~, a target or
    a group (each of its permanents other than that one, rules/counter_moves.py)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    frm = low.object(ins.frm, self_ok=True)
    to = low.object(ins.to, self_ok=True)
    group = isinstance(frm, dict) and set(frm) == {"all"}
    if not _single(to) or not (_single(frm) or group) or frm == to:
        raise NotUnderstood("moving counters between these objects")
    if not ins.any_number and not group:
        raise NotUnderstood("moving all counters of a kind from one object")
    if frm != "self" and dict(ins.to.desc.filter if ins.to.desc else ()).get("other") \
            and not low.res.of(ins.to).another:  # (115.3: "another target" is resolve's)
        raise NotUnderstood("'another target' after a target (not the source)")
    body: dict[str, Any] = {"kind": ins.kind, "from": frm, "to": to}
    if ins.said_to:
        body["said"] = "to"
    if ins.any_number:
        body["any_number"] = True
    else:
        body["all"] = True
    return [{"move_counters": body}]


def render(refs: Any, p: dict[str, Any]) -> str | None:
    """The instruction back (amount_render.py), or None for another `move_counters`."""
    keys = set(p) - {"said"}
    if keys != {"kind", "from", "to", "any_number"} and not (
            keys == {"kind", "from", "to", "all"} and not isinstance(p["from"], str)):
        return None
    kind = "" if p["kind"] in (ANY_KIND, "each") else p["kind"] + " "
    many = "any number of" if p.get("any_number") else "all"
    onto = "to" if p.get("said") == "to" else "onto"
    return f"move {many} {kind}counters from {refs.obj(p['from'])} {onto} {refs.obj(p['to'])}"
