"""400.7: a permanent returned from the battlefield to its owner's hand (cards/oracle/
trigger_returned.py): "self_returned_to_your_hand" (the source itself, looking back in time,
603.10a: from its card as it last existed there), "permanent_returned_to_your_hand" (a
permanent the watcher's controller owns; the filter matched as it last existed, "another"
not the watcher itself) and "permanent_returned_to_players_hand" (any player's: that player,
its owner, is the event's player). The permanent is remembered."""

from __future__ import annotations

from mtg_engine.rules import last_known
from mtg_engine.rules import trigger_base as _b
from mtg_engine.state.game_state import GameState, PendingTrigger

SELF_EVENT = "self_returned_to_your_hand"
YOURS = "permanent_returned_to_your_hand"
PLAYERS = "permanent_returned_to_players_hand"


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    """("move", old, new, ..., from, to, ...) from the battlefield to a hand."""
    old, new = ev[1], ev[2]
    if ev[4] != "battlefield" or ev[5] != "hand" or old not in batch.lki \
            or new not in state.objects:
        return
    rec, owner = batch.lki[old], state.objects[new].owner
    for wid, wcard, wctrl in batch.left:
        if wid == old and wctrl == owner and any(t.event == SELF_EVENT for t in wcard.triggers):
            _b._fire(state, found, wid, wcard, wctrl, SELF_EVENT, old, remembered=(old,))
    for name in (YOURS, PLAYERS):
        for wid, wcard, wctrl in _b._watchers(state, batch, name):
            if name == YOURS and wctrl != owner:
                continue
            _b._fire(state, found, wid, wcard, wctrl, name, old,
                     lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                         state, rec, tr.filter, wctrl, wid),
                     remembered=(old,), event_player=owner)


_b.register("move", _on_move, (SELF_EVENT, YOURS, PLAYERS), looks_back=True)  # (batch.left, _watchers)
