"""Monstrosity (701.31).

701.31a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it
and it becomes monstrous." 701.31b: monstrous is a designation of the permanent (kept in
`GameObject.chosen` as ("monstrous", N), so copies, saves and replays keep it exactly); it
lasts until the permanent leaves the battlefield (a new object is never monstrous, 400.7) and
is no part of its copiable values. Becoming monstrous is logged `("monstrous", oid, N)`: the
event "When ~ becomes monstrous" abilities look for (701.31c: N is the X of "monstrosity X").
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone


def is_monstrous(state: GameState, oid: int) -> bool:
    """701.31b: the permanent is monstrous."""
    o = state.objects.get(oid)
    return o is not None and any(k == "monstrous" for k, _ in o.chosen)


def v_monstrosity(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.31a: if the source isn't monstrous, N +1/+1 counters on it and it becomes monstrous
    (it still becomes monstrous if the counters can't be put on it, 701.31a: one instruction)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import amount_of

    o = state.objects.get(frame.source)
    if o is None or o.zone is not Zone.BATTLEFIELD or is_monstrous(state, frame.source):
        return True
    n = max(0, amount_of(state, frame, e.get("count")))
    if n:
        prim.add_counters(state, frame.source, "+1/+1", n)
    if frame.source in state.objects and not is_monstrous(state, frame.source) \
            and state.objects[frame.source].zone is Zone.BATTLEFIELD:
        m = state.mut(frame.source)
        m.chosen = (*m.chosen, ("monstrous", str(n)))
        state.characteristics_changed()  # 611.3a: "as long as ~ is monstrous" now holds
        state.log.append(("monstrous", frame.source, n))
    return True


def on_monstrous(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: object) -> None:
    """701.31: "When ~ becomes monstrous" (the event `("monstrous", oid, N)`); the permanent is
    on the battlefield as it happens (it just got the designation)."""
    from mtg_engine.rules.layers import card_of
    from mtg_engine.rules.trigger_base import _fire

    o = state.objects.get(ev[1])
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    _fire(state, found, ev[1], card_of(state, ev[1]), o.controller, "becomes_monstrous",
          amount=ev[2])
