""""Each creature deals 1 damage to its controller." (Rakdos Charm; 120.3, 120.1): the verb
`damage_own_controller` (cards/oracle/damage_controllers.py). The objects of the group are
found as the instruction begins; each deals the damage to the player controlling it then, all
of it at once (one damage event, 603.2c)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import amount_of, resolve_refs
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, player_ref


def v_damage_own_controller(state: GameState, frame: Frame, e: Effect) -> bool:
    n = amount_of(state, frame, e.get("amount"))
    sources = [(oid, characteristics(state, oid)) for oid in resolve_refs(state, frame, e.get("what"))
               if oid > 0 and oid in state.objects
               and state.objects[oid].zone is Zone.BATTLEFIELD]
    from mtg_engine.effects.verbs import one_damage_event

    start = len(state.log)
    for oid, ch in sources:
        prim.deal_damage(state, oid, ch.card, ch.controller, player_ref(ch.controller), n)
    one_damage_event(state, start)  # 120.3, 603.2c: dealt at once
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "damage_own_controller": v_damage_own_controller}
