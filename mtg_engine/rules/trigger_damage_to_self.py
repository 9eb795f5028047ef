"""510.2: "Whenever a creature deals combat damage to ~, destroy that creature." (event
`combat_damage_to_self_by`; the creature remembered, "that creature", 603.2). Each creature's
combat damage to the permanent is one event (510.2: one per source). On a delayed triggered
ability ("Until your next turn, whenever a creature deals combat damage to ~, ...": Vraska
the Unseen, rules/turn_triggers.py) "~" is the source of the ability that created it
(603.7d-e, `turn_triggers.stands_for`). Registered into rules/triggers.py's EVENT_HANDLERS."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

EVENT = "combat_damage_to_self_by"


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """A damage event ("damage", source, recipient, amount, combat): combat damage dealt to
    a permanent by a creature on the battlefield."""
    source, hurt = ev[1], ev[2]
    if not ev[4] or ev[3] <= 0 or hurt <= 0 or source not in state.battlefield \
            or EVENT not in _b._trigger_index(state):
        return
    from mtg_engine.rules.turn_triggers import stands_for

    for w in _b._battlefield_with(state, EVENT):
        if stands_for(state, w.id) != hurt:
            continue
        _b._fire(state, found, w.id, card_of(state, w.id), w.controller, EVENT, source,
                 lambda tr, w=w: matches(state, source, tr.filter, w.controller, w.id),
                 remembered=(source,), amount=ev[3])


_b.register("damage", _on_damage, (EVENT,))
