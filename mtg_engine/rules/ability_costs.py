"""The non-mana parts of an activated ability's cost beyond tapping, sacrificing one
permanent and discarding chosen cards (602.2b, 118.3): exiling the source or cards from the
graveyard, discarding at random or the whole hand, returning permanents to the hand,
tapping untapped permanents, milling, sacrificing several permanents, and paying energy
({E}, 107.14: removing energy counters from yourself; rules/energy.py).

118.3: a cost can't be paid without the resources to pay it fully (an untapped creature to
tap, enough cards in the graveyard or the library, 701.13b). The objects a cost uses are
chosen as it is activated (602.2b, 601.2h) and carried by the `ActivateAbility` action:
`sacrifice`, `exile` (graveyard cards), `tapped`, `bounced` (returned to the hand). Costs
are paid in the order the player chooses (601.2h); the engine pays them in a fixed order,
which can't change the outcome of any cost here.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtg_engine.effects import primitives as prim
from mtg_engine.rules import cant_pay, card_costs
from mtg_engine.rules.energy import can_pay as can_pay_energy
from mtg_engine.rules.energy import pay_energy
from mtg_engine.rules.filters import matches
from mtg_engine.rules.random import rng
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.actions import ActivateAbility
    from mtg_engine.cards.dsl import ActivatedAbility, Cost, Filter

CHOICE_LIMIT = 64  # at most this many ways of paying one part are listed as actions


def _combos(pool: list[int], n: int) -> list[tuple[int, ...]]:
    return list(itertools.islice(itertools.combinations(pool, n), CHOICE_LIMIT))


def exile_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    """Cards in the player's graveyard an "Exile [N] [quality] card(s) from your graveyard"
    cost may exile (not the source itself: "another" is implied when it is there, and it
    can't be both the source and a cost's card)."""
    return [g for g in state.players[player].graveyard if g != source and (
        c.exile_filter is None or matches(state, g, c.exile_filter, player, source))]


def tap_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    """Untapped permanents the player controls an "Tap an untapped creature you control" cost
    may tap (302.6: summoning sickness doesn't stop it, there is no {T} of their own)."""
    assert c.tap_filter is not None
    return [p for p in state.battlefield if state.objects[p].controller == player
            and not state.objects[p].tapped and not (c.tap and p == source)
            and matches(state, p, c.tap_filter, player, source)]


def untap_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    """Tapped permanents the player controls an "Untap a tapped creature you control" cost may
    untap (118.3; not the source whose own {Q} is paid too)."""
    assert c.untap_filter is not None
    return [p for p in state.battlefield if state.objects[p].controller == player
            and state.objects[p].tapped and not (c.untap and p == source)
            and matches(state, p, c.untap_filter, player, source)]


def untap_choices(state: GameState, player: int, source: int,
                  c: Cost) -> list[tuple[int, ...]]:
    if c.untap_filter is None:
        return [()]
    return _combos(untap_pool(state, player, source, c), c.untap_count)


def _return_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    assert c.return_filter is not None
    return [p for p in state.battlefield if state.objects[p].controller == player
            and matches(state, p, c.return_filter, player, source)]


def sacrifice_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    """The permanents a "Sacrifice [N] <permanents>" cost may sacrifice (118.3: permanents you
    control; the source is one unless the cost says "another"; 614.17b)."""
    if c.sacrifice is None:
        return []
    pool = [oid for oid in state.battlefield if state.objects[oid].controller == player
            and matches(state, oid, c.sacrifice, player, source)]
    if c.sacrifice_self:
        pool = [p for p in pool if p != source]
    return cant_pay.allowed_sacrifices(state, player, pool)


def sacrifice_choices(state: GameState, player: int, source: int,
                      c: Cost) -> list[tuple[int, ...]]:
    """The ways to pay "Sacrifice [N] <permanents>" (`sacrifice_pool`)."""
    if c.sacrifice is None:
        return [()]
    pool = sacrifice_pool(state, player, source, c)
    if c.sacrifice_each:  # "a blue creature, a black creature, and a red creature"
        f = c.sacrifice
        return list(itertools.islice((p for p in itertools.combinations(pool, c.sacrifice_count)
                                      if _each_matches(state, player, source, f, p)),
                                     CHOICE_LIMIT))
    return _combos(pool, c.sacrifice_count)


def _each_matches(state: GameState, player: int, source: int, f: Filter,
                  chosen: tuple[int, ...]) -> bool:
    """118.3: can each permanent chosen be the one of a different alternative of `f`?"""
    return any(all(matches(state, oid, alt, player, source) for oid, alt in zip(chosen, order))
               for order in itertools.permutations(f.any_of))


def reveal_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    """Cards in the player's hand a "Reveal X red cards from your hand" cost may reveal."""
    f = c.reveal_hand_filter
    return [h for h in state.players[player].hand if h != source
            and (f is None or matches(state, h, f, player, source))]


def reveal_choices(state: GameState, player: int, source: int,
                   c: Cost) -> list[tuple[int, ...]]:
    if not c.reveal_hand:
        return [()]
    return _combos(reveal_pool(state, player, source, c), c.reveal_hand)


def exile_choices(state: GameState, player: int, source: int, c: Cost) -> list[tuple[int, ...]]:
    if not c.exile_graveyard:
        return [()]
    return _combos(exile_pool(state, player, source, c), c.exile_graveyard)


def tap_choices(state: GameState, player: int, source: int, c: Cost) -> list[tuple[int, ...]]:
    if c.tap_filter is None:
        return [()]
    return _combos(tap_pool(state, player, source, c), c.tap_count)


def return_choices(state: GameState, player: int, source: int,
                   c: Cost) -> list[tuple[int, ...]]:
    if c.return_filter is None:
        return [()]
    pool = _return_pool(state, player, source, c)
    if c.return_self:
        pool = [p for p in pool if p != source]
    return _combos(pool, c.return_count)


ANY_COUNTER = "any"  # "Remove a counter from a creature you control": of any kind (122.1)


def counter_choices(state: GameState, player: int, source: int,
                    c: Cost) -> list[tuple[int, ...]]:
    """"Remove a +1/+1 counter from a creature you control" (118.3): each permanent of yours
    matching the filter with such a counter (the source too); of any kind, with a counter."""
    if c.remove_counter_from is None:
        return [()]
    kind, f = c.remove_counter_from
    pool = [oid for oid in state.battlefield if state.objects[oid].controller == player
            and (state.objects[oid].counters.get(kind, 0) > 0 if kind != ANY_COUNTER
                 else any(n > 0 for n in state.objects[oid].counters.values()))
            and matches(state, oid, f, player, source)]
    if c.remove_counter_count == 1:
        return [(oid,) for oid in pool]
    # "Remove two +1/+1 counters from among creatures you control": each way of taking them,
    # a permanent named once per counter it gives (at most the counters it has)
    return [ch for ch in itertools.islice(itertools.combinations_with_replacement(
        pool, c.remove_counter_count), CHOICE_LIMIT)
        if all(ch.count(o) <= state.objects[o].counters.get(kind, 0) for o in set(ch))]


def counter_kinds(state: GameState, c: Cost, chosen: tuple[int, ...]) -> tuple[str, ...]:
    """122.1, 118.3: the kinds of counter the player may remove from the permanent `chosen`
    for a "Remove a counter from ..." cost (each kind it has); ("",) for a cost naming its
    kind (or none)."""
    if c.remove_counter_from is None or c.remove_counter_from[0] != ANY_COUNTER or not chosen:
        return ("",)
    o = state.objects.get(chosen[0])
    return tuple(sorted(k for k, n in o.counters.items() if n > 0)) if o is not None else ()


def put_counter_choices(state: GameState, player: int, source: int,
                        c: Cost) -> list[tuple[int, ...]]:
    """"Put a -1/-1 counter on a creature you control" (118.3): each permanent of yours
    matching the filter (the source too)."""
    if c.put_counter_on is None:
        return [()]
    f = c.put_counter_on[1]
    return [(oid,) for oid in state.battlefield if state.objects[oid].controller == player
            and matches(state, oid, f, player, source)]


def attached_to_source(state: GameState, source: int) -> int | None:
    """"Tap / Sacrifice enchanted creature" (118.3): the permanent the source is attached to."""
    o = state.objects.get(source)
    target = o.attached_to if o is not None else None
    return target if target is not None and target in state.battlefield else None


def _attached_problem(state: GameState, player: int, source: int, c: Cost) -> str | None:
    att = attached_to_source(state, source)
    if att is None:
        return "it is attached to no permanent (118.3)"
    if c.tap_attached and state.objects[att].tapped:
        return f"enchanted {c.tap_attached} is tapped (118.3)"
    if c.sacrifice_attached and (state.objects[att].controller != player  # 701.17a
                                 or cant_pay.sacrifice_forbidden(state, player, att)):
        return f"you can't sacrifice enchanted {c.sacrifice_attached} (701.17a, 614.17b)"
    return None


def graveyard_top(state: GameState, player: int, source: int, c: Cost) -> int | None:
    """"The top [creature] card of your graveyard" (404.2: the graveyard's last card is its top):
    the topmost card matching the cost's filter, None if there is none."""
    f = c.exile_graveyard_top
    for oid in reversed(state.players[player].graveyard):
        if f is not None and matches(state, oid, f, player, source):
            return oid
    return None


def half_life(state: GameState, player: int) -> int:
    """"Pay half your life, rounded up" (107.1a: rounded up; 119.4: a life total of 0 or less
    pays 0)."""
    return max(0, (state.players[player].life + 1) // 2)


def has_choices(c: Cost) -> bool:
    """Does the cost need objects chosen beyond the source (an action per way of paying)?"""
    return c.sacrifice is not None or bool(c.exile_graveyard) or c.tap_filter is not None \
        or c.untap_filter is not None \
        or c.return_filter is not None or c.remove_counter_from is not None \
        or bool(c.reveal_hand) or bool(c.move_card) or c.put_counter_on is not None


def payment_actions(state: GameState, player: int, a: ActivateAbility,
                    ab: ActivatedAbility) -> list[ActivateAbility]:
    """`a` once for each way of choosing the objects its cost uses (602.2b); no object may
    pay two parts (tapping and returning the same land, say)."""
    from dataclasses import replace

    c = ab.cost
    out = []
    for sac in sacrifice_choices(state, player, a.source, c):
        for ex in exile_choices(state, player, a.source, c):
            for tp in tap_choices(state, player, a.source, c):
                for rt in return_choices(state, player, a.source, c):
                    used = (*sac, *tp, *rt, *a.discard, *a.crew, *a.returned)
                    if len(set(used)) == len(used):
                        out += [replace(a, sacrifice=sac, exile=ex, tapped=tp, bounced=rt,
                                        uncountered=rc, revealed=rv, moved=mv, countered=pc,
                                        counter_kind=k, untapped=un)
                                for rc in counter_choices(state, player, a.source, c)
                                for k in counter_kinds(state, c, rc)
                                if not set(rc) & set((*sac, *rt))
                                for rv in reveal_choices(state, player, a.source, c)
                                for mv in card_costs.move_choices(state, player, a.source, c)
                                for pc in put_counter_choices(state, player, a.source, c)
                                for un in untap_choices(state, player, a.source, c)
                                if not set(un) & set(used)]
    return out


def chosen_ok(chosen: tuple[int, ...], singles: list[tuple[int, ...]], n: int) -> bool:
    """`chosen` is n different objects, each one of the one-object choices `singles`."""
    pool = {x for (x,) in singles}
    return len(chosen) == n and len(set(chosen)) == n and all(x in pool for x in chosen)


# 602.5b: the restrictions "Activate only ..." (ActivatedAbility.timing) as printed
TIMING_TEXT = {
    "your_upkeep": "during your upkeep",
    "your_draw": "during your draw step",  # 504 (Well of Knowledge: the activating player's)
    "any_upkeep": "during any upkeep step",
    "your_turn": "during your turn",
    "opponent_turn": "during an opponent's turn",
    "your_turn_before_attackers": "during your turn, before attackers are declared",
    "combat": "during combat",
    "declare_blockers": "during the declare blockers step",
    "instant": "as an instant",  # 602.5e: the timing of an instant, as any ability
    "opponent_upkeep": "during an opponent's upkeep",
    "end_of_combat": "during the end of combat step",  # 511
    # (any turn: in the steps of the turn before that one, 500.1)
    "before_attackers": "before attackers are declared",  # 508.1
    "before_blockers": "before blockers are declared",  # 509.1
    "before_combat_damage": "before the combat damage step",  # 510 (510.4: first strike's too)
    "before_end_of_combat": "before the end of combat step",  # 511
    "after_blockers": "during combat after blockers are declared",  # 509.1 .. 511
}


def timing_problem(state: GameState, player: int, ab: ActivatedAbility, oid: int,
                   index: int) -> str | None:
    """602.5b: an ability that says when (or how often) it may be activated."""
    from mtg_engine.core.steps import Step

    t, step, mine = ab.timing, state.step, state.active == player
    ok = {"": True, "your_upkeep": mine and step is Step.UPKEEP,
          "your_draw": mine and step is Step.DRAW,
          "any_upkeep": step is Step.UPKEEP, "your_turn": mine, "opponent_turn": not mine,
          # (before the declare attackers step begins: 508.1 declares them as it starts)
          "your_turn_before_attackers": mine and step < Step.DECLARE_ATTACKERS,
          "combat": Step.BEGIN_COMBAT <= step <= Step.END_COMBAT,
          "declare_blockers": step is Step.DECLARE_BLOCKERS, "instant": True,
          "opponent_upkeep": not mine and step is Step.UPKEEP,
          "end_of_combat": step is Step.END_COMBAT,
          "before_attackers": step < Step.DECLARE_ATTACKERS,
          "before_blockers": step < Step.DECLARE_BLOCKERS,
          "before_combat_damage": step < Step.FIRST_STRIKE_DAMAGE,
          "before_end_of_combat": step < Step.END_COMBAT,
          "after_blockers": Step.DECLARE_BLOCKERS <= step <= Step.END_COMBAT}[t]
    if not ok:
        return f"it can be activated only {TIMING_TEXT[t]} (602.5b)"
    if ab.max_per_turn and state.once_used.count((oid, index)) >= ab.max_per_turn:
        return f"it can be activated no more than {ab.max_per_turn} times each turn (602.5b)"
    return None


def cost_problem(state: GameState, player: int, source: int, c: Cost) -> str | None:
    """118.3: can these parts of the cost be paid at all? (614.17b: not if an event they
    include can't happen)"""
    p = state.players[player]
    forbidden = cant_pay.problem(state, player, source, c)
    if forbidden:
        return forbidden
    if c.energy and not can_pay_energy(state, player, c.energy):  # 107.14
        return f"you have fewer than {c.energy} energy counter(s) to pay {{E}} (107.14, 118.3)"
    if c.discard_random and len([h for h in p.hand if h != source]) < c.discard:
        return f"you have fewer than {c.discard} card(s) in hand to discard (118.3)"
    if c.mill and len(p.library) < c.mill:
        return f"you can't mill {c.mill} card(s) with fewer in your library (701.13b)"
    if c.tap_attached or c.sacrifice_attached:
        why = _attached_problem(state, player, source, c)
        if why:
            return why
    if c.remove_counter_from is not None and not counter_choices(state, player, source, c):
        return f"you control no such permanent with a {c.remove_counter_from[0]} counter (118.3)"
    if c.exile_graveyard_top is not None and graveyard_top(state, player, source, c) is None:
        return "there is no such card in your graveyard (118.3)"
    if c.exile_top and len(p.library) < c.exile_top:
        return f"you have fewer than {c.exile_top} card(s) in your library to exile (118.3)"
    if c.put_counter_on is not None and not put_counter_choices(state, player, source, c):
        return "you control no such permanent to put the counter on (118.3)"
    if c.move_card and not card_costs.move_pool(state, player, source, c):
        return f"there is no card to {card_costs.MOVES[c.move_card].lower()} (118.3)"
    if c.reveal_hand and len(reveal_pool(state, player, source, c)) < c.reveal_hand:
        return f"you have fewer than {c.reveal_hand} such card(s) in hand to reveal (118.3)"
    if c.exile_graveyard and len(exile_pool(state, player, source, c)) < c.exile_graveyard:
        return f"you have fewer than {c.exile_graveyard} such card(s) in your graveyard (118.3)"
    if c.tap_filter is not None and len(tap_pool(state, player, source, c)) < c.tap_count:
        return f"you control fewer than {c.tap_count} such untapped permanent(s) (118.3)"
    if c.untap_filter is not None and len(untap_pool(state, player, source, c)) < c.untap_count:
        return f"you control fewer than {c.untap_count} such tapped permanent(s) (118.3)"
    if c.return_filter is not None and \
            len(_return_pool(state, player, source, c)) - c.return_self < c.return_count:
        return f"you control fewer than {c.return_count} such permanent(s) to return (118.3)"
    if c.sacrifice is not None and c.sacrifice_count > 1 and \
            sacrifice_choices(state, player, source, c) == []:
        return f"you control fewer than {c.sacrifice_count} such permanents to sacrifice"
    return None


def choice_problem(state: GameState, player: int, a: ActivateAbility,
                   ab: ActivatedAbility) -> str | None:
    """Are the objects the action chose for the cost's parts legal (602.2b)?"""
    c = ab.cost

    def ok(chosen: tuple[int, ...], pool: list[int], n: int) -> bool:
        return len(chosen) == n and len(set(chosen)) == n and all(x in pool for x in chosen)

    if (a.exile and not c.exile_graveyard) or (a.tapped and c.tap_filter is None) \
            or (a.bounced and c.return_filter is None):
        return "this ability's cost doesn't exile, tap or return those (118.3)"
    if c.exile_graveyard and not ok(a.exile, exile_pool(state, player, a.source, c),
                                    c.exile_graveyard):
        return f"choose {c.exile_graveyard} card(s) in your graveyard to exile for its cost"
    if c.tap_filter is not None and not ok(a.tapped, tap_pool(state, player, a.source, c),
                                           c.tap_count):
        return f"choose {c.tap_count} untapped permanent(s) you control to tap for its cost"
    if (a.untapped and c.untap_filter is None) or (c.untap_filter is not None and not ok(
            a.untapped, untap_pool(state, player, a.source, c), c.untap_count)):
        return f"choose {c.untap_count} tapped permanent(s) you control to untap for its cost"
    if c.return_filter is not None:
        pool = [p for p in _return_pool(state, player, a.source, c)
                if not (c.return_self and p == a.source)]
        if not ok(a.bounced, pool, c.return_count):
            return f"choose {c.return_count} permanent(s) you control to return for its cost"
    if (a.revealed and not c.reveal_hand) or (c.reveal_hand and not ok(
            a.revealed, reveal_pool(state, player, a.source, c), c.reveal_hand)):
        return f"choose {c.reveal_hand} such card(s) in your hand to reveal for its cost (118.3)"
    if (a.countered and c.put_counter_on is None) or (c.put_counter_on is not None and (
            a.countered not in put_counter_choices(state, player, a.source, c))):
        return "choose a permanent you control to put the counter on for its cost (118.3)"
    moving = card_costs.move_problem(state, player, a.source, c, a.moved)
    if moving:
        return moving
    if a.uncountered != () and a.uncountered not in counter_choices(state, player, a.source, c):
        return "choose a permanent you control with such a counter to remove it from (118.3)"
    if c.remove_counter_from is not None and not a.uncountered:
        return "choose the permanent to remove a counter from for its cost (118.3)"
    if a.counter_kind not in counter_kinds(state, c, a.uncountered):
        return "choose a kind of counter that permanent has to remove (122.1, 118.3)"
    used = (*a.sacrifice, *a.tapped, *a.bounced, *a.crew, *a.returned, *a.untapped)
    if len(set(used)) != len(used) or set(a.uncountered) & set((*a.sacrifice, *a.bounced)):
        return "one permanent can't pay two parts of a cost"
    return None


def pay(state: GameState, player: int, a: ActivateAbility, ab: ActivatedAbility) -> None:
    """Pay the parts of the cost this module knows (602.2h), after the mana, tapping and
    sacrifices casting.activate_ability pays (it exiles the source for "Exile ~" first,
    remembering the card, 702.97a); the source is returned to the hand last."""
    c = ab.cost
    if a.revealed:  # 701.16a: shown to every player, and they stay in the hand
        state.log.append(("reveal", player, a.revealed))
    card_costs.pay_move(state, a.moved, c)  # 118.3
    from mtg_engine.rules.player_counters import put_as_cost

    for oid in a.countered:  # 118.3: a cost, not an effect (614.16: "counters would be put"
        if c.put_counter_on is not None:  # applies, "an effect would put" doesn't)
            put_as_cost(state, oid, c.put_counter_on[0], 1, player)
    if c.energy:  # 107.14
        pay_energy(state, player, c.energy)
    if c.pay_half_life and half_life(state, player):  # 119.4
        prim.lose_life(state, player, half_life(state, player), paid=True)
    for oid in a.tapped:
        prim.tap(state, oid)
    for oid in a.untapped:  # 118.3: "Untap a tapped creature you control"
        prim.untap(state, oid)
    for oid in a.exile:
        move_object(state, oid, Zone.EXILE)
    for oid in a.bounced:
        move_object(state, oid, Zone.HAND)
    if c.discard_random:  # 701.8a: the cards are chosen at random
        hand = [h for h in state.players[player].hand if h != a.source]
        for oid in rng(state).sample(hand, c.discard):
            prim.discard(state, player, oid)
    if c.discard_hand:
        for oid in list(state.players[player].hand):
            prim.discard(state, player, oid)
    for _ in range(c.mill):  # 701.13a
        move_object(state, state.players[player].library[-1], Zone.GRAVEYARD)
    att = attached_to_source(state, a.source) if c.tap_attached or c.sacrifice_attached else None
    if att is not None and c.tap_attached:  # 118.3: "Tap enchanted creature"
        prim.tap(state, att)
    if att is not None and c.sacrifice_attached:  # 118.3: "Sacrifice enchanted creature"
        prim.sacrifice(state, att)
    for oid in a.uncountered:  # 118.3: "Remove a +1/+1 counter from a creature you control"
        if c.remove_counter_from is not None:  # (of any kind: the one chosen, 122.1)
            prim.remove_counters(state, oid, a.counter_kind or c.remove_counter_from[0], 1)
    if c.exile_graveyard_top is not None:  # 118.3: "Exile the top card of your graveyard"
        top = graveyard_top(state, player, a.source, c)
        if top is not None:
            move_object(state, top, Zone.EXILE)
    for _ in range(c.exile_top):  # 118.3: "Exile the top N cards of your library"
        move_object(state, state.players[player].library[-1], Zone.EXILE)
    if c.add_counter and a.source in state.battlefield:
        # 118.3: putting the counter is a cost, not an effect: "If one or more -1/-1 counters
        # would be put ..." applies (Vizier of Remedies), "an effect would put" doesn't (614.16)
        put_as_cost(state, a.source, c.add_counter, 1, player)
    if c.return_self:
        move_object(state, a.source, Zone.HAND)
    if c.grantor:  # 201.5a: "Sacrifice ~" / "Unattach ~" of the Equipment granting it
        from mtg_engine.rules.grantor import pay as pay_grantor

        pay_grantor(state, a.source, ab)
    if c.exert_self:  # 701.39a: "Exert ~" as a cost
        from mtg_engine.rules.exert import exert

        exert(state, player, a.source)


__all__ = ["TIMING_TEXT", "choice_problem", "chosen_ok", "cost_problem", "exile_choices",
           "has_choices", "pay", "payment_actions", "return_choices", "sacrifice_choices",
           "tap_choices", "timing_problem"]
