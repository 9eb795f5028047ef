"""Effect verbs that forbid players something for the turn (101.2, 611.2a): "Target player
can't cast creature spells this turn.", "Your opponents can't cast spells this turn.", "Target
player can't play lands this turn." A `ContinuousEffect` of the pseudo-layer "player" on the
players' refs (no characteristic, 613), with the words of what they can't do ("can't cast",
the spells' `filter`; "can't play lands"), read by rules/restrictions.py and ended in the
cleanup step (514.2)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import player_ref

PLAYER_LAYER = "player"
CANT = {"cast": "can't cast", "play_lands": "can't play lands",
        "gain_life": "can't gain life"}  # 119.7 for the turn (rules/restrictions.py)


def v_player_restriction(state: GameState, frame: Frame, e: Effect) -> bool:
    """101.2: each player `who` names can't do `cant` this turn (611.2c: the players locked
    in as it resolves)."""
    from mtg_engine.effects.references import players_of

    players = players_of(state, frame, e.get("who"))
    if not players:
        return True
    f = e.get("filter")
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=tuple(player_ref(p) for p in players),
                           timestamp=state.new_timestamp(), keywords=(CANT[e.get("cant")],),
                           controller=frame.controller, source=frame.source,
                           filter=f if isinstance(f, Filter) and f != Filter() else None)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


ADDITIONAL_LAND = "may play an additional land"


def v_additional_land(state: GameState, frame: Frame, e: Effect) -> bool:
    """305.2, 611.2a: "You may play an additional land this turn.": one more land play for
    the controller this turn (rules/restrictions.land_drops counts these), ended in the
    cleanup step (514.2) like the restrictions above."""
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(frame.controller),),
                           timestamp=state.new_timestamp(), keywords=(ADDITIONAL_LAND,),
                           controller=frame.controller, source=frame.source)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


FLASH_THIS_TURN = "may cast as though it had flash"


def v_flash_this_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    """601.3b, 611.2a: "You may cast [creature] spells this turn as though they had flash.":
    the controller, for the turn (rules/restrictions.cast_as_though_flash), the spells'
    `filter` if any; ended in the cleanup step (514.2) like the effects above."""
    f = e.get("filter")
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(frame.controller),),
                           timestamp=state.new_timestamp(), keywords=(FLASH_THIS_TURN,),
                           controller=frame.controller, source=frame.source,
                           filter=f if isinstance(f, Filter) and f != Filter() else None)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "player_restriction": v_player_restriction, "additional_land": v_additional_land,
    "flash_this_turn": v_flash_this_turn}
