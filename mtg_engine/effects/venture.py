"""The effect verb "venture into the dungeon" (701.46; the rules are rules/dungeons.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_venture(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.46: the spell's or ability's controller ventures into the dungeon."""
    from mtg_engine.rules.dungeons import venture

    return venture(state, frame, frame.controller)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"venture": v_venture}
