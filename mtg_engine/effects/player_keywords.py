""""You gain hexproof until your next turn." (Blossoming Calm), "You gain shroud until end of
turn." (Gilded Light): a player gains a keyword ability for a while (702.11c, 702.18a; 611.2a:
the effect of a resolved spell, 611.2c: the player locked in). A `ContinuousEffect` of the
pseudo-layer "player" on the player's ref with the keyword, as effects/player_restrictions.py
keeps the turn's restrictions, read by rules/restrictions.player_has; it ends in the cleanup
step (514.2) or as the controller's next turn begins (rules/durations.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.player_restrictions import PLAYER_LAYER
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import player_ref

PLAYER_KEYWORDS = ("hexproof", "shroud")


def v_player_keyword(state: GameState, frame: Frame, e: Effect) -> bool:
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(frame.controller),),
                           timestamp=state.new_timestamp(), keywords=(str(e.get("keyword")),),
                           controller=frame.controller, source=frame.source,
                           until=str(e.get("until") or "end_of_turn"))
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "player_keyword": v_player_keyword}
