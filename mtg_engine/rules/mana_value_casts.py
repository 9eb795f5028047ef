""""Your opponents can't cast spells with even mana values." (Void Winnower): a "can't cast"
static (101.2) whose filter names the spell's mana value's parity (`mana_value_odd`, 202.3).

A spell's mana value counts X as the number chosen for it (202.3e, 107.3). 601.3a: a player may
begin to cast a spell if a choice made while proposing it (X, 601.2b) could let it be cast;
so a card with {X} in its mana cost isn't forbidden before X is chosen
(restrictions.cast_forbidden skips it), and the cast is checked with its X
(`forbidden_with_x`: the casts offered leave out the X that can't be chosen, and a cast with
one is refused, rules/casting.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef
    from mtg_engine.state.game_state import GameState


def has_x(card: CardDef) -> bool:
    """Has the card {X} in its mana cost (107.3)?"""
    return card.mana_cost.has_x


def mana_value_with_x(card: CardDef, x: int) -> int:
    """202.3e: the spell's mana value, X being `x`."""
    return card.mana_cost.with_x(x).mana_value if has_x(card) else card.mana_cost.mana_value


def forbidden_with_x(state: GameState, player: int, card: CardDef, x: int) -> str | None:
    """101.2, 601.3a: does a "can't cast spells with even / odd mana values" static forbid
    `player` the card cast with X = `x`? The reason, or None (a card without X is judged by
    restrictions.cast_forbidden)."""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import (
        _spell_matches,
        _static_kinds,
        _whose,
        static_sources,
    )

    if not has_x(card) or "cant_cast" not in _static_kinds(state):
        return None
    odd = mana_value_with_x(card, x) % 2 == 1
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            f = st.filter
            if st.kind != "cant_cast" or f.mana_value_odd is None \
                    or not _whose(state, st, src, ch.controller, player):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            from dataclasses import replace

            if odd == f.mana_value_odd and _spell_matches(card, replace(f, mana_value_odd=None)):
                return f"{ch.name} says you can't cast it with that X (101.2, 601.3a)"
    return None
