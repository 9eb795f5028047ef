"""702.33d: "Whenever a player kicks a spell" (cards/oracle/trigger_kicks.py): a spell just cast
with its kicker cost paid (once or more: multikicker, 702.33c), by any player; the caster is
remembered."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.trigger_base import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

EVENT = "player_kicks_spell"


def _on_cast(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    """("cast", player, spell, name)."""
    watchers = list(_b._battlefield_with(state, EVENT))
    if not watchers or ev[2] not in state.objects:
        return
    from mtg_engine.rules.conditions import kicks

    if kicks(state, ev[2]):
        for o in watchers:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT, ev[2],
                     remembered=(player_ref(ev[1]),))


_b.register("cast", _on_cast, (EVENT,))
