"""Trigger events of damage dealt by spells (120.3, 603.2c): "Whenever a spell / an instant or
sorcery spell you control deals damage" (once for the damage one instruction of the spell deals
at once, rules/trigger_combat._one_damage_event) and "... deals damage to an opponent" (each
damage event to an opponent; that player remembered, with the amount). The source is a spell
on the stack (112.1; a copy too). Registered into rules/triggers.py's EVENT_HANDLERS
(`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import StackKind, Zone, ref_player

DEALS = "spell_you_control_deals_damage"
TO_OPPONENT = "spell_you_control_damages_opponent"


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """("damage", source, recipient, amount, combat) from a spell on the stack."""
    from mtg_engine.rules.trigger_combat import _one_damage_event

    index = _b._trigger_index(state)
    src = state.objects.get(ev[1])
    if (DEALS not in index and TO_OPPONENT not in index) or ev[3] <= 0 or src is None \
            or src.zone is not Zone.STACK or src.kind is not StackKind.SPELL:
        return
    first, n = _one_damage_event(batch, ev, 1)
    for o in _b._battlefield_with(state, DEALS) if first else ():
        if o.controller == src.controller:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, DEALS, src.id,
                     lambda tr, o=o: matches(state, src.id, tr.filter, o.controller, o.id),
                     amount=n)
    player = ref_player(ev[2]) if ev[2] < 0 else None
    for o in _b._battlefield_with(state, TO_OPPONENT):
        if o.controller == src.controller and player in state.opponents(o.controller):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, TO_OPPONENT, src.id,
                     lambda tr, o=o: matches(state, src.id, tr.filter, o.controller, o.id),
                     remembered=(ev[2],), amount=ev[3])


_b.register("damage", _on_damage, (DEALS, TO_OPPONENT))
