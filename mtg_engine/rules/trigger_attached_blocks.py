"""Block triggers of an Aura's or Equipment's creature that name the other creature (509.1h-i,
303.4, 301.5): "Whenever enchanted creature blocks a creature" triggers once for each creature
it blocks that matches the filter, "Whenever equipped creature becomes blocked by a creature"
once for each creature blocking it that matches; that other creature is remembered ("that
creature", 603.2, 608.2c). Registered into rules/triggers.py's EVENT_HANDLERS
(`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

_EVENTS = (("attached_blocks_creature", 1, 2), ("attached_blocked_by_creature", 2, 1))


def _on_block(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: _b.Batch) -> None:
    """("block", blocker, attacker): the Auras and Equipment attached to either."""
    index = _b._trigger_index(state)
    for event, me, other in _EVENTS:
        if event not in index or ev[me] not in state.battlefield or ev[other] not in state.objects:
            continue
        creature, them = ev[me], ev[other]
        for o in _b._battlefield_with(state, event):
            if o.attached_to != creature:
                continue
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, event, them,
                     lambda tr, o=o, them=them: matches(state, them, tr.filter, o.controller,
                                                        o.id),
                     remembered=(them,))


_b.register("block", _on_block)
