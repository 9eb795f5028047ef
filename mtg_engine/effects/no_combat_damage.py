""""~ assigns no combat damage this turn" (Ophidian, Dwarven Vigilantes, Laccolith Grunt): a
continuous effect from a resolved ability (611.2a) that lasts until the cleanup step (514.2)
and changes how combat damage is assigned (510.1a: each attacking or blocking creature
assigns combat damage equal to its power; this one assigns none). It changes no
characteristic (613): a `ContinuousEffect` of the pseudo-layer "combat" with the words
NO_COMBAT_DAMAGE, read by rules/combat_damage.py. No damage is assigned, so none is dealt
or prevented (not a prevention effect, 615)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import Zone

NO_COMBAT_DAMAGE = "assigns no combat damage"


def v_no_combat_damage(state: GameState, frame: Frame, e: Effect) -> bool:
    """The creatures `what` names assign no combat damage this turn (611.2c: those on the
    battlefield as it resolves)."""
    from mtg_engine.effects.references import resolve_refs

    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and r in state.objects
                     and state.objects[r].zone is Zone.BATTLEFIELD)
    if affected:
        eff = ContinuousEffect(layer="combat", affected=affected,
                               timestamp=state.new_timestamp(), keywords=(NO_COMBAT_DAMAGE,),
                               controller=frame.controller, source=frame.source)
        state.effects = (*state.effects, eff)
        state.log.append(("effect", "combat", affected, 0, 0, eff.keywords))
    return True


def assigns_no_combat_damage(state: GameState, oid: int) -> bool:
    """510.1a: an effect says this creature assigns no combat damage this turn."""
    return any(e.layer == "combat" and NO_COMBAT_DAMAGE in e.keywords and oid in e.affected
               for e in state.effects)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "no_combat_damage": v_no_combat_damage}
