"""Alternative costs printed on a card (118.9): "You may [action] rather than pay this spell's
mana cost" and "If [condition], you may cast this spell without paying its mana cost" (Force
of Will, Daze, Snuff Out, Gush, the Mercadian Masques Legates, the Borderposts).

118.9: the alternative cost is an `AltCost` of kind "alternative" (its mana in `mana`, {0}
when it has none) or "free" (no mana at all), chosen as `CastSpell.alt_cost` as the spell is
announced (601.2b). 118.9a: only one alternative cost for a spell (the action names one).
118.9b: it is optional; `condition` says when it may be chosen ("If you control a Swamp",
"If it's not your turn"), judged as the spell is announced (the card still in its zone).
118.9c: the spell's mana cost doesn't change (its mana value is the printed one).
118.9d, 601.2f: additional costs, cost increases and reductions apply to it
(rules/costs.total_cost adds them to the alternative cost as to the mana cost).
107.3b: a spell with {X} in its mana cost cast for an alternative cost without X has X = 0;
107.3a: for the Shoals X is the mana value of the card exiled ("exile a red card with mana
value X from your hand"), the only X they may be announced with then (`fixed_x`).

Its parts other than mana (`cost`: pay life, sacrifice, discard, return or tap permanents you
control, exile cards from your graveyard or from your hand) are paid as an additional cost's
are (601.2h, rules/casting.pay_other_costs): the objects they use are chosen as
`CastSpell.additional`, listed by casting.additional_choices. A card with such a part has no
other additional cost choosing objects (cards/dsl_cards.py refuses it).
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from mtg_engine.cards.dsl import AltCost, CardDef, Cost
from mtg_engine.rules.filters import matches
from mtg_engine.rules.x_filters import bind
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

CHOICE_LIMIT = 64  # at most this many ways of exiling cards from the hand are listed


def chosen(card: CardDef, alt: int) -> AltCost | None:
    """The printed alternative cost announced as number `alt` (118.9), or None."""
    if 0 <= alt < len(card.alt_costs) and card.alt_costs[alt].kind in ("alternative", "free"):
        return card.alt_costs[alt]
    return None


def other_parts(card: CardDef, alt: int) -> Cost | None:
    """The parts other than mana of the alternative cost announced (118.9), or None."""
    a = chosen(card, alt)
    return a.cost if a is not None else None


def condition_problem(state: GameState, player: int, oid: int, alt: AltCost) -> str | None:
    """118.9b: why the alternative cost may not be chosen now ("If you control a Swamp"),
    judged for the card `oid` being cast by `player`; None when it may."""
    if alt.condition is None:
        return None
    from mtg_engine.rules.conditions import holds

    if holds(state, alt.condition, player, oid):
        return None
    return "the condition of that alternative cost doesn't hold now (118.9)"


def _hand_pool(state: GameState, player: int, cid: int, c: Cost,
               x: int | None = None) -> list[int]:
    """The cards in the player's hand an "exile a [quality] card from your hand" cost may
    exile: not the spell itself (601.2a: it is on the stack by the time costs are paid).
    "with mana value X" (the Shoals): with `x`, only those of that mana value; without it,
    any (the card chosen defines X, `fixed_x`)."""
    f = c.exile_hand_filter
    if f is not None and f.x_fields:
        f = bind(f, x) if x is not None else replace(f, x_fields=(), **dict.fromkeys(
            f.x_fields))
    return [h for h in state.players[player].hand if h != cid and (
        f is None or matches(state, h, f, player, cid))]


def hand_choices(state: GameState, player: int, cid: int, c: Cost) -> list[tuple[int, ...]]:
    """The ways to choose the cards an "exile N [quality] cards from your hand" cost exiles."""
    return list(itertools.islice(itertools.combinations(_hand_pool(state, player, cid, c),
                                                        c.exile_hand), CHOICE_LIMIT))


def x_by_exiled(alt: AltCost) -> bool:
    """107.3a: is X the mana value of the card the alternative cost exiles ("You may exile a
    red card with mana value X from your hand rather than pay this spell's mana cost")?"""
    return alt.cost is not None and alt.cost.exile_hand_filter is not None \
        and bool(alt.cost.exile_hand_filter.x_fields)


def fixed_x(state: GameState, card: CardDef, alt: int,
            picked: tuple[int, ...]) -> tuple[int] | None:
    """The only X the spell may be announced with (107.3a: the mana value of the card its
    alternative cost exiles), or None when it isn't so defined."""
    a = chosen(card, alt)
    if a is None or not x_by_exiled(a) or len(picked) != 1 or picked[0] not in state.objects:
        return None
    return (state.objects[picked[0]].card.mana_value,)


def hand_problem(state: GameState, player: int, cid: int, c: Cost,
                 picked: tuple[int, ...], x: int = 0) -> str | None:
    """Are `picked` the right number of different cards of the hand the cost may exile (of
    mana value `x` for "with mana value X")?"""
    pool = set(_hand_pool(state, player, cid, c, x))
    if len(pool) < c.exile_hand:
        return f"you have fewer than {c.exile_hand} such card(s) in hand to exile (118.3)"
    if len(picked) != c.exile_hand or len(set(picked)) != len(picked) or not pool >= set(picked):
        return f"choose {c.exile_hand} card(s) in your hand to exile for its cost (118.9)"
    return None


def exile_from_hand(state: GameState, picked: tuple[int, ...]) -> None:
    """601.2h: pay "exile ... from your hand" (the cards were chosen as the spell was cast)."""
    for oid in picked:
        move_object(state, oid, Zone.EXILE)
