"""Madness (702.35): "If a player would discard this card, that player discards it, but
exiles it instead of putting it into their graveyard" and "When this card is exiled this way,
its owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard." (702.35a)

- the replacement: rules/replacement.py offers MADNESS_EXILE for a discard of a card with a
  madness cost (the card is still discarded: "discard" triggers see it);
- the trigger: rules/triggers.py fires the card's MADNESS_TRIGGER (cards/dsl.py) when a
  discarded card went to exile this way (`exiled_by_madness`);
- its resolution (`cast_or_bury`, the verb `madness_cast`): the owner may cast the card from
  exile, paying its madness cost (an alternative cost, 702.35b, 601.2b and 601.2f-h: cost
  increases and reductions apply) at once, whatever its card type (the permission is given
  while the trigger resolves); if not, it goes to the graveyard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import CardDef, ReplacementSpec
from mtg_engine.core.mana import ManaCost
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import StackKind, Zone

# 702.35a: "that player discards it, but exiles it instead of putting it into their graveyard"
MADNESS_EXILE = ReplacementSpec(event="move", instead="exile",
                                text="madness: exile it instead of putting it into the graveyard")


def madness_cost(card: CardDef) -> ManaCost | None:
    return alt_cost_mana(card, "madness")


def exiled_by_madness(events: list[tuple], discarded: int) -> int:  # type: ignore[type-arg]
    """The card in exile that the discard of object `discarded` became (0 if it didn't go to
    exile): the madness trigger's source."""
    for ev in events:
        if ev[0] == "move" and ev[1] == discarded and ev[5] == "exile":
            return int(ev[2])
    return 0


def cast_or_bury(state: GameState, frame: Frame) -> bool:
    """The madness trigger resolving: may cast (decision "pay"), its targets (decisions), the
    cost paid; else the card is put into its owner's graveyard. False while waiting."""
    return cast_for_alt_cost(state, frame, "madness", Zone.EXILE, _bury)


def _bury(state: GameState, oid: int) -> None:
    from mtg_engine.rules.zones import move_object

    move_object(state, oid, Zone.GRAVEYARD)  # 702.35a: "If that player doesn't, ..."


def alt_cost_mana(card: CardDef, kind: str) -> ManaCost | None:
    return next((a.mana for a in card.alt_costs if a.kind == kind), None)


def _x_options(state: GameState, player: int, oid: int, card: CardDef,
               base: ManaCost) -> tuple[int, ...]:
    """107.3a, 601.2f: the values of X (0 first) for which `player` can pay the alternative
    cost `base` now, with its cost changes (at least 0: the cast was offered for X = 0)."""
    from mtg_engine.rules import costs
    from mtg_engine.rules.mana import payment_for
    from mtg_engine.rules.spend import Spending

    out = [0]
    while len(out) < 100:
        cost = costs._with_generic_change(base.with_x(len(out)), costs.cost_change(
            state, player, oid, card)) + costs.mana_increase(state, player, card)
        if payment_for(state, player, cost, 0, Spending("cast", oid, card)) is None:
            break
        out.append(len(out))
    return tuple(out)


def cast_for_alt_cost(state: GameState, frame: Frame, kind: str, zone: Zone,
                      decline: Callable[[GameState, int], None]) -> bool:
    """A trigger resolving that lets its source's owner cast it from `zone` by paying its
    alternative cost `kind` (madness 702.35a, miracle 702.94a) at once, whatever its card type
    (608.2g): may cast (decision "pay"), its targets (decisions), the additional costs
    (rules/free_cast.py), the cost paid (601.2f-h); else `decline` (the card stays, or goes
    to the graveyard). False while waiting."""
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules import costs, free_cast
    from mtg_engine.rules.casting import became_cast, pay_cost, spell_targets
    from mtg_engine.rules.mana import find_payment, payment_for
    from mtg_engine.rules.restricted_sources import payment_sources
    from mtg_engine.rules.spend import Spending
    from mtg_engine.rules.targets import legal_targets
    from mtg_engine.rules.zones import move_object

    oid, player = frame.source, frame.controller
    o = state.objects.get(oid)
    if o is None or o.zone is not zone:
        return True  # 400.7: it left that zone, it is a new object the ability can't find
    card = o.card
    base = alt_cost_mana(card, kind)
    if base is None:
        return True
    cost = costs._with_generic_change(base, costs.cost_change(state, player, oid, card)) \
        + costs.mana_increase(state, player, card)
    answers = dict(frame.vars)
    chosen = [v for k, v in frame.vars if k == "t"]
    if "cast" not in answers:
        from mtg_engine.rules.cast_only import cast_by_effect_problem

        if cast_by_effect_problem(state, player, card, oid) or \
                free_cast.problem(state, player, oid, card, cost) or \
                payment_for(state, player, cost, 0, Spending("cast", oid, card)) is None:
            decline(state, oid)
            return True
        if frame.answer is None:
            return _ask(state, ChoiceDecision(player, "pay", (1, 0), 1, 1,
                                              f"cast {card.name} for its {kind} cost {cost}?"),
                        "effect")
        state.frame = frame = replace(frame, vars=(*frame.vars, ("cast", frame.answer[0])),
                                      answer=None)
        if dict(frame.vars)["cast"] == 0:
            decline(state, oid)
            return True
    x = 0
    if base.has_x:  # 601.2b, 107.3a: "Miracle {X}{R}": the value of X is announced first
        if "x" not in dict(frame.vars):
            if frame.answer is None:
                return _ask(state, ChoiceDecision(player, "pay_x", _x_options(
                    state, player, oid, card, base), 1, 1, f"choose X for {base}"), "effect")
            state.frame = frame = replace(frame, vars=(*frame.vars, ("x", frame.answer[0])),
                                          answer=None)
        x = dict(frame.vars)["x"]
        base = base.with_x(x)
    modes = (0,) if card.spell and card.spell.modes else ()
    from mtg_engine.rules.per_opponent_targets import expand_now
    from mtg_engine.rules.x_targets import expand

    specs = expand(expand_now(state, player, spell_targets(card, modes), oid), x)  # 601.2c
    if "cast" in answers and frame.answer is not None and len(chosen) < len(specs):
        chosen.append(frame.answer[0])
        state.frame = frame = replace(frame, vars=(*frame.vars, ("t", frame.answer[0])),
                                      answer=None)
    while len(chosen) < len(specs):
        from mtg_engine.rules.targets import same_word_chosen

        taken = same_word_chosen(specs, tuple(chosen))  # 115.3: one word, different objects
        options = [t for t in legal_targets(state, specs[len(chosen)], player, oid)
                   if t not in taken]
        if not options and specs[len(chosen)].optional:  # "up to one": none chosen (601.2c)
            chosen.append(0)
            state.frame = frame = replace(frame, vars=(*frame.vars, ("t", 0)))
            continue
        if not options:
            decline(state, oid)  # 601.2c: it can't be cast
            return True
        options += [0] if specs[len(chosen)].optional else []
        return _ask(state, ChoiceDecision(player, "target", tuple(options), 1, 1,
                                          f"choose a target for {card.name}"), "effect")
    opt = free_cast.option(state, frame, player, oid, card, cost)  # 118.8, 601.2b
    if opt is None:
        return False  # waiting for the announcement of an either/or additional cost
    frame = state.frame or frame
    extra = free_cast.choose(state, frame, player, oid, card, opt)  # 118.9, 601.2b: still paid
    if extra is None:
        return False  # waiting for the choice of what pays the additional cost
    frame = state.frame or frame
    # 601.2f after 601.2c: a cost change that depends on the targets chosen; the announced
    # option's mana is added to the total cost
    cost = costs._with_generic_change(base, costs.cost_change(state, player, oid, card,
                                                              tuple(chosen))) \
        + costs.mana_increase(state, player, card, tuple(chosen))
    cost = cost + free_cast.option_mana(card, opt)
    add_cost = free_cast.cost_of(state, oid, card, opt, state.objects[oid].owner)
    blocked = set(costs.not_for_mana(state, add_cost, extra))  # 601.2g-h
    spending = Spending("cast", oid, card)
    srcs = payment_sources(state, player, spending, blocked)  # 106.6
    pay = find_payment(state, player, cost, srcs, spending)
    if pay is None:
        decline(state, oid)
        return True
    sid = move_object(state, oid, Zone.STACK, controller=player)  # 601.2a
    assert sid is not None
    spell = state.mut(sid)
    spell.kind = StackKind.SPELL
    spell.alt_cost = kind
    spell.targets, spell.modes, spell.x = tuple(chosen), modes, x
    pay_cost(state, player, pay)  # 601.2g-h
    free_cast.pay(state, player, card, add_cost, sid, extra, opt)  # 601.2h
    became_cast(state, player, sid, card.name)  # 601.2i
    return True


__all__ = ["MADNESS_EXILE", "cast_or_bury", "exiled_by_madness", "madness_cost"]
