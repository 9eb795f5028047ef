"""Trigger conditions of counters the ability's controller puts (122.6), beside triggers.py:
"Whenever you put one or more -1/-1 counters on a creature", "Whenever you put one or more
counters on a creature you don't control", "Whenever you put one or more -1/-1 counters on ~".
Lowered to the events of rules/trigger_counters_put.py (the kind put is the filter's
`has_counter`) and rendered back for the round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

_ON = "put one or more counters on"
_ON_SELF = "put one or more counters on ~"
_KEYS = {"types", "subtypes", "controller", "other", "has_counter"}
# the permanent the counters were put on is remembered ("that creature"); their number is
# the amount ("that many")
OBJECT_REMEMBERED = frozenset({"you_put_counters_on_permanent"})
AMOUNT_EVENTS = frozenset({"you_put_counters_on_permanent", "you_put_counters_on_self"})


def _kind(items: list[Any]) -> str:
    if str(items[0]) != "one":
        raise NotUnderstood("N or more counters")
    kinds = [str(t) for t in items if getattr(t, "type", "") == "COUNTER"]
    return kinds[0] if kinds else ""


class CountersPutProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_put_counters_on(self, items: list[Any]) -> ir.TriggerEvent:
        kind = _kind(items)
        if str(items[-2]) not in ("a", "an"):
            raise NotUnderstood("counters on N permanents")
        return ir.TriggerEvent("you", _ON, items[-1], detail=kind)

    def you_put_counters_on_self(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", _ON_SELF, detail=_kind(items))



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    if ev.verb == _ON_SELF:
        return True, ("you_put_counters_on_self", {"has_counter": ev.detail} if ev.detail else {})
    if ev.verb != _ON:
        return False, None
    assert ev.desc is not None
    f = _filter(ev.desc)
    if set(f) - _KEYS or "has_counter" in f or f.get("types") != ["Creature"]:
        return True, None
    if ev.detail:
        f["has_counter"] = ev.detail
    return True, ("you_put_counters_on_permanent", f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    ev, f = t["event"], dict(t.get("filter", {}))
    if ev not in AMOUNT_EVENTS:
        return ""
    kind = f.pop("has_counter", "")
    counters = f"{kind} counters" if kind else "counters"
    if ev == "you_put_counters_on_self":
        return "" if f else f"Whenever you put one or more {counters} on ~"
    d = describe_filter(f)
    return f"Whenever you put one or more {counters} on {'an' if d[0] in 'aeiou' else 'a'} {d}"


PRODUCTIONS = CountersPutProductions  # installed into the trigger grammar (triggers._install_batched)
