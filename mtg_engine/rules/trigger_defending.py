"""506.2, 510.2: "Whenever ~ / enchanted creature deals combat damage to defending player"
(cards/oracle/trigger_defending.py): combat damage an attacking creature deals to its
defending player (the player it attacks, or the controller of the planeswalker it attacks),
scanned with the damage event while the creature is still attacking; that player is
remembered, and the damage dealt is the event's amount."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.keyword_abilities import defending_player_of
from mtg_engine.rules.trigger_base import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import ref_player

SELF_EVENT = "combat_damage_to_defending_player"
ATTACHED_EVENT = "attached_combat_damage_to_defending_player"


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """("damage", source, target, amount, combat, ...): a player target is a negative ref."""
    if not ev[4] or ev[2] >= 0 or ev[1] not in state.objects:
        return
    player = ref_player(ev[2])
    if player is None or defending_player_of(state, ev[1]) != player:
        return
    o = state.objects[ev[1]]
    _b._fire(state, found, o.id, card_of(state, o.id), o.controller, SELF_EVENT, ev[2],
             remembered=(ev[2],), amount=ev[3])
    _b._attached_to(state, found, o.id, ATTACHED_EVENT, ev[2], ev[3])


_b.register("damage", _on_damage, (SELF_EVENT, ATTACHED_EVENT))
