"""The trigger event "Whenever ~ crews a Vehicle" (702.122b: a creature crews a Vehicle when
it's tapped to pay the cost of the Vehicle's crew ability; rules/activation.py logs ("crews",
creature, Vehicle)). The Vehicle is remembered ("that Vehicle"). Registered into
rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

CREWS = "crews_vehicle"


def _on_crews(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: _b.Batch) -> None:
    creature, vehicle = ev[1], ev[2]
    if CREWS not in _b._trigger_index(state) or creature not in state.battlefield:
        return
    o = state.objects[creature]
    _b._fire(state, found, creature, card_of(state, creature), o.controller, CREWS, vehicle,
             remembered=(vehicle,))


_b.register("crews", _on_crews)
