"""Restrictions from static abilities (604.1, 611.3a): what a permanent's static ability
forbids other objects to do while it applies. Combat's restrictions on blocks are in
combat.py (509.1b); here: "its activated abilities can't be activated" and "activated
abilities of artifacts can't be activated" (602.5; 605.1a for mana abilities)."""

from __future__ import annotations

from mtg_engine.cards.dsl import StaticAbility
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState


def affected_by(state: GameState, st: StaticAbility, src: int, controller: int,
                oid: int) -> bool:
    """Is `oid` one of the objects the static ability `st` of `src` affects (613.1): the
    permanent itself, the one it enchants or equips (303.4, 301.5), or those matching its
    filter from its controller's point of view?"""
    from mtg_engine.rules.filters import matches

    if st.affects == "self":
        return oid == src
    if st.affects in ("enchanted", "equipped"):
        return state.objects[src].attached_to == oid
    return matches(state, oid, st.filter, controller, src)


def _any_static(state: GameState, field: str) -> bool:
    """Has any permanent a static ability with `field` set (a quick test, cached with the
    characteristics)?"""
    from mtg_engine.rules.layers import card_of

    key = ("restriction", field)
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is None:
        got = state._chars[key] = any(  # type: ignore[index]
            getattr(st, field) for oid in state.battlefield
            for st in card_of(state, oid).statics)
    return bool(got)


def activation_forbidden(state: GameState, oid: int, mana: bool) -> bool:
    """602.5: can't the activated abilities of `oid` be activated now? A static ability
    saying so applies while its "as long as" condition holds (611.3a); "unless they're mana
    abilities" lets `mana` abilities (605.1a) be."""
    from mtg_engine.rules.conditions import holds

    if not _any_static(state, "no_activation"):
        return False
    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if not st.no_activation or (mana and st.no_activation == "nonmana"):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            if affected_by(state, st, src, ch.controller, oid):
                return True
    return False


def uncounterable(state: GameState, spell: int) -> bool:
    """101.2: does a static ability on the battlefield say the spell `spell` can't be
    countered ("Creature spells you control can't be countered")? A spell or ability that
    would counter it does nothing to it."""
    from mtg_engine.rules.filters import matches

    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind == "spells_cant_be_countered" and \
                    matches(state, spell, st.filter, ch.controller, src):
                return True
    return False
