"""120.4a: "Excess damage is dealt to that creature's controller instead." (Flame Spill): the
damage event is modified as it is dealt. For a creature, the excess is what exceeds lethal
damage (its toughness minus the damage already marked on it; any damage beyond 1 when the
source has deathtouch, 702.2); for a planeswalker, what exceeds its loyalty; for both, the
greater excess."""

from __future__ import annotations

from mtg_engine.core.types import CardType
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def split(state: GameState, target: int, amount: int, source: int) -> tuple[int, int]:
    """(the damage dealt to the permanent `target`, the excess) of `amount` from `source`."""
    o = state.objects.get(target)
    if o is None or o.zone is not Zone.BATTLEFIELD or amount <= 0:
        return amount, 0
    ch = characteristics(state, target)
    lethal: list[int] = []
    if ch.is_creature:
        left = max(0, ch.toughness - o.damage)
        src = state.objects.get(source)
        if src is not None and left and "deathtouch" in {
                str(k).lower() for k in characteristics(state, source).keywords}:
            left = 1  # 702.2: any nonzero damage is lethal from a deathtouch source
        lethal.append(left)
    if CardType.PLANESWALKER in ch.types:
        lethal.append(o.counters.get("loyalty", 0))
    if not lethal:
        return amount, 0
    kept = min(amount, min(lethal))  # (both: the greater of the two excesses)
    return kept, amount - kept
