"""Activating abilities (602) and mana abilities (605): which activated abilities a player
may activate now, their costs (602.2b, 118) and the choices they need (sacrifice, discard,
crew, return), validated completely before anything changes; then the activation itself.

Casting spells and playing lands are in rules/casting.py."""

from __future__ import annotations

import itertools
from dataclasses import replace

from mtg_engine.actions import ActivateAbility
from mtg_engine.cards.dsl import (
    ActivatedAbility,
    CardDef,
    Cost,
)
from mtg_engine.cards.dsl_abilities import REMOVE_X
from mtg_engine.cards.dsl_activated import REMOVE_ALL
from mtg_engine.effects import primitives as prim
from mtg_engine.rules import (
    ability_costs,
    cost_x,
    defined_x,
    faces,
    foretell,
    free_equip,
    keyword_abilities,
    modal_activated,
    ninjutsu,
    no_cycling,
    spend,
    x_targets,
)
from mtg_engine.rules.activation_cost_changes import changes_costs, total_mana
from mtg_engine.rules.cant_activate import CANT_ACTIVATE, cant_activate
from mtg_engine.rules.casting import (
    X_ENUMERATION_LIMIT,
    IllegalActionError,
    check_payment,
    check_targets,
    is_mana_rider,
    is_snow_source,
    mana_riders,
    pay_cost,
    sorcery_timing,
    spell_timing_problem,
)
from mtg_engine.rules.costs import activation_mana
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import (
    ability_of,
    card_of,
    characteristics,
    hidden_zones_changed,
    needs_layers,
    with_intrinsic,
)
from mtg_engine.rules.life_lock import can_pay_life as _can_pay_life
from mtg_engine.rules.mana import (
    NO_PAYMENT,
    Payment,
    can_pay,
    can_tap_for_mana,
    find_payment,
    is_summoning_sick,
    mana_sources,
    max_affordable_x,
    tap_mana_ability,
)
from mtg_engine.rules.per_opponent_targets import expand_now
from mtg_engine.rules.restricted_sources import restricted_sources
from mtg_engine.rules.restrictions import (
    _static_kinds,
    activation_forbidden,
    may_forbid_activation,
)
from mtg_engine.rules.spend import spent_on
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, StackKind, Zone

# ------------------------------------------------------------------ activated abilities


def ability_cost_problem(state: GameState, player: int, oid: int, ab: ActivatedAbility,
                         index: int = -1) -> str | None:
    """602.2 / 602.5: can the non-mana parts of the cost be paid, and is the timing right?
    `index` is the ability's number on `oid` (for "activate only once each turn")."""
    o = state.objects[oid]
    c: Cost = ab.cost
    if activation_forbidden(state, oid, ab.is_mana_ability, c.tap):
        return "its activated abilities can't be activated (602.5)"
    if cant_activate(state, player, oid):  # (a permanent's; or any, City of Solitude)
        return "you can't activate the abilities of this permanent now (101.2)"
    if o.zone is Zone.GRAVEYARD:  # 101.2, 602.5 (Ashes of the Abhorrent)
        from mtg_engine.rules.cant_enter import activate_problem

        why = activate_problem(state, player, oid)
        if why:
            return why
    if not ab.is_mana_ability and state.effects \
            and not (ab.suspend or ab.foretell or ab.end_effect):  # (116.2: special actions)
        from mtg_engine.rules.cant_activate import nonmana_forbidden

        if nonmana_forbidden(state, player):  # 101.2, 611.2a (Abeyance)
            return "you can't activate abilities that aren't mana abilities this turn (101.2)"
    if ab.loyalty is not None:
        from mtg_engine.rules.cant_activate import loyalty_forbidden

        if loyalty_forbidden(state, player):  # 101.2 (The Immortal Sun)
            return "you can't activate loyalty abilities now (101.2)"
        # 606.3: a loyalty ability only as a sorcery, and only one per permanent each turn;
        # 606.6: a negative loyalty cost can't remove more counters than it has.
        if not sorcery_timing(state, player):
            from mtg_engine.rules.loyalty_timing import at_instant_speed

            if not at_instant_speed(state, player, oid):  # (Teferi, Master of Time)
                return "a loyalty ability can be activated only as a sorcery (606.3)"
        if oid in state.loyalty_used:
            return "a loyalty ability of this permanent was already activated this turn (606.3)"
        if ab.loyalty < 0 and o.counters.get("loyalty", 0) < -ab.loyalty:
            return f"it has fewer than {-ab.loyalty} loyalty counters (606.6)"
    if not ab.is_mana_ability and not ab.suspend and state.stack \
            and keyword_abilities.split_second_on_stack(state):
        return "a spell with split second is on the stack (702.61a)"
    if ab.class_level and faces.class_level_now(o) != ab.class_level - 1:
        return f"it can be activated only if this Class is level {ab.class_level - 1} (717.2a)"
    if ab.sorcery_speed and not sorcery_timing(state, player):
        return "it can be activated only as a sorcery (602.5d)"
    if c.discard_self and no_cycling.cycling_forbidden(state, player, ab):
        return "players can't cycle cards (101.2)"
    if ab.suspend:  # 702.62a: only if the card could begin to be cast from the hand
        problem = spell_timing_problem(state, player, o.card, oid)
        if problem:
            return f"suspend: {problem}"
    if ab.boast and not keyword_abilities.attacked_this_turn(state, oid):
        return "a boast ability: only if this creature attacked this turn (702.142a)"
    if ab.forecast and not keyword_abilities.forecast_timing(state, o.owner):
        return "a forecast ability: only during its owner's upkeep (702.57b)"
    if ab.once_each_turn and (oid, index) in state.once_used:
        return "it can be activated only once each turn (602.5b)"
    if ab.timing or ab.max_per_turn:
        problem = ability_costs.timing_problem(state, player, ab, oid, index)
        if problem:
            return problem
    if ab.only_if is not None:  # 602.5b: "Activate only if <condition>"
        from mtg_engine.rules.conditions import holds

        if not holds(state, ab.only_if, player, oid):
            return f"it can be activated only if its condition holds ({ab.only_if.kind}, 602.5b)"
    if c.tap or c.untap:
        if c.tap and o.tapped:
            return "it is tapped"
        if c.untap and not o.tapped:
            return "it is untapped"
        if characteristics(state, oid).is_creature and is_summoning_sick(state, oid) \
                and "haste" not in characteristics(state, oid).keywords:
            return "it has summoning sickness (302.6)"
    if c.remove_counters and o.counters.get(c.remove_counters[0], 0) < c.remove_counters[1]:
        return f"it has fewer than {c.remove_counters[1]} {c.remove_counters[0]} counter(s)"
    # ("Remove X counters": REMOVE_X is below any count; X is checked with the action)
    if c.pay_life and not _can_pay_life(state, player, c.pay_life):
        return f"you can't pay {c.pay_life} life (119.4)"
    if c.discard and len([h for h in state.players[player].hand if h != oid]) < c.discard:
        return f"you have fewer than {c.discard} card(s) in hand to discard (118.3)"
    if c.crew:  # 702.122a
        return keyword_abilities.crew_problem(state, player, oid, c.crew)
    if c.return_unblocked:  # 702.49c
        return ninjutsu.return_problem(state, player, None)
    if c.grantor:  # 201.5a: "Sacrifice ~" of the Equipment or Aura granting it
        from mtg_engine.rules.grantor import cost_problem

        why = cost_problem(state, player, oid, ab)
        if why:
            return why
    return ability_costs.cost_problem(state, player, oid, c)  # 118.3


def _activatable(state: GameState, player: int):  # type: ignore[no-untyped-def]
    """Abilities of the player's permanents (and of others' that any player may activate)."""
    layered = needs_layers(state)
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller != player:
            continue
        # 613.1f: the abilities it has now (without effects: its card's and its land types')
        abilities = card_of(state, oid).abilities if layered else with_intrinsic(o.card).abilities
        for i, ab in enumerate(abilities):
            if ab.zone == "battlefield" and not ab.opponents_only:  # (602.2: not its own)
                yield oid, i, ab
    yield from _anyone_may_activate(state, player, layered)


def _in_zone(state: GameState, player: int, zone: str) -> list[tuple[int, int, ActivatedAbility]]:
    """Abilities of cards in the player's hand that work from there (cycling, 702.29a), or in
    their graveyard (unearth, 702.84a; "Exile ~ from your graveyard: ...")."""
    objects = state.objects
    cards = state.players[player].hand if zone == "hand" else \
        [o for o in state.command if objects[o].controller == player] if zone == "command" \
        else state.players[player].graveyard
    return [(oid, i, ab) for oid in cards
            for i, ab in _abilities_in(objects[oid].card, zone)]


_ZONE_ABILITIES: dict[tuple[int, str],
                      tuple[CardDef, tuple[tuple[int, ActivatedAbility], ...]]] = {}


def _abilities_in(card: CardDef, zone: str) -> tuple[tuple[int, ActivatedAbility], ...]:
    """The card's activated abilities (numbered) that work from `zone`; remembered per card
    (by identity: the entry holds it)."""
    memo = _ZONE_ABILITIES.get((id(card), zone))
    if memo is not None and memo[0] is card:
        return memo[1]
    got = tuple((i, ab) for i, ab in enumerate(card.abilities) if ab.zone == zone)
    if len(_ZONE_ABILITIES) > 65536:
        _ZONE_ABILITIES.clear()
    _ZONE_ABILITIES[(id(card), zone)] = (card, got)
    return got


def _anyone_may_activate(state: GameState, player: int, layered: bool):  # type: ignore[no-untyped-def]
    """602.2: the abilities of other players' permanents that say "Any player may activate
    this ability"."""
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller == player:
            continue
        abilities = card_of(state, oid).abilities if layered else with_intrinsic(o.card).abilities
        for i, ab in enumerate(abilities):
            if ab.any_player and ab.zone == "battlefield" and not (
                    ab.opponents_only and player not in state.opponents(o.controller)):
                yield oid, i, ab


def sacrifice_choices(state: GameState, player: int, source: int,
                      ab: ActivatedAbility) -> list[tuple[int, ...]]:
    """The ways to pay a "Sacrifice a <permanent>" cost (118.3: only permanents you control;
    the source itself is one unless it says "another")."""
    return ability_costs.sacrifice_choices(state, player, source, ab.cost)


def discard_choices(state: GameState, player: int, source: int,
                    ab: ActivatedAbility) -> list[tuple[int, ...]]:
    """The ways to pay a "Discard N cards" cost (118.3): N cards of your hand other than the
    source (at most 64 ways are listed)."""
    n = ab.cost.discard
    if not n or ab.cost.discard_random:  # 701.8a: at random, not chosen
        return [()]
    f = ab.cost.discard_filter  # "Discard a creature card"
    hand = [h for h in state.players[player].hand if h != source
            and (f is None or matches(state, h, f, player, source))]
    return list(itertools.islice(itertools.combinations(hand, n), 64))


def crew_choices(state: GameState, player: int, source: int,
                 ab: ActivatedAbility) -> list[tuple[int, ...]]:
    """The ways to pay a crew cost offered as actions (702.122a, rules/keyword_abilities.py)."""
    if not ab.cost.crew:
        return [()]
    return keyword_abilities.crew_choices(state, player, source, ab.cost.crew)


def return_choices(state: GameState, player: int,
                   ab: ActivatedAbility) -> list[tuple[int, ...]]:
    """The unblocked attackers that could be returned for a ninjutsu cost (702.49a)."""
    if not ab.cost.return_unblocked:
        return [()]
    return [(a,) for a in ninjutsu.unblocked_attackers(state, player)]


def activate_actions(state: GameState, player: int) -> list[ActivateAbility]:
    out: list[ActivateAbility] = []
    for a, ab in _activate_actions(state, player):
        if not ability_costs.has_choices(ab.cost) and not ab.cost.discard \
                and not ab.cost.crew and not ab.cost.return_unblocked:
            out.append(a)
        else:  # one action per way to pay: permanents to sacrifice, tap or return, cards to
            # discard or exile (118.3), creatures to crew with (702.122a) and the unblocked
            # attacker to return (702.49a)
            out += [b for dis in discard_choices(state, player, a.source, ab)
                    for crew in crew_choices(state, player, a.source, ab)
                    for ret in return_choices(state, player, ab)
                    for b in ability_costs.payment_actions(  # (the mode kept, 700.2)
                        state, player, replace(a, sacrifice=(), discard=dis, crew=crew,
                                               returned=ret), ab)]
    if changes_costs(state):  # 118.9: {0} rather than the equip cost (free_equip.py)
        out += _free_equip_actions(state, player)
    return out


def _free_equip_actions(state: GameState, player: int) -> list[ActivateAbility]:
    """The equip abilities `player` may activate now paying {0} rather than their cost
    (rules/free_equip.py), one action per choice of target."""
    from mtg_engine.rules import free_equip

    if not free_equip.possible(state) or free_equip.activated_this_turn(state, player):
        return []
    out: list[ActivateAbility] = []
    for oid, i, ab, plain in _candidates(state, player):
        if plain or not free_equip.offered(state, player, oid, ab):
            continue
        free = free_equip.paid_free(ab)
        if ability_cost_problem(state, player, oid, free, i) or not can_pay(
                state, player, total_mana(state, player, oid, free), 0, None):
            continue
        for modes, specs in modal_activated.choices(free):
            for tg in x_targets.combinations(state, specs, 0, player, oid) if specs else [()]:
                out.append(ActivateAbility(oid, i, tg, modes=modes, free=1))
    return out


_PLAIN_MANA: dict[int, tuple[ActivatedAbility, bool]] = {}


def _plain_mana(ab: ActivatedAbility) -> bool:
    """A "{T}: Add ..." mana ability (605.1a) with no other cost and no restriction on when it
    may be activated: only 602.5 ("can't be activated"), being tapped and summoning sickness
    (302.6) can stop it. Remembered per ability (by identity)."""
    memo = _PLAIN_MANA.get(id(ab))
    if memo is None or memo[0] is not ab:
        if len(_PLAIN_MANA) > 65536:
            _PLAIN_MANA.clear()
        plain = (tap_mana_ability(ab) and not ab.class_level and not ab.suspend
                 and not ab.boast and not ab.forecast and not ab.foretell)
        memo = _PLAIN_MANA[id(ab)] = (ab, plain)
    return memo[1]


def _candidates(state: GameState, player: int) -> list[
        tuple[int, int, ActivatedAbility, tuple[tuple[ActivateAbility, ActivatedAbility], ...]]]:
    """`_activatable`, each with its actions if it is a plain mana ability (`_plain_mana`); cached
    with the characteristics (a permanent or card entering or leaving a zone, 400.7, a change
    of control or of abilities clears them)."""
    key = ("activatable", player)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        # (the permanents' part depends on the battlefield only: kept when cards move between
        # other zones and no effect reads them, layers._BATTLEFIELD_ONLY)
        permanents = state._chars.get(("activatable_permanents", player))  # type: ignore[call-overload]
        if permanents is None:
            permanents = state._chars[("activatable_permanents", player)] = [  # type: ignore[index]
                (oid, i, ab, _plain_actions(oid, i, ab))
                for oid, i, ab in _activatable(state, player)]
        cached = state._chars[key] = permanents + [  # type: ignore[index]
            (oid, i, ab, _plain_actions(oid, i, ab))
            for oid, i, ab in (*_in_zone(state, player, "hand"),
                               *_in_zone(state, player, "graveyard"),
                               *(_in_zone(state, player, "command") if state.command else ()))]
    return cached  # type: ignore[no-any-return]


def could_produce_choices(state: GameState, player: int, oid: int,
                          ab: ActivatedAbility) -> tuple[int, ...]:
    """106.7: the activations (x: the index of a type of mana in WUBRGC) of a "could produce"
    mana ability now; with no type it could add, one activation adding none (x 0)."""
    from mtg_engine.rules.mana_could_produce import LETTERS

    got = _letters(state, player, oid, ab)
    return tuple(LETTERS.index(x) for x in got) or (0,)


def _letters(state: GameState, player: int, oid: int, ab: ActivatedAbility) -> str:
    """The types of mana a "could produce" (106.7) or "in your commander's color identity"
    (903.4) ability may add now."""
    if ab.commander_identity:
        from mtg_engine.rules.commanders import identity_letters

        return identity_letters(state, player)
    from mtg_engine.rules.mana_could_produce import producible

    return producible(state, player, oid, ab)


def _plain_actions(oid: int, i: int,
                   ab: ActivatedAbility) -> tuple[tuple[ActivateAbility, ActivatedAbility], ...]:
    """For a plain mana ability, its actions (one per colour for "any colour"; the same
    immutable objects each time, remembered by object id, ability number and ability); () for
    any other ability."""
    memo = _PLAIN_ACTIONS.get((oid, i))
    if memo is not None and memo[0] is ab:
        return memo[1]
    if not _plain_mana(ab):
        out: tuple[tuple[ActivateAbility, ActivatedAbility], ...] = ()
    elif ab.any_color:
        out = tuple((ActivateAbility(oid, i, x=k), ab) for k in range(5))
    else:
        out = ((ActivateAbility(oid, i), ab),)
    if len(_PLAIN_ACTIONS) > 65536:
        _PLAIN_ACTIONS.clear()
    _PLAIN_ACTIONS[(oid, i)] = (ab, out)
    return out


_PLAIN_ACTIONS: dict[tuple[int, int], tuple[ActivatedAbility, tuple[
    tuple[ActivateAbility, ActivatedAbility], ...]]] = {}


def _activate_actions(state: GameState,
                      player: int) -> list[tuple[ActivateAbility, ActivatedAbility]]:
    """Each ability the player may activate now with its targets and X, and the ability."""
    out: list[tuple[ActivateAbility, ActivatedAbility]] = []
    all_sources = None
    forbidding = None
    spending = state.players[player].restricted_mana \
        or restricted_sources(state, player)  # 106.6 (else no Spending is read)
    changed = changes_costs(state)  # 602.2b, 601.2f (rules/activation_cost_changes.py)
    objects = state.objects
    forbidden_here = False
    for oid, i, ab, plain in _candidates(state, player):
        if plain:
            # what ability_cost_problem and can_tap_for_mana would say of it, in short
            if forbidding is None:
                forbidding = may_forbid_activation(state)
                forbidden_here = CANT_ACTIVATE in _static_kinds(state)  # (cant_activate's test)
            if objects[oid].tapped or not can_tap_for_mana(state, oid) or (
                    forbidding and activation_forbidden(state, oid, True)) \
                    or (forbidden_here and cant_activate(state, player, oid)):
                continue
            out.extend(plain)
            continue
        if ab.cost.tap and state.objects[oid].tapped:
            continue  # (ability_cost_problem: "it is tapped")
        if ability_cost_problem(state, player, oid, ab, i):
            continue
        if ab.is_mana_ability:
            if ab.cost.tap and not can_tap_for_mana(state, oid):
                continue
            mana = total_mana(state, player, oid, ab) if changed \
                else activation_mana(state, player, oid, ab)
            if mana and find_payment(state, player, mana,
                                     mana_sources(state, player, oid)) is None:
                continue  # (rare: a mana ability with a mana cost)
            if ab.any_color:
                out.extend((ActivateAbility(oid, i, x=k), ab) for k in range(5))
            elif ab.could_produce is not None or ab.commander_identity:  # 106.7, 903.4: one
                # action per type it could add
                out.extend((ActivateAbility(oid, i, x=k), ab)
                           for k in could_produce_choices(state, player, oid, ab))
            elif removes_x(ab):  # 107.1c: how many counters it removes (storage lands)
                hi = min(_x_counters(state, oid, ab), X_ENUMERATION_LIMIT)
                out.extend((ActivateAbility(oid, i, x=k), ab) for k in range(hi + 1))
            else:
                out.append((ActivateAbility(oid, i), ab))
            continue
        if ab.cost.mana.has_x and changed:  # 601.2f: each X's total cost
            xs = _changed_xs(state, player, oid, ab)
        elif ab.cost.mana.has_x:
            if all_sources is None:
                all_sources = mana_sources(state, player)
            sources = [s for s in all_sources if s.source != oid] if ab.cost.tap else all_sources
            hi = min(max_affordable_x(state, player, ab.cost.mana, sources,
                                      spent_on(oid, ab), oid if ab.cost.tap else 0),
                     X_ENUMERATION_LIMIT)
            if removes_x(ab):  # (one X for both)
                hi = min(hi, _x_counters(state, oid, ab))
            if ab.cost_x:  # 107.3a: the same X counts a part of the cost (rules/cost_x.py)
                hi = min(hi, cost_x.most_x(state, player, oid, ab))
            xs = range(0, hi + 1)
        elif ab.x_counters:  # 107.3: X is the number of those counters on it (601.2c)
            ok = can_pay(state, player, total_mana(state, player, oid, ab) if changed
                         else activation_mana(state, player, oid, ab), oid if ab.cost.tap else 0,
                         spent_on(oid, ab) if spending else None)
            n = state.objects[oid].counters.get(ab.x_counters, 0)
            xs = range(n, n + 1 if ok else n)
        elif removes_x(ab):  # 107.3: X up to the counters there are
            ok = can_pay(state, player, total_mana(state, player, oid, ab) if changed
                         else activation_mana(state, player, oid, ab), oid if ab.cost.tap else 0,
                         spent_on(oid, ab) if spending else None)
            hi = min(_x_counters(state, oid, ab), X_ENUMERATION_LIMIT)
            xs = range(0, hi + 1 if ok else 0)
            if removes_all(ab):  # ("Remove all ... counters": X is all there are)
                xs = range(hi, hi + 1 if ok else hi)
        else:  # only whether there is a payment matters (apply finds the one it uses)
            ok = can_pay(state, player, total_mana(state, player, oid, ab) if changed
                         else activation_mana(state, player, oid, ab), oid if ab.cost.tap else 0,
                         spent_on(oid, ab) if spending else None)
            xs = range(0, 1 if ok else 0)
            if ab.cost_x and ok:  # 107.3a: X up to what there is to sacrifice or exile
                xs = range(0, min(cost_x.most_x(state, player, oid, ab),
                                  X_ENUMERATION_LIMIT) + 1)
        if ab.x_is:  # 107.3c: X is defined, not chosen (rules/defined_x.py)
            n = defined_x.value(state, oid, ab)
            xs = range(n, n + 1) if n in xs else range(0)
        by_targets = ab.cost_less is not None and ab.cost_less.if_targets is not None
        for x in xs:
            if ab.suspend and keyword_abilities.suspend_time(ab, x) < 1:
                continue  # "Suspend X—... X can't be 0" (107.3)
            for modes, specs in modal_activated.choices(ab):  # 700.2, 602.2b
                # 601.2c: X targets, X announced first (rules/x_targets.py)
                for tg in x_targets.combinations(state, specs, x, player, oid) if specs \
                        else [()]:
                    if by_targets and not can_pay(  # 601.2c before 601.2f (602.2b)
                            state, player, total_mana(state, player, oid, ab, x, tg),
                            oid if ab.cost.tap else 0, spent_on(oid, ab) if spending else None):
                        continue
                    out.append((ActivateAbility(oid, i, tg, x, modes=modes),
                                cost_x.with_x(ab, x)))
    return out


def _changed_xs(state: GameState, player: int, oid: int, ab: ActivatedAbility) -> range:
    """The values of X whose total cost (601.2f, rules/activation_cost_changes.py) can be
    paid now: 0 up to the greatest one, tried in turn (only while a cost change is there)."""
    hi = X_ENUMERATION_LIMIT
    if removes_x(ab):
        hi = min(hi, _x_counters(state, oid, ab))
    top = -1
    for x in range(hi + 1):
        if not can_pay(state, player, total_mana(state, player, oid, ab, x),
                       oid if ab.cost.tap else 0, spent_on(oid, ab)):
            break
        top = x
    return range(0, top + 1)


def removes_x(ab: ActivatedAbility) -> bool:
    """"Remove X ... counters from ~" (107.3): the ability's X is how many; "Remove all ...
    counters from ~" too, X then all of them (`removes_all`)."""
    return ab.cost.remove_counters is not None and ab.cost.remove_counters[1] in (REMOVE_X,
                                                                               REMOVE_ALL)


def removes_all(ab: ActivatedAbility) -> bool:
    """"Remove all charge counters from ~" (118.3): every counter of the kind on it, however
    many (none too); the ability's X is their number ("the number of charge counters removed
    this way", 608.2c)."""
    return ab.cost.remove_counters is not None and ab.cost.remove_counters[1] == REMOVE_ALL


def _x_counters(state: GameState, oid: int, ab: ActivatedAbility) -> int:
    """How many counters of the kind "Remove X ... counters from ~" removes are on `oid`."""
    kind = ab.cost.remove_counters[0] if ab.cost.remove_counters else ""
    return state.objects[oid].counters.get(kind, 0)


def check_activate(state: GameState, player: int,
                   a: ActivateAbility) -> tuple[str | None, Payment | None]:
    o = state.objects.get(a.source)
    if o is None:
        return "that object no longer exists", None
    abilities = card_of(state, a.source).abilities if o.zone is Zone.BATTLEFIELD \
        else o.card.abilities
    if not 0 <= a.ability < len(abilities):
        return f"{o.card.name} has no ability number {a.ability}", None
    ab = abilities[a.ability]
    if a.free:  # 118.9: {0} rather than the equip cost (rules/free_equip.py)
        from mtg_engine.rules import free_equip

        if a.free != 1 or not free_equip.offered(state, player, a.source, ab):
            return "{0} may be paid rather than the equip cost only of your first equip " \
                "ability each turn (118.9)", None
        ab = free_equip.paid_free(ab)
    if ab.cost_x:  # 107.3a: X counts a part of the cost (rules/cost_x.py)
        if not 0 <= a.x <= cost_x.most_x(state, player, a.source, ab):
            return "X can't be more than there is to pay it with (107.3a, 118.3)", None
        ab = cost_x.with_x(ab, a.x)
    if ab.zone == "hand":
        if o.zone is not Zone.HAND or o.owner != player:
            return "that card is not in your hand", None
    elif ab.zone == "graveyard":  # 702.84a: "from your graveyard"
        if o.zone is not Zone.GRAVEYARD or o.owner != player:
            return "that card is not in your graveyard", None
    elif ab.zone == "command":  # 113.6p, 114.4: an emblem's, activated by its controller
        if o.zone is not Zone.COMMAND or o.controller != player:
            return "that is not your emblem", None
    elif o.zone is not Zone.BATTLEFIELD:
        return "that permanent is not on the battlefield", None
    elif o.controller != player and not ab.any_player:
        return "you don't control that permanent (602.2)", None
    elif ab.opponents_only and (o.controller == player
                                or player not in state.opponents(o.controller)):
        return "only its controller's opponents may activate it (602.2)", None
    problem = ability_cost_problem(state, player, a.source, ab, a.ability)
    if problem:
        return f"{o.card.name}: {problem}", None
    if ab.is_mana_ability and ab.any_color and not 0 <= a.x < 5:
        return "choose a colour: x must be 0-4 (W, U, B, R, G)", None
    if (ab.could_produce is not None or ab.commander_identity) \
            and a.x not in could_produce_choices(state, player,
                                                                         a.source, ab):
        return "choose a type of mana a permanent it names could produce (106.7)", None
    if a.x and not ab.cost.mana.has_x and not ab.any_color and not removes_x(ab) \
            and ab.could_produce is None and not ab.cost_x and not ab.x_counters \
            and not ab.commander_identity:
        return "this ability has no X", None
    if ab.suspend and keyword_abilities.suspend_time(ab, a.x) < 1:
        return "suspend X: X can't be 0 (107.3)", None
    if ab.x_is and a.x != defined_x.value(state, a.source, ab):
        return f"X is the mana value of {ab.x_is} (107.3c)", None
    if ab.x_counters and a.x != o.counters.get(ab.x_counters, 0):
        return f"X is the number of {ab.x_counters} counters on it (107.3)", None
    if removes_x(ab) and not 0 <= a.x <= _x_counters(state, a.source, ab):
        return "X can't be more than the counters there are to remove (107.3, 118.3)", None
    if removes_all(ab) and a.x != _x_counters(state, a.source, ab):
        return "X is the number of counters there are: all of them are removed (118.3)", None
    reason = modal_activated.mode_problem(ab, a.modes) or check_targets(
        state, x_targets.expand(expand_now(state, player, modal_activated.target_specs(
            ab, a.modes), a.source), a.x, len(a.targets)), a.targets,
        player, a.source)  # 601.2c
    if reason:
        return reason, None
    if ab.is_mana_ability and not all(is_mana_rider(e) for e in ab.effects):
        return "mana abilities with other effects are not supported yet", None
    if ab.cost.sacrifice is None and a.sacrifice:
        return "this ability has no sacrifice cost", None
    chosen_discard = 0 if ab.cost.discard_random else ab.cost.discard  # 701.8a
    f = ab.cost.discard_filter
    if len(a.discard) != chosen_discard or len(set(a.discard)) != len(a.discard) \
            or any(h not in state.players[player].hand or h == a.source
                   or (f is not None and not matches(state, h, f, player, a.source))
                   for h in a.discard):
        if not chosen_discard:
            return "this ability has no discard cost to choose cards for", None
        return f"choose {ab.cost.discard} other card(s) in your hand to discard for its " \
            "cost (118.3)", None
    if ab.cost.sacrifice is not None and (
            len(a.sacrifice) != ab.cost.sacrifice_count
            or a.sacrifice not in sacrifice_choices(state, player, a.source, ab)):
        return f"choose {ab.cost.sacrifice_count} permanent(s) you control to sacrifice for " \
            "its cost (118.3)", None
    problem = ability_costs.choice_problem(state, player, a, ab)
    if problem:
        return problem, None
    if a.crew and not ab.cost.crew:
        return "this ability has no crew cost", None
    if a.returned and not ab.cost.return_unblocked:
        return "this ability has no cost returning a creature", None
    if ab.cost.return_unblocked:  # 702.49a
        problem = ninjutsu.return_problem(state, player, a.returned)
        if problem:
            return problem, None
    if ab.cost.crew:  # 702.122a: the creatures tapped must have total power N or greater
        problem = keyword_abilities.crew_problem(state, player, a.source, ab.cost.crew, a.crew)
        if problem:
            return problem, None
    exclude = a.source if ab.cost.tap else 0
    cost = total_mana(state, player, a.source, ab, a.x, a.targets)  # 601.2f, 602.2b
    return check_payment(state, player, cost, a.payment, exclude,
                         spending=spent_on(a.source, ab))  # 106.6


def known_activation_payment(state: GameState, player: int, a: ActivateAbility) -> Payment | None:
    """The payment `check_activate` finds for `a` when `a` is known legal (offered by
    `legal_actions()` for this decision): its last step, without the checks before it."""
    ab = ability_of(state, a.source, a.ability)
    if a.free:  # 118.9 (rules/free_equip.py)
        from mtg_engine.rules.free_equip import paid_free

        ab = paid_free(ab)
    if not ab.cost.mana.symbols and a.payment is None:
        return NO_PAYMENT  # (no mana to pay: what check_payment finds, 601.2g)
    exclude = a.source if ab.cost.tap else 0
    cost = total_mana(state, player, a.source, ab, a.x, a.targets)  # 601.2f, 602.2b
    return check_payment(state, player, cost, a.payment, exclude,
                         spending=spent_on(a.source, ab))[1]


def activate_ability(state: GameState, player: int, a: ActivateAbility,
                     pay: Payment | None = None) -> int | None:
    """602.2 (or 605.3b for a mana ability, which resolves at once). Returns the ability's id on
    the stack, or None for a mana ability. `pay` is the payment `check_activate` found (the
    caller validated the action); without it the action is validated here."""
    if pay is None:
        reason, pay = check_activate(state, player, a)
        if reason:
            raise IllegalActionError(f"can't activate that ability: {reason}")
    assert pay is not None
    o = state.objects[a.source]
    card = card_of(state, a.source) if o.zone is Zone.BATTLEFIELD else o.card
    ab = cost_x.with_x(card.abilities[a.ability], a.x)  # 107.3a
    equip = free_equip.is_equip(ab)  # 702.6a (the turn's first: rules/free_equip.py)
    if a.free:
        ab = free_equip.paid_free(ab)  # 118.9: {0} rather than the equip cost
    defender = state.combat.attackers.get(a.returned[0], 0) \
        if a.returned and state.combat is not None else 0  # 702.49c: what it attacked
    paid_from = len(state.log)  # (the cost's discard: rules/cost_discarded.py)
    pay_cost(state, player, pay)
    if ab.forecast:  # 702.57b: the card is revealed as the ability is activated
        state.log.append(("reveal", player, a.source, o.card.name))
    if a.returned:  # 702.49a: reveal this card, return the unblocked attacker (the cost)
        state.log.append(("reveal", player, a.source, o.card.name))
        move_object(state, a.returned[0], Zone.HAND)
    if ab.cost.tap:
        prim.tap(state, a.source)
    if ab.cost.untap:
        prim.untap(state, a.source)
    if ab.cost.pay_life:
        prim.lose_life(state, player, ab.cost.pay_life, paid=True)
    if ab.cost.remove_counters:  # 118.3: removing counters as a cost
        kind, n = ab.cost.remove_counters
        if n in (REMOVE_X, REMOVE_ALL):  # 107.3: the X announced (all: every one, 118.3)
            n = a.x
        if n:
            prim.remove_counters(state, a.source, kind, n)
    # "Exile ~" (scavenge 702.97a: the card is remembered), after the costs that use it while
    # it is there ("{T}, Exile ~", "Remove a counter from ~, Exile ~")
    exiled = move_object(state, a.source, Zone.EXILE) if ab.cost.exile_self else None
    for oid in a.crew:
        prim.tap(state, oid)  # 702.122a: tapping the creatures is the cost
        state.log.append(("crews", oid, a.source))  # 702.122b: it "crews a Vehicle"
    for oid in a.sacrifice:
        if ab.cost.exile_chosen:  # "Exile a creature you control" (118.3)
            move_object(state, oid, Zone.EXILE)
        else:
            prim.sacrifice(state, oid)  # 118.3: part of the cost
    for oid in a.discard:
        prim.discard(state, player, oid)  # 118.3: discarding a card as a cost (701.8)
    if ab.cost.discard_self:
        new = prim.discard(state, player, a.source)  # 702.29a: "Discard this card" is the cost
        if no_cycling.is_cycling(ab) and new is not None:  # 702.29e: typecycling too
            state.log.append(("cycle", player, new))  # "When you cycle ~" looks for this
    if ab.once_each_turn or ab.max_per_turn:  # 602.5b
        state.once_used = (*state.once_used, (a.source, a.ability))
    if ab.loyalty is not None:  # 606.4: the loyalty cost is paid with loyalty counters
        state.loyalty_used = (*state.loyalty_used, a.source)
        if ab.loyalty > 0:
            # a cost, not an effect: "an effect would put counters" doesn't apply (614.16);
            # "if you would put counters" does (122.6: rules/player_counters.py)
            from mtg_engine.rules.player_counters import put_as_cost

            put_as_cost(state, a.source, "loyalty", ab.loyalty, player)
        elif ab.loyalty < 0:
            prim.remove_counters(state, a.source, "loyalty", -ab.loyalty)
    if ab.foretell:  # 702.143a-b: a special action, it doesn't use the stack
        foretell.foretell_card(state, player, a.source)
        return None
    if ab.end_effect:  # 116.2c: a special action, it doesn't use the stack (rules/licid.py)
        from mtg_engine.rules.licid import end_effect

        end_effect(state, a.source)
        return None
    if ab.suspend:  # 702.62a, 116.2f: a special action, it doesn't use the stack
        from mtg_engine.rules.keyword_abilities import suspend_card, suspend_time

        suspend_card(state, player, a.source, suspend_time(ab, a.x))
        return None
    if ab.is_mana_ability:
        mana = ("WUBRG"[a.x],) * ab.any_color if ab.any_color else ab.mana
        if ab.mana_instead is not None:  # 106.1 (cards/oracle/mana_instead.py)
            from mtg_engine.rules.mana_results import mana_now

            mana = mana_now(state, player, a.source, ab, "WUBRG"[a.x] if ab.any_color else "")
        if ab.mana_each:  # 106.1: once per counter removed (107.1c: the X announced)
            mana = (*mana, *ab.mana_each * a.x)
        if ab.mana_times is not None:  # 106.1: "Add {G} for each ..." (rules/mana_amounts.py)
            from mtg_engine.rules.mana_amounts import variable_mana

            mana = variable_mana(state, player, a.source, ab, mana)
        if ab.chosen_color:  # 614.12a: the color its source chose (none chosen: no mana)
            from mtg_engine.rules.filters import chosen_value

            mana = tuple(chosen_value(state, a.source, "color"))
        if ab.could_produce is not None or ab.commander_identity:  # 106.7, 903.4: the
            # type chosen (none it could: no mana, 903.4e)
            from mtg_engine.rules.mana_could_produce import LETTERS

            mana = (LETTERS[a.x],) if LETTERS[a.x] in _letters(
                state, player, a.source, ab) else ()
        chosen = tuple(m for m in mana if len(m) > 1)
        if chosen:  # 106.1a: "X mana in any combination of {W} and/or {U}", each chosen now
            from mtg_engine.rules.mana_choices import settle

            mana = tuple(m for m in mana if len(m) == 1)
            settle(state, [(player, a.source, tuple(m)) for m in chosen], (), True)
        if ab.spend_only:  # 106.6: the mana carries its restriction
            spend.add(state, player, a.source, mana, ab.spend_only)
        else:
            prim.add_mana(state, player, mana,  # 605.3b: no stack; 107.4h: snow mana
                          snow=is_snow_source(state, a.source))
        mana_riders(state, player, a.source, ab, tuple(mana), ask=True)
        if ab.cost.sacrifice_self:
            prim.sacrifice(state, a.source)
        ability_costs.pay(state, player, a, ab)
        return None
    sid = state.new_id()
    obj = GameObject(sid, card, o.owner, Zone.STACK, state.new_timestamp())
    obj.controller = player
    obj.kind = StackKind.ACTIVATED
    obj.source, obj.ability, obj.targets, obj.x = a.source, a.ability, a.targets, a.x
    obj.modes = a.modes  # 700.2, 602.2b
    obj.granted = ab.granted  # 613.1f, 113.7a: a granted ability carries its own text
    # 612, 113.7a: a printed ability keeps the text changes of its source (a granted one
    # carries its text as changed or not, 612.3)
    obj.text_changes = () if ab.granted else card.text_changes
    if defender:
        obj.remembered = (defender,)  # ninjutsu: the player or planeswalker to attack
    if exiled:
        obj.remembered = (exiled,)  # scavenge: "the card you exiled" (702.97a)
    sacrificed = a.sacrifice or ((ability_costs.attached_to_source(state, a.source),)
                                 if ab.cost.sacrifice_attached else ())
    if len(sacrificed) == 1 and sacrificed[0] is not None:  # 608.2h: "the sacrificed
        obj.chosen = (("sacrificed", str(sacrificed[0])),)  # creature" (rules/amounts.py)
    state.add_object(obj, forget=False)
    state.stack.append(sid)  # 602.2a
    # (an ability on the stack: what depends on it is forgotten; no player's cards moved)
    hidden_zones_changed(state, range(len(state.players)))
    if ab.cost.sacrifice_self:
        prim.sacrifice(state, a.source)
    ability_costs.pay(state, player, a, ab)  # 118.3, 602.2h
    if ab.cost.discard == 1:  # 608.2h: "the discarded card" (rules/cost_discarded.py)
        from mtg_engine.rules.cost_discarded import remember

        remember(state, obj, player, paid_from)
    if ab.cost.exile_top == 1 or ab.cost.exile_graveyard == 1 \
            or ab.cost.move_card == "hand_nonland_to_exile":  # 608.2h: "the exiled card"
        from mtg_engine.cards.dsl_activated import uses_exiled

        if uses_exiled(ab.effects):  # (rules/cost_exiled.py)
            from mtg_engine.rules.cost_exiled import remember as remember_exiled

            remember_exiled(state, obj, paid_from)
    state.log.append(("activate", player, sid, card.name))
    if equip:
        state.log.append((free_equip.EVENT, player))
    from mtg_engine.rules.trigger_attachment_history import log_targets

    log_targets(state, sid)  # 115.1: what it targets (602.2b)
    # 602.2: which ability of which object (rules/condition_ability_history.py)
    state.log.append(("ability_activated", a.source, StackKind.ACTIVATED.value, a.ability,
                      ab.granted))
    return sid


