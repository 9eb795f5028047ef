"""The effect verb that creates an emblem (114.2; the rules are rules/emblems.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_emblem(state: GameState, frame: Frame, e: Effect) -> bool:
    """114.2: each player named gets an emblem (rules/emblems.py)."""
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.emblems import create_emblem

    card = state.db.token(str(e.get("name")))
    for p in players_of(state, frame, e.get("who", "you")):
        create_emblem(state, p, card)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"emblem": v_emblem}
