"""106.12, 605.1b: "Whenever you tap ~ for mana, ..." (cards/oracle/trigger_tapped_self.py): the
permanent was tapped to activate its mana ability (logged as its tap, then the mana it added:
rules/casting.pay_cost, as trigger_events_batch._tapped_for_mana reads it). The ability adds no
mana, so it isn't a mana ability: it triggers as usual and goes on the stack."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "tapped_self_for_mana"


def _on_tap(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
            batch: _b.Batch) -> None:
    oid = ev[1]
    if oid not in _b._trigger_index(state).get(EVENT, ()) or oid not in state.battlefield:
        return
    i = batch.events.index(ev)
    if i + 1 >= len(batch.events) or batch.events[i + 1][0] != "mana":
        return  # (tapped for another reason: an attack, a cost of another ability, an effect)
    o = state.objects[oid]
    _b._fire(state, found, oid, card_of(state, oid), o.controller, EVENT)


_b.register("tap", _on_tap, (EVENT,))
