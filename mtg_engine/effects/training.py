"""`train` (702.149a: training's "put a +1/+1 counter on this creature"; cards/keyword_dsl.py):
the counter put on the source, and, when one was put (614: a replacement may prevent it, or
change how many; 616.1: its controller may first choose their order), the event ("trained",
creature) for "Whenever ~ trains" (702.149c:
"When a resolving training ability puts a +1/+1 counter on this creature";
rules/trigger_trains.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

# (the cause of the counters event training's ability puts: the event may wait for a choice)
TRAINING = "training"


def v_train(state: GameState, frame: Frame, e: Effect) -> bool:
    oid = frame.source
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return True  # (it left: no counter is put, 400.7)
    prim.add_counters(state, oid, "+1/+1", 1, cause=f"{TRAINING}:{frame.stack_id}")
    return True


def counters_put(state: GameState, ev: Any, before: int) -> None:
    """702.149c, 616.1: the counters event training's ability caused is performed (now, or
    once its controller has chosen the order of the replacement effects that apply to it, 616.1
    (rules/replacement.replace_event): the creature trains when a +1/+1 counter was put on it,
    once for that ability however many events the replacements made of it."""
    o = state.objects.get(ev.obj)
    if o is None or o.counters.get("+1/+1", 0) <= before:
        return  # (none put: 614, 101.2)
    mark = ("trained", ev.obj, ev.cause)
    if mark not in state.log.since(max(0, len(state.log) - 50)):
        state.log.append(mark)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"train": v_train}
