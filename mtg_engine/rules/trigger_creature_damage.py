"""Trigger events of damage dealt to a creature by another object (120.3e, 510.2; 603.2):
"Whenever equipped/enchanted creature deals (combat) damage to a creature" (301.5, 303.4: the
creature the Aura or Equipment is attached to deals it) and "Whenever a <filter> deals (combat)
damage to a creature" (a Sliver, a creature you control). Each creature dealt damage is one
event (one per source and creature: combat damage is dealt at once, 510.2); the creature dealt
damage is remembered ("that creature"). Registered into rules/triggers.py's EVENT_HANDLERS
(`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.core.types import CardType
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.state.game_state import GameState, PendingTrigger

_EVENTS = ("attached_damage_to_creature", "attached_combat_damage_to_creature",
           "creature_damage_to_creature", "creature_combat_damage_to_creature")


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """A damage event ("damage", source, recipient, amount, combat): a creature (120.3e) dealt
    damage by a creature on the battlefield."""
    source, hurt, combat = ev[1], ev[2], bool(ev[4])
    index = _b._trigger_index(state)
    if not any(name in index for name in _EVENTS) or ev[3] <= 0 or hurt <= 0 \
            or hurt not in state.objects or source not in state.battlefield \
            or CardType.CREATURE not in characteristics(state, hurt).types:
        return
    kinds = ("damage_to_creature", "combat_damage_to_creature") if combat \
        else ("damage_to_creature",)
    for kind in kinds:
        for o in _b._battlefield_with(state, "attached_" + kind):
            if o.attached_to == source:  # 301.5, 303.4
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller,
                         "attached_" + kind, hurt, remembered=(hurt,), amount=ev[3])
        for o in _b._battlefield_with(state, "creature_" + kind):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, "creature_" + kind,
                     hurt, lambda tr, o=o: matches(state, source, tr.filter, o.controller, o.id),
                     remembered=(hurt,), amount=ev[3])  # ("that much", 603.2)


_b.register("damage", _on_damage, _EVENTS)

_TO_PLANESWALKER = ("creature_damage_to_planeswalker", "creature_combat_damage_to_planeswalker")


def _on_planeswalker_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                            batch: _b.Batch) -> None:
    """120.3c: "Whenever a <filter> deals (combat) damage to a planeswalker": a damage event of
    a creature on the battlefield matching the filter, to a planeswalker (remembered: "that
    planeswalker"), the amount with it."""
    source, hurt, combat = ev[1], ev[2], bool(ev[4])
    index = _b._trigger_index(state)
    if not any(name in index for name in _TO_PLANESWALKER) or ev[3] <= 0 or hurt <= 0 \
            or hurt not in state.battlefield or source not in state.battlefield \
            or CardType.PLANESWALKER not in characteristics(state, hurt).types:
        return
    for name in _TO_PLANESWALKER if combat else _TO_PLANESWALKER[:1]:
        for o in _b._battlefield_with(state, name):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, hurt,
                     lambda tr, o=o: matches(state, source, tr.filter, o.controller, o.id),
                     remembered=(hurt,), amount=ev[3])


_b.register("damage", _on_planeswalker_damage, _TO_PLANESWALKER)
