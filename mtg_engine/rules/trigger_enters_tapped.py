"""110.5, 603.6a: "Whenever a permanent enters the battlefield tapped and under your control"
(cards/oracle/trigger_enters_tapped.py): each permanent put onto the battlefield under the
watcher's controller's control (the watcher itself included) that is tapped as the move is
scanned, which is the status it entered with (nothing untaps it between its entering and the
scan of the batch of events it entered in); it is remembered ("untap it")."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.trigger_base import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "permanent_enters_tapped_yours"


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    """("move", old, new, ..., from, to, ...): `new` entered the battlefield."""
    if ev[5] != "battlefield" or not ev[2] or ev[2] not in state.battlefield:
        return
    new = state.objects[ev[2]]
    if not new.tapped:
        return
    for w in _b._battlefield_with(state, EVENT):
        if w.controller == new.controller:
            _b._fire(state, found, w.id, card_of(state, w.id), w.controller, EVENT, new.id,
                     remembered=(new.id,))


_b.register("move", _on_move, (EVENT,))
