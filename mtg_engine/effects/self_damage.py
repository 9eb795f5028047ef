""""Each creature deals damage to itself equal to its power." (Solar Blaze, Wave of
Reckoning; The Akroan War's "Each tapped creature ..."): each permanent of the group is the
source of damage equal to its power, dealt to itself (120.1, 120.3), all of it at once (one
simultaneous damage event, 120.3, 603.2c), each amount read as the instruction is carried out
(608.2h: the powers before any of the damage is dealt). A creature with 0 or less power deals
none (120.8)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_self_damage(state: GameState, frame: Frame, e: Effect) -> bool:
    """`self_damage: {what: <group>}`: each of its permanents deals damage equal to its power
    to itself."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.effects.verbs import one_damage_event
    from mtg_engine.rules.layers import characteristics

    dealers = [(o, characteristics(state, o)) for o in resolve_refs(state, frame, e.get("what"))
               if o > 0 and o in state.objects and state.objects[o].zone is Zone.BATTLEFIELD]
    start = len(state.log)
    for oid, ch in dealers:  # (the powers read before any damage: 608.2h)
        if oid in state.objects:
            prim.deal_damage(state, oid, state.objects[oid].card, ch.controller, oid, ch.power)
    one_damage_event(state, start)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"self_damage": v_self_damage}
