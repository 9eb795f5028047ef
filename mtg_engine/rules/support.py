"""Support N (701.35a): a +1/+1 counter on each of the chosen targets still legal (608.2b)
that is still a creature on the battlefield (cards/oracle/support.py)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.layers import is_creature
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_support(state: GameState, frame: Frame, e: Effect) -> bool:
    for ref in e.get("what"):
        for r in resolve_refs(state, frame, ref):  # (an illegal target: none, 608.2b)
            o = state.objects.get(r) if r > 0 else None
            if o is not None and o.zone is Zone.BATTLEFIELD and is_creature(state, r):
                prim.add_counters(state, r, "+1/+1", 1)
    return True


VERBS = {"support": v_support}
