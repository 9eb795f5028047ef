""""A creature dealt damage this way can't be regenerated this turn." (Incinerate, Flamebreak:
"Creatures dealt damage this way ..."): 701.15c, 611.2a: each creature the resolving spell's
or ability's source dealt damage to earlier in the same resolution (608.2c: "this way";
effects/exile_if_dies.damaged_this_way) can't be regenerated until the end of the turn: its
regeneration shields are not applied (effects/primitives.destroy). A creature dealt no damage
(all of it prevented, 615) keeps them. The verb `no_regeneration_this_way`."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_no_regeneration_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.cards.dsl_abilities import CANT_BE_REGENERATED
    from mtg_engine.effects.this_way_restrictions import grant_this_way

    return grant_this_way(state, frame, CANT_BE_REGENERATED)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "no_regeneration_this_way": v_no_regeneration_this_way}
