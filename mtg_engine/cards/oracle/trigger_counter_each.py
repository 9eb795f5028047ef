"""Triggers on each counter (122.6, 122.8): "Whenever a -1/-1 counter is put on a creature"
(Flourishing Defenses: once for each counter put, that creature remembered), "Whenever a
+1/+1 counter is removed from ~" (Protean Hydra: once for each counter removed) and "Whenever
one or more loyalty counters are removed from ~" (Chandra, Fire Artisan: once for each
removal, their number "that much"). The grammar's `trig_event` reads them;
rules/trigger_counter_each.py fires them from the ("counters", permanent, kind, n) events
(n < 0: removed)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

PUT_ON = "counter_put_on_permanent"
REMOVED = "counter_removed_from_self"
SOME_REMOVED = "counters_removed_from_self"


class CounterEachProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def counter_on_object(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) not in ("a", "an") or str(items[2]) != "counter" \
                or str(items[3]) not in ("a", "an"):
            raise NotUnderstood("a <kind> counter is put on a ...")
        return ir.TriggerEvent("object", "a counter is put on", items[4], detail=str(items[1]))

    def counter_removed_from_self(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) not in ("a", "an") or str(items[2]) != "counter":
            raise NotUnderstood("a <kind> counter is removed from ~")
        return ir.TriggerEvent("self", "a counter is removed from", detail=str(items[1]))

    def any_counter_on_it(self, items: list[Any]) -> tuple[str, Any]:
        """"a creature with a counter on it": a counter of any kind (122.1)."""
        if str(items[0]) not in ("a", "an") or str(items[1]) != "counter":
            raise NotUnderstood("with N counters on it")
        return ("has_counter", "any")

    def any_counters_on_them(self, items: list[Any]) -> tuple[str, Any]:
        """"creatures with counters on them": one or more counters of any kind (122.1)."""
        if str(items[0]) != "counters":
            raise NotUnderstood("with N counters on them")
        return ("has_counter", "any")

    def kind_counters_on_them(self, items: list[Any]) -> tuple[str, Any]:
        """"creatures with +1/+1 counters on them": one or more of that kind (122.1)."""
        if str(items[1]) != "counters":
            raise NotUnderstood("with N counters on them")
        return ("has_counter", str(items[0]))

    def counters_removed_from_self(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one" or str(items[2]) != "counters":
            raise NotUnderstood("N or more counters are removed from ~")
        return ir.TriggerEvent("self", "counters are removed from", detail=str(items[1]))


PRODUCTIONS = CounterEachProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for these events, (False, None) for the others."""
    if ev.verb == "a counter is removed from" and ev.subject == "self":
        return True, (REMOVED, {"has_counter": ev.detail})
    if ev.verb == "counters are removed from" and ev.subject == "self":
        return True, (SOME_REMOVED, {"has_counter": ev.detail})
    if ev.verb != "a counter is put on" or ev.subject != "object":
        return False, None
    assert ev.desc is not None
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    f = _filter(ev.desc)
    if f != {"types": ["Creature"]} or ev.other:
        return True, None
    return True, (PUT_ON, {**f, "has_counter": ev.detail})


def _a(kind: str) -> str:
    return "an" if kind[0] in "aeiou8" or kind.startswith("+8") else "a"


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    f = dict(t.get("filter", {}))
    kind = f.pop("has_counter", "")
    if not kind or t["event"] not in (PUT_ON, REMOVED, SOME_REMOVED):
        return ""
    if t["event"] == REMOVED and not f:
        return f"Whenever {_a(kind)} {kind} counter is removed from ~"
    if t["event"] == SOME_REMOVED and not f:
        return f"Whenever one or more {kind} counters are removed from ~"
    if t["event"] == PUT_ON and f == {"types": ["Creature"]}:
        return f"Whenever {_a(kind)} {kind} counter is put on a creature"
    return ""
