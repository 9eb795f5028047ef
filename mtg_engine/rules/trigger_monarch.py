"""720.3: "Whenever you become the monarch" (cards/oracle/trigger_monarch.py): the ("monarch",
player) event rules/monarch.become_monarch logs as the designation passes to a player (not
when that player already has it) triggers the abilities of that player's permanents."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "you_become_monarch"


def _on_monarch(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: _b.Batch) -> None:
    for o in _b._battlefield_with(state, EVENT):
        if o.controller == ev[1]:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT)


_b.register("monarch", _on_monarch)
