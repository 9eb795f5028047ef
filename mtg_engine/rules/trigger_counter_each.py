"""122.6, 122.8: triggers on each counter (cards/oracle/trigger_counter_each.py), from the
("counters", permanent, kind, n) events (n > 0 put, n < 0 removed): "Whenever a -1/-1 counter
is put on a creature" once for each counter put, that creature remembered; "Whenever a +1/+1
counter is removed from ~" once for each counter removed; "Whenever one or more loyalty
counters are removed from ~" once for each removal, the number removed its "that much"."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

PUT_ON, REMOVED = "counter_put_on_permanent", "counter_removed_from_self"
SOME_REMOVED = "counters_removed_from_self"
_LIMIT = 1000  # (the number of triggers one event may make, as rules/trigger_events.py's)


def _on_counters(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    oid, kind, n = ev[1], ev[2], ev[3]
    if oid not in state.battlefield or not n:
        return
    index = _b._trigger_index(state)
    o = state.objects[oid]
    if n < 0:
        if REMOVED in index:
            for _ in range(min(-n, _LIMIT)):
                _b._fire(state, found, oid, card_of(state, oid), o.controller, REMOVED,
                         check=lambda tr: tr.filter.has_counter == kind)
        if SOME_REMOVED in index:
            _b._fire(state, found, oid, card_of(state, oid), o.controller, SOME_REMOVED,
                     check=lambda tr: tr.filter.has_counter == kind, amount=-n)
        return
    for w in _b._battlefield_with(state, PUT_ON) if PUT_ON in index else ():
        for _ in range(min(n, _LIMIT)):
            _b._fire(state, found, w.id, card_of(state, w.id), w.controller, PUT_ON, oid,
                     lambda tr, w=w: tr.filter.has_counter == kind
                     and matches(state, oid, tr.filter, w.controller, w.id),
                     remembered=(oid,))


_b.register("counters", _on_counters)
