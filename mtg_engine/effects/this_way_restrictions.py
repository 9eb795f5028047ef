""""Creatures dealt damage this way can't block this turn." (Huatli, Warrior Poet; "A creature
dealt damage this way ...", Ballista Wielder): 509.1b, 611.2a, 611.2c: each creature the
resolving spell's or ability's source dealt damage to earlier in the same resolution (608.2c:
"this way"; effects/exile_if_dies.damaged_this_way) can't block until the end of the turn; the
creatures are locked in as the effect begins. A creature dealt no damage (all of it prevented,
615) isn't one of them. The verb `restrict_this_way` (its `keyword`: "can't block")."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState

KEYWORDS = ("can't block",)  # (509.1b; rules/combat reads it from the characteristics)


def v_restrict_this_way(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.exile_if_dies import damaged_this_way

    keyword = str(e.get("keyword"))
    affected = tuple(damaged_this_way(state, frame))
    if affected:  # 611.2c: locked in now; it ends in the cleanup step (514.2)
        eff = ContinuousEffect(layer="6", affected=affected, timestamp=state.new_timestamp(),
                               keywords=(keyword,), controller=frame.controller,
                               source=frame.source)
        state.effects = (*state.effects, eff)
        state.characteristics_changed()
        state.log.append(("effect", eff.layer, affected, 0, 0, eff.keywords))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "restrict_this_way": v_restrict_this_way}
