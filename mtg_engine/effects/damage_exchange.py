""""Target creature an opponent controls deals damage equal to its power to each other creature
that player controls, then each of those creatures deals damage equal to its power to that
creature." (Alpha Brawl; 120.3, 208.1, 608.2c): the verb `damage_exchange`
(cards/oracle/damage_exchange.py).

The creature `what` names (608.2b: none if it is gone) deals damage equal to its power as the
instruction begins to each other creature its controller controls, all at once; then each of
those creatures still on the battlefield deals damage equal to its power then (after the
first damage: -1/-1 counters from wither or infect count, 702.80, 702.90) to it, all at once.
No state-based action is checked in between (704.3: the spell is still resolving), so a
creature dealt lethal damage still deals its damage back. A power of 0 or less deals none
(120.8)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _on_battlefield(state: GameState, oid: int) -> bool:
    return oid > 0 and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD


def v_damage_exchange(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.verbs import one_damage_event

    named = [o for o in resolve_refs(state, frame, e.get("what")) if _on_battlefield(state, o)]
    if len(named) != 1:
        return True
    it = named[0]
    ch = characteristics(state, it)
    those = [o for o in list(state.battlefield) if o != it
             and characteristics(state, o).is_creature
             and characteristics(state, o).controller == ch.controller]
    start = len(state.log)
    for o in those:  # 120.3: one creature deals damage to each of them at once
        prim.deal_damage(state, it, ch.card, ch.controller, o, max(0, ch.power))
    one_damage_event(state, start)
    start = len(state.log)
    for o in those:  # then each of those creatures, to it, at once
        if not (_on_battlefield(state, o) and _on_battlefield(state, it)):
            continue
        och = characteristics(state, o)
        prim.deal_damage(state, o, och.card, och.controller, it, max(0, och.power))
    one_damage_event(state, start)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "damage_exchange": v_damage_exchange}
