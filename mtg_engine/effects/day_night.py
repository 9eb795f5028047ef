""""It becomes night." (724.1): the game gains that designation (rules/faces.become: the
daybound permanents transform, 702.145b, and "day becomes night" triggers, 724.1a). If the
game has it already, nothing happens: it doesn't become night again."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.faces import become
from mtg_engine.state.game_state import Frame, GameState


def v_become_day_night(state: GameState, frame: Frame, e: Effect) -> bool:
    value = str(e.get("value"))
    if state.day_night != value:
        become(state, value)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "become_day_night": v_become_day_night}
