"""303.4, 701.3a: "Whenever an Aura becomes attached to ~" (cards/oracle/
trigger_attached_to_self.py): the ("attach", attachment, permanent) events (an Aura entering
the battlefield attached to it, 303.4f, or attached by an effect); the attachment, as it is,
must match the filter; it is remembered."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "attached_to_self"


def _on_attach(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    attachment, to = ev[1], ev[2]
    if to not in _b._trigger_index(state).get(EVENT, ()) or attachment not in state.objects:
        return
    o = state.objects[to]
    _b._fire(state, found, to, card_of(state, to), o.controller, EVENT, attachment,
             lambda tr: matches(state, attachment, tr.filter, o.controller, to),
             remembered=(attachment,))


_b.register("attach", _on_attach)
