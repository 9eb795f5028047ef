"""Static abilities that work from a graveyard (113.6b): an ability whose "as long as"
condition says its card is in its owner's graveyard functions there ("As long as Anger is in
your graveyard and you control a Mountain, creatures you control have haste." -- the
Incarnations), and only there (its condition is false anywhere else, 611.3a).

The layers (rules/layers._compute_battlefield) add these effects from the cards in graveyards,
"you" being the card's owner (404.1: a graveyard card's controller is its owner). A card with
such an ability moving into or out of a graveyard changes the permanents' characteristics
(rules/zones.perform_move says so); while one is in a graveyard, any move between hidden zones
is assumed to (layers.hidden_zones_matter reads the static abilities of graveyard cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import CardDef, Condition, StaticAbility

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

_WORKS: dict[int, tuple[CardDef, tuple[StaticAbility, ...]]] = {}


def in_graveyard_condition(c: Condition | None) -> bool:
    """Is `c` "~ is in your graveyard", alone or as one part of "A and B" (113.6b)?"""
    if c is None or c.negate:
        return False
    if c.kind == "self_in_graveyard":
        return True
    return c.kind == "all_of" and any(in_graveyard_condition(p) for p in c.parts)


def graveyard_abilities(card: CardDef) -> tuple[StaticAbility, ...]:
    """The static abilities of `card` that function in its owner's graveyard (memoised per
    card definition)."""
    memo = _WORKS.get(id(card))
    if memo is None or memo[0] is not card:
        if len(_WORKS) > 8192:
            _WORKS.clear()
        memo = _WORKS[id(card)] = (card, tuple(st for st in card.statics
                                               if in_graveyard_condition(st.when)))
    return memo[1]


def graveyard_statics(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """113.6b: the static abilities functioning from the cards in graveyards now."""
    out: list[tuple[GameObject, StaticAbility]] = []
    for p in state.players:
        for oid in p.graveyard:
            o = state.objects[oid]
            out += [(o, st) for st in graveyard_abilities(o.card)]
    return out


def off_battlefield_statics(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The static abilities the layers apply from outside the battlefield: emblems' (114.4,
    "you" their controller) and those working from graveyards (113.6b, "you" the owner)."""
    if state.command:  # (and 901.7, 904.8: face-up planes and schemes, command_zone.py)
        from mtg_engine.rules.command_zone import functioning_statics

        return [*functioning_statics(state), *graveyard_statics(state)]
    return graveyard_statics(state)
