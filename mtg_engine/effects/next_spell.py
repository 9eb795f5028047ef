""""The next creature spell you cast this turn can't be countered." (Insist; "The next instant
or sorcery spell ...", Overmaster): 101.2, 611.2a, 601.2i. The effect waits, on its
controller, for the first spell matching its filter that player casts this turn: as that spell
becomes cast (601.2i, rules/casting.became_cast) it can't be countered for as long as it is on
the stack (400.7; effects/player_restrictions.uncounterable_spells), and the effect has done
its work (a later spell isn't "the next"). Unused, it ends in the cleanup step (514.2). The
verb `uncounterable_next` (its `filter`: the spells, rules/restrictions.SPELL_FILTER_FIELDS)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import player_ref

NEXT_UNCOUNTERABLE = "the next spell can't be countered"


def v_uncounterable_next(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.player_restrictions import PLAYER_LAYER

    f = e.get("filter")
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(frame.controller),),
                           timestamp=state.new_timestamp(), keywords=(NEXT_UNCOUNTERABLE,),
                           controller=frame.controller, source=frame.source,
                           filter=f if isinstance(f, Filter) and f != Filter() else None)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


def spell_cast(state: GameState, player: int, sid: int) -> None:
    """601.2i: the spell `sid` `player` just cast is the next one each waiting effect of theirs
    whose filter it matches names: it can't be countered, and those effects are used up."""
    from mtg_engine.effects.player_restrictions import uncounterable_spells
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _spell_matches

    ref = player_ref(player)
    waiting = [e for e in state.effects if NEXT_UNCOUNTERABLE in e.keywords
               and ref in e.affected]
    if not waiting:
        return
    card = characteristics(state, sid).card
    used = [e for e in waiting if e.filter is None or _spell_matches(card, e.filter)]
    if not used:
        return
    state.effects = tuple(e for e in state.effects if not any(e is u for u in used))
    uncounterable_spells(state, (sid,), used[0].controller, used[0].source)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "uncounterable_next": v_uncounterable_next}
