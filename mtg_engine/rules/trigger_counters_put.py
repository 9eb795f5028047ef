"""Trigger events of a player putting counters on permanents (122.6): "Whenever you put one or
more -1/-1 counters on a creature" (each creature counters are put on: one event per "counters"
event; the number put is the event's amount, "that many"), "Whenever you put one or more
counters on a creature you don't control", "Whenever you put one or more -1/-1 counters on ~".
The "counters" event names who put them (effects/primitives._putter: the controller of the
resolving spell or ability, of the source whose damage made them, 120.3d, or of the permanent
for a cost). The filter's `has_counter` is the kind put (the permanent has it once they are
put). Registered into rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Filter
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

ON_PERMANENT = "you_put_counters_on_permanent"
ON_SELF = "you_put_counters_on_self"


def _kind_put(f: Filter, kind: str) -> bool:
    """The filter's `has_counter` names the kind of counters put, not one the permanent has
    (a +1/+1 counter put on a creature with a -1/-1 counter is not "-1/-1 counters put")."""
    return f.has_counter in (None, kind)


def _on_counters(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """("counters", permanent, kind, n, who put them)."""
    oid, kind, n = ev[1], ev[2], ev[3]
    index = _b._trigger_index(state)
    if n <= 0 or len(ev) < 5 or (ON_PERMANENT not in index and ON_SELF not in index) \
            or oid not in state.battlefield:
        return
    putter = ev[4]
    for o in _b._battlefield_with(state, ON_PERMANENT):
        if o.controller == putter:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, ON_PERMANENT, oid,
                     lambda tr, o=o: _kind_put(tr.filter, kind)
                     and matches(state, oid, replace(tr.filter, has_counter=None),
                                 o.controller, o.id),
                     remembered=(oid,), amount=n)
    o = state.objects[oid]
    if ON_SELF in index and o.controller == putter:
        _b._fire(state, found, oid, card_of(state, oid), o.controller, ON_SELF, oid,
                 lambda tr: _kind_put(tr.filter, kind), amount=n)


_b.register("counters", _on_counters)
