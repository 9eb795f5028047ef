"""305.1, 205.4c: "When an opponent plays a nonbasic land" (cards/oracle/trigger_lands_played.py):
the land an opponent of the watcher's controller played, without the basic supertype as it is
on the battlefield; that player is remembered ("that player")."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.trigger_base import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

NONBASIC_EVENT = "opponent_plays_nonbasic_land"


def _on_play_land(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """("play_land", player, land)."""
    from mtg_engine.core.types import Supertype
    from mtg_engine.rules.layers import characteristics

    player, land = ev[1], ev[2]
    if land not in state.battlefield or Supertype.BASIC in characteristics(state, land).supertypes:
        return
    for o in _b._battlefield_with(state, NONBASIC_EVENT):
        if o.controller != player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, NONBASIC_EVENT,
                     remembered=(player_ref(player),))


_b.register("play_land", _on_play_land)
