""""Until end of turn, you may play lands and cast spells from your graveyard." (Yawgmoth's
Will, Gaea's Will: 601.3, 305.1, 611.2a): a player effect for the turn on the controller
(rules/play_permissions.graveyard_turn reads it), ended in the cleanup step (514.2). Cards
are played and cast from there as from a hand, paying their costs (a card with flashback or
another way of its own to be cast from a graveyard is cast that way only: rules/casting.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import player_ref


def v_graveyard_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.play_permissions import GRAVEYARD_TURN

    return permission_for_turn(state, frame, GRAVEYARD_TURN)


def permission_for_turn(state: GameState, frame: Frame, words: str,
                        spells: Filter | None = None) -> bool:
    """611.2a: the controller's permission `words` (of `spells` only) until end of turn."""
    eff = ContinuousEffect(layer="player", affected=(player_ref(frame.controller),),
                           timestamp=state.new_timestamp(), keywords=(words,),
                           controller=frame.controller, source=frame.source,
                           until="end_of_turn", filter=spells)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()  # (the castable cards are cached with them)
    state.log.append(("effect", "player", eff.affected, 0, 0, eff.keywords))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "graveyard_turn": v_graveyard_turn}
