"""Conditions about what you control (registered in rules/condition_families.JUDGES;
oracle/conditions_control.py reads them):

- "controls_different_names": you control `count` or more permanents matching `filter` with
  different names (201.2; a face-down permanent has no name, 708.2);
- "controls_not_owned_at_least": you control `count` or more permanents you don't own (108.3);
- "controls_highest_mana_value": you control a permanent matching `filter` whose mana value
  is the highest among such permanents on the battlefield, or tied for it (202.3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_engine.rules.filters import matches

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def _different_names(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.rules.layers import characteristics

    names = {characteristics(state, oid).name for oid in state.battlefield
             if state.objects[oid].controller == you
             and matches(state, oid, c.filter, you, source)}
    names.discard("")
    return len(names) >= c.count


def _mana_value(state: GameState, oid: int) -> int:
    """202.3: a permanent's mana value, as rules/filters.py reads it (X its chosen value
    while it was a spell, 107.3m; a face-down one's card is its 0 face, 708.2)."""
    from mtg_engine.rules.layers import characteristics

    ch, o = characteristics(state, oid), state.objects[oid]
    return ch.card.mana_value + (o.x * ch.card.mana_cost.x_count if o.x else 0)


def _highest_mana_value(state: GameState, c: Condition, you: int, source: int) -> bool:
    values = [(_mana_value(state, oid), state.objects[oid].controller == you)
              for oid in state.battlefield if matches(state, oid, c.filter, you, source)]
    if not values:
        return False
    top = max(v for v, _ in values)
    return any(mine and v == top for v, mine in values)


JUDGES: dict[str, Callable[[GameState, Condition, int, int], bool]] = {
    "controls_different_names": _different_names,
    "controls_not_owned_at_least": lambda state, c, you, source: sum(
        1 for oid in state.battlefield if state.objects[oid].controller == you
        and state.objects[oid].owner != you) >= c.count,
    "controls_highest_mana_value": _highest_mana_value,
}
