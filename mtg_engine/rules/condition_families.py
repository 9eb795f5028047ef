"""Condition kinds judged outside rules/conditions.holds' own list: a registry (`JUDGES`, kind
-> judge) that `holds` consults before giving up, so that a new family is a function here (or
in its own module, registered here) and no new branch there.

- "self_monstrous": the source is monstrous (701.31b, rules/monstrosity.py).
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


JUDGES: dict[str, Judge] = {
    "self_monstrous": _self_monstrous,
}
