"""120.4a: "Excess damage is dealt to that creature's controller instead." (Flame Spill): the
damage event is modified as it is dealt. For a creature, the excess is what exceeds lethal
damage (its toughness, or its power under a "lethal damage by power" static, minus the damage
already marked on it; any damage beyond 1 when the source has deathtouch, 702.2); for a
planeswalker, what exceeds its loyalty; for both, the greater excess."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.core.types import CardType
from mtg_engine.rules.combat_damage import lethal_damage
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def split(state: GameState, target: int, amount: int, source: int) -> tuple[int, int]:
    """(the damage dealt to the permanent `target`, the excess) of `amount` from `source`."""
    o = state.objects.get(target)
    if o is None or o.zone is not Zone.BATTLEFIELD or amount <= 0:
        return amount, 0
    ch = characteristics(state, target)
    lethal: list[int] = []
    if ch.is_creature:  # lethal damage as combat damage assignment reads it (120.4a, 120.6)
        deathtouch = source in state.objects and "deathtouch" in {
            str(k).lower() for k in characteristics(state, source).keywords}
        lethal.append(lethal_damage(state, target, deathtouch))
    if CardType.PLANESWALKER in ch.types:
        lethal.append(o.counters.get("loyalty", 0))
    if not lethal:
        return amount, 0
    kept = min(amount, min(lethal))  # (both: the greater of the two excesses)
    return kept, amount - kept


def deal_noting_excess(state: GameState, frame: Frame, e: Any, card: Any, source: int,
                       amount: int) -> bool:
    """120.10: the damage dealt to each recipient of `e`, then the excess damage dealt (what
    was dealt beyond lethal damage, or beyond a planeswalker's loyalty, before it was dealt:
    after prevention, 615) noted on the resolving frame: `did` 1 if there was any, and its
    amount as the frame's `x` ("that amount of excess damage": the reflexive trigger's X,
    effects/reflexive.py)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import resolve_refs

    excess = 0
    for r in resolve_refs(state, frame, e.get("to")):
        lethal = split(state, r, 1 << 30, source)[0] if r > 0 else None
        dealt = prim.deal_damage(state, source, card, frame.controller, r, amount,
                                 unpreventable=bool(e.get("unpreventable")))
        if lethal is not None and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD:
            excess += max(0, dealt - lethal)
    state.frame = replace(state.frame, did=1 if excess else 0, x=excess)
    return True
