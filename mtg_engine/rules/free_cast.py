"""The additional costs of a spell cast by an effect (cascade 702.85a, suspend 702.62a, rebound
702.88a, Guile, madness 702.35a).

118.9 (118.9d): casting a spell "without paying its mana cost" (or for an alternative cost, as
madness) replaces only its mana cost: its additional costs (118.8: "as an additional cost to cast
this spell, sacrifice a creature", discard, pay life, casualty's "you may sacrifice") are still
paid (601.2f-h). The player announces the choice of how to pay them (601.2b), through
`game.pending` as any choice of an effect; if they can't be paid (118.3) the spell can't be cast
that way (601.2h) and the card stays where it is.

An either/or additional cost (118.8: "sacrifice a creature or pay {3}") is announced too
(601.2b): its controller chooses one of the options they can pay (601.2h, 118.3), a decision
through `game.pending` (purpose OPTION_PURPOSE) when more than one can be; a mana option's mana
is paid (601.2f: a "without paying its mana cost" total cost is that mana alone; madness adds it
to the madness cost).

The chosen objects are kept in the resolving frame's vars ("add", id), ("add_done", 1); the
option announced in ("add_option", index), the card asked about in ("add_card", id).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.actions import CastSpell, ChoiceDecision
from mtg_engine.cards.dsl import CardDef, Cost
from mtg_engine.core.mana import ManaCost
from mtg_engine.effects.references import _ask
from mtg_engine.state.game_state import Frame, GameState

DONE = "add_done"
CHOSEN = "add"
OPTION = "add_option"
ASKED = "add_card"
OPTION_PURPOSE = "additional_option"


def _cost(state: GameState, cid: int, card: CardDef, option: int = -1,
          player: int = -1) -> Cost | None:
    from mtg_engine.rules.casting import extra_cost

    # 118.8: its own or casualty's (702.153a: its own, or given to `player`'s spell), or the
    # either/or option announced (601.2b)
    return extra_cost(state, cid, card, option=option, player=player)


def _option_problem(state: GameState, player: int, cid: int, card: CardDef,
                    option: int, mana: ManaCost | None) -> str | None:
    """Why the additional cost (option `option` of an either/or one) can't be paid (118.3,
    601.2h); `mana`: what else the cast costs in mana (a madness cost) with the option's."""
    from mtg_engine.rules import ability_costs
    from mtg_engine.rules.casting import additional_choices
    from mtg_engine.rules.mana import payment_for
    from mtg_engine.rules.spend import Spending

    c = _cost(state, cid, card, option, player)
    if c is None:
        return None
    from mtg_engine.rules.life_lock import can_pay_life

    if c.pay_life and not can_pay_life(state, player, c.pay_life):  # 119.4, 119.8
        return f"you can't pay {c.pay_life} life (119.4)"
    reason = ability_costs.cost_problem(state, player, cid, c)
    if reason:
        return reason
    if not additional_choices(state, player, cid, card, option=option):
        return "nothing to pay its additional cost with (118.3)"
    total = c.mana + mana if mana is not None else c.mana
    if total.mana_value and payment_for(state, player, total, 0,
                                        Spending("cast", cid, card)) is None:
        return f"you can't pay {total} (601.2g)"
    return None


def payable_options(state: GameState, player: int, cid: int, card: CardDef,
                    mana: ManaCost | None = None) -> tuple[int, ...]:
    """601.2b, 601.2h: the options of the card's either/or additional cost that can be paid
    ((-1,) for a card without one, if its additional cost can be)."""
    from mtg_engine.rules import additional_options

    return tuple(i for i in additional_options.indices(card)
                 if _option_problem(state, player, cid, card, i, mana) is None)


def problem(state: GameState, player: int, cid: int, card: CardDef,
            mana: ManaCost | None = None) -> str | None:
    """118.3, 601.2h: the reason the additional cost of casting `card` (card `cid`) can't be
    paid, or None (an either/or one: none of its options can be)."""
    if card.additional_options:
        if payable_options(state, player, cid, card, mana):
            return None
        return "none of its additional costs can be paid (118.3, 601.2h)"
    return _option_problem(state, player, cid, card, -1, None)


def option(state: GameState, frame: Frame, player: int, cid: int, card: CardDef,
           mana: ManaCost | None = None) -> int | None:
    """601.2b: the option of the card's either/or additional cost announced (-1 for a card
    without one); None while the player is asked (one option they can pay is not asked)."""
    got = [v for k, v in frame.vars if k == OPTION]
    if got:
        return got[0]
    if not card.additional_options:
        return -1
    ways = payable_options(state, player, cid, card, mana)
    pick: int | None = None
    if frame.answer is not None and len(frame.answer) == 1 and frame.answer[0] in ways:
        pick = frame.answer[0]
    elif len(ways) <= 1:
        pick = ways[0] if ways else -1
    if pick is not None:
        state.frame = replace(frame, answer=None, vars=(*frame.vars, (OPTION, pick)))
        return pick
    state.frame = replace(frame, answer=None, vars=(*frame.vars, (ASKED, cid)))
    _ask(state, ChoiceDecision(player, OPTION_PURPOSE, ways, 1, 1,
                               f"choose which additional cost of {card.name} to pay (601.2b)"),
         "effect")
    return None


def asked_card(state: GameState) -> CardDef | None:
    """The card whose either/or additional cost the pending decision asks about."""
    frame = state.frame
    cid = next((v for k, v in reversed(frame.vars) if k == ASKED), None) if frame else None
    return state.objects[cid].card if cid is not None and cid in state.objects else None


def choose(state: GameState, frame: Frame, player: int, cid: int,
           card: CardDef, option: int = -1) -> tuple[int, ...] | None:
    """601.2b, 601.2h: the objects chosen to pay the additional cost (sacrificed, discarded,
    tapped, returned, exiled); None while the player is asked (the answer comes back in
    `frame.answer`). Only one way to pay is not asked."""
    from mtg_engine.rules.casting import additional_choices

    got = [v for k, v in frame.vars if k == CHOSEN]
    if any(k == DONE for k, _ in frame.vars):
        return tuple(got)
    choices = additional_choices(state, player, cid, card, option=option)
    ways = {tuple(sorted(c)) for c in choices}
    if frame.answer is not None:
        pick = tuple(sorted(frame.answer))
        if pick in ways:
            state.frame = replace(frame, answer=None, vars=(
                *frame.vars, *((CHOSEN, x) for x in pick), (DONE, 1)))
            return pick
        state.frame = frame = replace(frame, answer=None)  # not a way to pay: asked again
    if len(choices) <= 1:
        pick = tuple(choices[0]) if choices else ()
        state.frame = replace(frame, vars=(*frame.vars, *((CHOSEN, x) for x in pick), (DONE, 1)))
        return pick
    sizes = sorted({len(c) for c in choices})
    options = tuple(sorted({x for c in choices for x in c}))
    c = _cost(state, cid, card, option, player)
    purpose = "discard" if c is not None and c.discard else \
        "sacrifice" if c is not None and c.sacrifice is not None else "cost"
    _ask(state, ChoiceDecision(player, purpose, options, sizes[0], sizes[-1],
                               f"choose what to pay {card.name}'s additional cost with (118.8)"),
         "effect")
    return None


def pay(state: GameState, player: int, card: CardDef, cost: Cost | None, sid: int,
        chosen: tuple[int, ...], option: int = -1) -> None:
    """601.2h: pay the additional cost `cost` (as `_cost` said before the card moved) with the
    chosen objects; the spell `sid` remembers what it needs of it (608.2h: the sacrificed
    creature and its power; 702.153a: casualty paid)."""
    from mtg_engine.rules.casting import cast_choices, pay_other_costs
    from mtg_engine.rules.layers import characteristics

    if cost is None:
        return
    a = CastSpell(sid, additional=chosen, additional_option=option)
    power = [characteristics(state, oid).power for oid in chosen
             if card.additional_cost is not None and card.additional_cost.sacrifice is not None]
    spell = state.mut(sid)
    spell.chosen = (*spell.chosen, *cast_choices(card, a, power))
    from mtg_engine.rules.cost_revealed import remember  # 118.8: "the revealed card"
    from mtg_engine.rules.optional_costs import controlled  # 118.8 ("as you cast")

    spell.chosen = (*spell.chosen, *controlled(state, player, card), *remember(cost, a))
    if len(power) == 1:  # 608.2h: "the sacrificed creature" (rules/amounts.py)
        spell.chosen = (*spell.chosen, ("sacrificed", str(chosen[0])))
    if chosen and not card.casualty and cost.sacrifice is not None \
            and card.additional_cost is None and not card.additional_options:  # 702.153a
        from mtg_engine.rules.casualty import PAID

        spell.chosen = (*spell.chosen, PAID)
    pay_other_costs(state, player, card, a, cost)


def cost_of(state: GameState, cid: int, card: CardDef, option: int = -1,
            player: int = -1) -> Cost | None:
    """The additional cost as it is before the card moves to the stack (for `pay`)."""
    return _cost(state, cid, card, option, player)


def option_mana(card: CardDef, option: int) -> ManaCost:
    """601.2f: the mana the announced option adds to the total cost."""
    from mtg_engine.rules import additional_options

    c = additional_options.chosen(card, option)
    return c.mana if c is not None else ManaCost()


def option_payment(state: GameState, player: int, cid: int, card: CardDef, option: int,
                   extra: tuple[int, ...], targets: tuple[int, ...] = ()) -> Any:
    """601.2f-g: the payment of the total cost of a spell cast without paying its mana cost:
    the announced option's mana plus the cost increases (Thalia; 903.8: the commander tax of
    one cast from the command zone) minus the reductions, which lower only its generic part
    (601.2f, 118.9d: `costs.cost_change`, X being 0, 107.3b); True when there is none to pay,
    False when it can't be paid (the objects in `extra` tapped for the additional cost can't
    also pay mana; those sacrificed can, 601.2g-h: rules/costs.not_for_mana). `targets`: the
    chosen targets (for "spells that target ~ cost {2} more")."""
    from mtg_engine.rules.costs import _with_generic_change, cost_change, not_for_mana
    from mtg_engine.rules.mana import find_payment
    from mtg_engine.rules.restricted_sources import payment_sources
    from mtg_engine.rules.spend import Spending

    mana = _with_generic_change(option_mana(card, option),  # (608.2g: cast as an instruction
        cost_change(state, player, cid, card, targets, timed=False))  # says: no flash needed)
    if not mana.mana_value:
        return True
    blocked = set(not_for_mana(state, _cost(state, cid, card, option, player), extra))
    spending = Spending("cast", cid, card)
    srcs = payment_sources(state, player, spending, blocked)  # 106.6
    pay = find_payment(state, player, mana, srcs, spending)
    return False if pay is None else pay


__all__ = ["OPTION_PURPOSE", "asked_card", "choose", "cost_of", "option", "option_mana",
           "option_payment", "pay", "payable_options", "problem"]
