"""510.2: "When you're dealt combat damage" / "Whenever combat damage is dealt to you"
(cards/oracle/trigger_combat_damage_you.py): the combat damage of one combat damage step is
dealt at once, one event for the player dealt it however many sources dealt it; the ability
triggers once, on the first of the step's ("damage", source, player, amount, combat) events
to that player in the batch."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import ref_player

EVENT = "you_dealt_combat_damage"


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    if not ev[4] or ev[2] >= 0 or ev[3] <= 0 or EVENT not in _b._trigger_index(state):
        return
    first = next(e for e in batch.events
                 if e[0] == "damage" and e[4] and e[2] == ev[2] and e[3] > 0)
    if first is not ev:
        return
    player = ref_player(ev[2])
    for o in _b._battlefield_with(state, EVENT):
        if o.controller == player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT,
                     amount=sum(e[3] for e in batch.events if e[0] == "damage" and e[4]
                                and e[2] == ev[2]))


_b.register("damage", _on_damage, (EVENT,))
