"""406.3, 603.10a: "Whenever a creature is exiled from the battlefield" (cards/oracle/
trigger_exiled.py): a permanent moved from the battlefield to exile, matched as it last
existed on the battlefield (its "left_as" record, rules/last_known.py); leaves-the-battlefield
abilities look back in time, so a watcher exiled in the same event sees it too; the permanent
is remembered ("that creature")."""

from __future__ import annotations

from mtg_engine.rules import last_known
from mtg_engine.rules import trigger_base as _b
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "permanent_exiled"


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    if ev[4] != "battlefield" or ev[5] != "exile" or ev[1] not in batch.lki:
        return
    old, rec = ev[1], batch.lki[ev[1]]
    for wid, wcard, wctrl in _b._watchers(state, batch, EVENT):
        _b._fire(state, found, wid, wcard, wctrl, EVENT, old,
                 lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                     state, rec, tr.filter, wctrl, wid), remembered=(old,))


_b.register("move", _on_move, (EVENT,), looks_back=True)  # (its _watchers)
