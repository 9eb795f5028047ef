"""702.112b: "When ~ becomes renowned" / "Whenever a creature you control becomes renowned"
(cards/oracle/trigger_renowned.py): the ("renowned", creature) event rules/keyword_effects.v_renown
logs as a creature becomes renowned; that creature is remembered ("that creature")."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

SELF_EVENT, EVENT = "becomes_renowned", "creature_becomes_renowned"


def _on_renowned(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
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


_b.register("renowned", _on_renowned)
