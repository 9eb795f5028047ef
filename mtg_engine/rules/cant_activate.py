""""During your turn, your opponents can't cast spells or activate abilities of artifacts,
creatures, or enchantments." (Grand Abolisher): a static ability (kind `cant_activate`) that
forbids players (its `whose`, from its controller's side) to activate the abilities of the
permanents matching `filter` (101.2: a "can't" beats any permission, mana abilities included,
605.1a), while its `as_long_as` condition holds (611.3a). It's the player who can't: a
permanent's "Any player may activate this ability." (602.2) doesn't let them either, and the
ability's controller's own activation stays legal. Read as an ability's cost is checked
(rules/activation.ability_cost_problem) and as mana sources are listed (rules/mana.py)."""

from __future__ import annotations

from mtg_engine.rules.conditions import holds
from mtg_engine.rules.filters import matches
from mtg_engine.rules.restrictions import _static_kinds, statics_for
from mtg_engine.state.game_state import GameState

CANT_ACTIVATE = "cant_activate"  # the static ability's DSL kind


def cant_activate(state: GameState, player: int, oid: int) -> bool:
    """101.2: is `player` forbidden to activate the abilities of `oid` now (a permanent's
    matching the filter; with a `condition`, any object's)?"""
    if CANT_ACTIVATE not in _static_kinds(state):
        return False  # (the quick test first: asked for every decision)
    from mtg_engine.state.objects import Zone

    o = state.objects.get(oid)
    permanent = o is not None and o.zone is Zone.BATTLEFIELD
    for src, controller, st in statics_for(state, player, CANT_ACTIVATE):
        if st.when is not None and not holds(state, st.when, controller, src):
            continue
        if st.condition:  # "... only during their own turns" (101.2; oracle/cast_timing.py)
            from mtg_engine.rules.restrictions import _caster_timing_forbids

            if _caster_timing_forbids(state, player, st.condition):
                return True
            continue  # (any ability, a card's in a hand or graveyard too)
        if permanent and matches(state, oid, st.filter, controller, src):
            return True  # ("abilities of artifacts ...": of permanents)
    return False


CANT_ACTIVATE_LOYALTY = "cant_activate_loyalty"  # "... can't activate planeswalkers' loyalty
# abilities." (The Immortal Sun; its `whose` from its controller's side)


def loyalty_forbidden(state: GameState, player: int) -> bool:
    """101.2, 606.3: is `player` forbidden to activate loyalty abilities now (a static
    ability; or this turn, 611.2a: "Your opponents can't ... activate planeswalkers' loyalty
    abilities this turn.")?"""
    from mtg_engine.rules.restrictions import _player_statics, _turn_forbids

    return bool(_player_statics(state, player, CANT_ACTIVATE_LOYALTY)) or (
        bool(state.effects) and _turn_forbids(state, player, "can't activate loyalty abilities"))


def nonmana_forbidden(state: GameState, player: int) -> bool:
    """101.2, 602.5, 611.2a: is `player` forbidden this turn to activate abilities that aren't
    mana abilities (605.1a; "... and that player can't activate abilities that aren't mana
    abilities.", Abeyance)? Loyalty abilities are such abilities too."""
    from mtg_engine.rules.restrictions import _turn_forbids

    return bool(state.effects) and _turn_forbids(
        state, player, "can't activate abilities that aren't mana abilities")
