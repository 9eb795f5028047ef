"""702.140d: "Whenever this creature mutates" / "Whenever a creature you control mutates"
(cards/oracle/trigger_mutates.py): the ("mutated", permanent, spell, name) event
rules/mutate.py logs as a mutating creature spell merges with a creature. Every ability of
the merged permanent triggers, those of the card that just merged with it too (702.140e: it
has them as the merge is complete); that creature is remembered ("that creature")."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

SELF_EVENT, EVENT = "self_mutates", "creature_mutates"


def _on_mutated(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: _b.Batch) -> None:
    oid = ev[1]
    if oid not in state.battlefield:
        return
    o = state.objects[oid]
    _b._fire(state, found, oid, card_of(state, oid), o.controller, SELF_EVENT)
    for w in _b._battlefield_with(state, EVENT):
        _b._fire(state, found, w.id, card_of(state, w.id), w.controller, EVENT, oid,
                 lambda tr, w=w: matches(state, oid, tr.filter, w.controller, w.id),
                 remembered=(oid,))


_b.register("mutated", _on_mutated)
