"""`train` (702.149a: training's "put a +1/+1 counter on this creature"; cards/keyword_dsl.py):
the counter put on the source, and, when one was put (614: a replacement may prevent it, or
change how many), the event ("trained", creature) for "Whenever ~ trains" (702.149c:
"When a resolving training ability puts a +1/+1 counter on this creature";
rules/trigger_trains.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_train(state: GameState, frame: Frame, e: Effect) -> bool:
    oid = frame.source
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return True  # (it left: no counter is put, 400.7)
    before = o.counters.get("+1/+1", 0)
    prim.add_counters(state, oid, "+1/+1", 1)
    now = state.objects.get(oid)
    if now is not None and now.counters.get("+1/+1", 0) > before:
        state.log.append(("trained", oid))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"train": v_train}
