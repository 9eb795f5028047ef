"""The trigger event "Whenever a creature you control explores" (701.40a-b: it explores once
the keyword action is done, even if some of it was impossible; effects/keyword_actions
.v_explore logs ("explored", the permanent)). The exploring permanent is remembered ("that
creature"). Registered into rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EXPLORES = "creature_explores"


def _on_explored(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    oid = ev[1]
    if EXPLORES not in _b._trigger_index(state) or oid not in state.battlefield:
        return  # (one that left the battlefield is matched no more: 701.40b)
    for o in _b._battlefield_with(state, EXPLORES):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EXPLORES, oid,
                 lambda tr, o=o: matches(state, oid, tr.filter, o.controller, o.id),
                 remembered=(oid,))


_b.register("explored", _on_explored)
