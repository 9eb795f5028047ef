""""Put a menace counter on a creature you control." (Blood Curdle), "Put two loyalty
counters on a planeswalker you control." (Settle the Score): counters on one permanent the
player chooses as the instruction is carried out (122.1, 608.2d: not a target, 115.1), among
those they control that match the description; none, nothing happens. The DSL's
`put_counters_chosen` (effects/permanent_verbs.py, the choice asked through game.pending)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir


@dataclass(frozen=True, slots=True)
class PutCountersChosen:
    """"put <N> <kind> counter(s) on a <permanent> you control"."""

    kind: str
    count: Any
    desc: ir.Desc
    who: Any = None  # "target opponent puts ... on a creature they control": that player


class CountersChosenIR:
    """Parse-tree -> IR methods (mixed into amounts.AmountsIR)."""

    def put_counters_chosen(self, items: list[Any]) -> PutCountersChosen:
        from mtg_engine.cards.oracle import parse

        return PutCountersChosen(parse.counter_kind(str(items[1])), items[0], items[-1])

    def puts_counters_chosen(self, items: list[Any]) -> tuple[str, PutCountersChosen, Any, Any]:
        """"(target opponent) puts a deathtouch counter on a creature they control"."""
        from mtg_engine.cards.oracle import parse

        chosen = PutCountersChosen(parse.counter_kind(str(items[1])), items[0], items[-2])
        return ("put_counters_chosen", chosen, None, None)


def lower(low: Any, ins: PutCountersChosen) -> list[dict[str, Any]]:
    """The DSL: the counters, and what the player chooses among (their own permanents)."""
    from mtg_engine.cards.oracle.lower import filter_of
    from mtg_engine.cards.oracle.parse import NotUnderstood

    f = filter_of(ins.desc)
    if ins.who is not None:  # another player chooses among their own ("they control")
        who = low.player(ins.who).get("who")
        if set(f) != {"types"} or who != "target":
            raise NotUnderstood("counters on a permanent another player chooses")
        return [{"put_counters_chosen": {"kind": ins.kind, "count": low.amount(ins.count),
                                         "filter": f, "who": who}}]
    if f.get("controller") != "you" or f.get("other") or not f.get("types"):
        raise NotUnderstood("counters on a permanent chosen other than 'a <type> you control'")
    return [{"put_counters_chosen": {"kind": ins.kind, "count": low.amount(ins.count),
                                     "filter": f}}]


def render(p: dict[str, Any], refs: Any = None) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num, describe_filter

    n = p["count"]
    if set(p) - {"who"} != {"kind", "count", "filter"} or not isinstance(n, int) \
            or ("who" in p and refs is None):
        raise RenderError("counters on a chosen permanent")
    noun = describe_filter(dict(p["filter"]), plural=False)
    article = "an" if noun[:1] in "aeiou" else "a"
    counters = f"{_num(n)} {p['kind']} counter{'' if n == 1 else 's'}"
    if "who" in p:  # "target opponent puts a deathtouch counter on a creature they control"
        return f"{refs.obj(p['who'])} puts {counters} on {article} {noun} they control"
    return f"put {counters} on {article} {noun}"
