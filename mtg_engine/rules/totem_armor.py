"""Totem armor (702.89): a static ability of some Auras.

702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and
destroy this Aura." A replacement effect (614.1a) offered by rules/replacement.py for each Aura
with totem armor (as the layers say now, 613.1f) attached to the permanent being destroyed;
when several apply (two such Auras, regeneration), its controller chooses one (616.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import ReplacementSpec
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

TOTEM_ARMOR = ReplacementSpec(event="destroy", instead="totem_armor",
                              text="totem armor: remove all damage and destroy this Aura")


def candidates(state: GameState, ev: Any) -> list[tuple[str, int]]:
    """(key, Aura) for each Aura with totem armor attached to the permanent `ev` would
    destroy."""
    from mtg_engine.rules.layers import characteristics

    out = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.attached_to == ev.obj and "Aura" in o.card.subtypes \
                and "totem armor" in characteristics(state, oid).keywords:
            key = f"totem{oid}"
            if key not in ev.applied:
                out.append((key, oid))
    return out


def instead(ev: Any, key: str) -> tuple[Any, ...]:
    """The events the destruction becomes: all damage removed from the permanent, then the
    Aura (named by the effect's key) destroyed (a new event, itself open to replacement)."""
    aura = int(key[len("totem"):])
    return (replace(ev, kind="remove_damage"), replace(ev, kind="destroy", obj=aura, applied=()))


def perform_remove_damage(state: GameState, oid: int) -> None:
    """"remove all damage marked on it" (120.6): the damage and the deathtouch mark (704.5h)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    o = state.mut(oid)
    o.damage = 0
    o.deathtouched = False
    state.log.append(("remove_damage", oid))
