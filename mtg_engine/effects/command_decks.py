"""The effect verbs of Planechase and Archenemy: "planeswalk" (701.24, rules/planechase.py),
Chaotic Aether's "each blank roll of the planar die is a {CHAOS} roll ..." and "abandon this
scheme" (701.26, rules/archenemy.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_planeswalk(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.24a: the ability's controller planeswalks (only the planar controller can)."""
    from mtg_engine.rules.planechase import planeswalk

    planeswalk(state, frame.controller)
    return True


def v_abandon(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.26: the scheme that is the ability's source (313.7: "this scheme") is abandoned, if
    it is still a face-up ongoing scheme."""
    from mtg_engine.rules.archenemy import abandon

    return abandon(state, frame.source)


def v_blank_rolls_chaos(state: GameState, frame: Frame, e: Effect) -> bool:
    """Chaotic Aether (rules/planechase.blank_rolls_chaos)."""
    from mtg_engine.rules.planechase import blank_rolls_chaos

    blank_rolls_chaos(state)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "planeswalk": v_planeswalk, "abandon": v_abandon, "blank_rolls_chaos": v_blank_rolls_chaos}
