"""The additional costs of a spell cast by an effect (cascade 702.85a, suspend 702.62a, rebound
702.88a, Guile, madness 702.35a).

118.9 (118.9d): casting a spell "without paying its mana cost" (or for an alternative cost, as
madness) replaces only its mana cost: its additional costs (118.8: "as an additional cost to cast
this spell, sacrifice a creature", discard, pay life, casualty's "you may sacrifice") are still
paid (601.2f-h). The player announces the choice of how to pay them (601.2b), through
`game.pending` as any choice of an effect; if they can't be paid (118.3) the spell can't be cast
that way (601.2h) and the card stays where it is.

The chosen objects are kept in the resolving frame's vars ("add", id), ("add_done", 1).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import CastSpell, ChoiceDecision
from mtg_engine.cards.dsl import CardDef, Cost
from mtg_engine.effects.references import _ask
from mtg_engine.state.game_state import Frame, GameState

DONE = "add_done"
CHOSEN = "add"


def _cost(state: GameState, cid: int, card: CardDef) -> Cost | None:
    from mtg_engine.rules.casting import extra_cost

    return extra_cost(state, cid, card)  # 118.8: its own or casualty's (702.153a)


def problem(state: GameState, player: int, cid: int, card: CardDef) -> str | None:
    """118.3, 601.2h: the reason the additional cost of casting `card` (card `cid`) can't be
    paid, or None."""
    from mtg_engine.rules import ability_costs
    from mtg_engine.rules.casting import additional_choices

    if card.additional_options:
        # 118.8, 601.2b: an either/or additional cost ("sacrifice a creature or pay {3}") is
        # announced as the spell is cast; not yet for a spell cast by an effect: refused, so
        # the spell isn't cast without its cost (the card stays where it is)
        return "an either/or additional cost isn't announced for a spell cast by an effect"
    c = _cost(state, cid, card)
    if c is None:
        return None
    if c.pay_life and state.players[player].life < c.pay_life:
        return f"you can't pay {c.pay_life} life (119.4)"
    reason = ability_costs.cost_problem(state, player, cid, c)
    if reason:
        return reason
    if not additional_choices(state, player, cid, card):
        return "nothing to pay its additional cost with (118.3)"
    return None


def choose(state: GameState, frame: Frame, player: int, cid: int,
           card: CardDef) -> tuple[int, ...] | None:
    """601.2b, 601.2h: the objects chosen to pay the additional cost (sacrificed, discarded,
    tapped, returned, exiled); None while the player is asked (the answer comes back in
    `frame.answer`). Only one way to pay is not asked."""
    from mtg_engine.rules.casting import additional_choices

    got = [v for k, v in frame.vars if k == CHOSEN]
    if any(k == DONE for k, _ in frame.vars):
        return tuple(got)
    choices = additional_choices(state, player, cid, card)
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
    c = _cost(state, cid, card)
    purpose = "discard" if c is not None and c.discard else \
        "sacrifice" if c is not None and c.sacrifice is not None else "cost"
    _ask(state, ChoiceDecision(player, purpose, options, sizes[0], sizes[-1],
                               f"choose what to pay {card.name}'s additional cost with (118.8)"),
         "effect")
    return None


def pay(state: GameState, player: int, card: CardDef, cost: Cost | None, sid: int,
        chosen: tuple[int, ...]) -> None:
    """601.2h: pay the additional cost `cost` (as `_cost` said before the card moved) with the
    chosen objects; the spell `sid` remembers what it needs of it (608.2h: the sacrificed
    creature and its power; 702.153a: casualty paid)."""
    from mtg_engine.rules.casting import cast_choices, pay_other_costs
    from mtg_engine.rules.layers import characteristics

    if cost is None:
        return
    a = CastSpell(sid, additional=chosen)
    power = [characteristics(state, oid).power for oid in chosen
             if card.additional_cost is not None and card.additional_cost.sacrifice is not None]
    spell = state.mut(sid)
    spell.chosen = (*spell.chosen, *cast_choices(card, a, power))
    if len(power) == 1:  # 608.2h: "the sacrificed creature" (rules/amounts.py)
        spell.chosen = (*spell.chosen, ("sacrificed", str(chosen[0])))
    pay_other_costs(state, player, card, a, cost)


def cost_of(state: GameState, cid: int, card: CardDef) -> Cost | None:
    """The additional cost as it is before the card moves to the stack (for `pay`)."""
    return _cost(state, cid, card)


__all__ = ["choose", "cost_of", "pay", "problem"]
