"""Counters put on one object for those another has (122.1): "Put its counters on target
creature you control" (cards/oracle/counters_its.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import resolve_refs
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def source_counters(state: GameState, oid: int) -> tuple[tuple[str, int], ...]:
    """The counters on `oid` now, or as it last existed on the battlefield (608.2h: the log's
    "left_with_counters" record, rules/zones.py)."""
    o = state.objects.get(oid)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        return tuple(sorted((k, n) for k, n in o.counters.items() if n > 0))
    for ev in reversed(state.log):
        if ev[0] == "left_with_counters" and ev[1] == oid:
            return tuple((str(k), int(n)) for k, n in ev[2] if n > 0)
    return ()


def v_put_its_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.1: put on `to` as many counters of each kind as the source has (or had, 608.2h),
    each kind an event of its own through the replacements of putting counters (614.16)."""
    # `of: remembered`: the permanent the trigger's event involved (122.8, 603.10a)
    of = frame.remembered[0] if e.get("of") == "remembered" and frame.remembered \
        else (None if e.get("of") == "remembered" else frame.source)
    counters = source_counters(state, of) if of is not None else ()
    for r in resolve_refs(state, frame, e.get("to")):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            for kind, n in counters:
                prim.add_counters(state, r, kind, n)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "put_its_counters": v_put_its_counters}
