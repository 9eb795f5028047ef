"""Condition kinds judged outside rules/conditions.holds' own list: a registry (`JUDGES`, kind
-> judge) that `holds` consults before giving up, so that a new family is a function here (or
in its own module, registered here) and no new branch there.

- "self_monstrous": the source is monstrous (701.31b, rules/monstrosity.py);
- "self_in_graveyard": the source is a card in the graveyard of the ability's controller
  (404.1; "if ~ is in your graveyard": its owner, 108.4a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState

Judge = Callable[["GameState", "Condition", int, int], bool]


def _self_monstrous(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """701.31b: "as long as ~ is monstrous" / "if ~ is monstrous" (a permanent only: a new
    object is never monstrous, 400.7)."""
    from mtg_engine.rules.monstrosity import is_monstrous

    return source in state.battlefield and is_monstrous(state, source)


def _self_in_graveyard(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """404.1: the source is in `controller`'s graveyard (a card put there is a new object,
    400.7: the ability's source is the card in the graveyard itself)."""
    return source in state.players[controller].graveyard


JUDGES: dict[str, Judge] = {
    "self_monstrous": _self_monstrous,
    "self_in_graveyard": _self_in_graveyard,
}
