"""Casting spells (601), activating abilities (602, 605) and playing lands (305).

Each action is validated completely before anything changes (`check_*` functions return the
reason it is illegal), so an illegal action leaves the game untouched.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ActivateAbility, CastSpell, PlayLand
from mtg_engine.cards.dsl import (
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    Mode,
    SpellAbility,
    TargetSpec,
)
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import (
    card_of,
    characteristics,
    flashback_cost,
    needs_layers,
    with_intrinsic,
)
from mtg_engine.rules.mana import (
    MANA_ORDER,
    Payment,
    can_tap_for_mana,
    find_payment,
    is_summoning_sick,
    mana_ability_for,
    mana_sources,
    max_affordable_x,
)
from mtg_engine.rules.targets import is_legal_target, target_combinations
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, StackKind, Zone

X_ENUMERATION_LIMIT = 20


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why. Nothing was changed."""


# ------------------------------------------------------------------ timing


def sorcery_timing(state: GameState, player: int) -> bool:
    """307.1 / 117.1a: the player's own main phase, with an empty stack."""
    return state.active == player and state.step.is_main and not state.stack


def spell_timing_problem(state: GameState, player: int, card: CardDef) -> str | None:
    instant_speed = CardType.INSTANT in card.types or "flash" in card.keywords  # 117.1a, 702.8a
    if not instant_speed and not sorcery_timing(state, player):
        return "it can be cast only in your main phase when the stack is empty (307.1)"
    return None


def spell_targets(card: CardDef, modes: tuple[int, ...] = ()) -> tuple[TargetSpec, ...]:
    if card.enchant is not None:
        return (card.enchant,)  # 303.4a: an Aura spell targets what it will enchant
    return tuple(t for part in _spell_parts(card, modes) for t in part.targets)


def spell_effects(card: CardDef, modes: tuple[int, ...] = ()) -> tuple[Effect, ...]:
    """What an instant or sorcery does with the chosen modes (700.2)."""
    return tuple(e for part in _spell_parts(card, modes) for e in part.effects)


def _spell_parts(card: CardDef, modes: tuple[int, ...]) -> list[SpellAbility | Mode]:
    sp = card.spell
    if sp is None:
        return []
    return [sp.modes[m] for m in modes] if sp.modes else [sp]


# ------------------------------------------------------------------ spells


def castable_cards(state: GameState, player: int) -> list[int]:
    """Cards in hand that aren't lands, and cards with flashback in the graveyard (702.34a)."""
    p = state.players[player]
    return [c for c in p.hand if CardType.LAND not in state.objects[c].card.types] + \
        [c for c in p.graveyard if flashback_cost(state, c) is not None]


def cost_to_cast(state: GameState, o: GameObject) -> ManaCost:
    """The mana cost, or the flashback cost for a card cast from the graveyard (702.34a,
    an alternative cost, 118.9)."""
    if o.zone is Zone.GRAVEYARD:
        fb = flashback_cost(state, o.id)
        if fb is not None:
            return fb
    return o.card.mana_cost


def cast_actions(state: GameState, player: int) -> list[CastSpell]:
    """Every complete way to cast each card in hand that can be paid for (601.2)."""
    out: list[CastSpell] = []
    sources = None
    for cid in castable_cards(state, player):
        card = state.objects[cid].card
        if spell_timing_problem(state, player, card):
            continue
        if sources is None:
            sources = mana_sources(state, player)
        mode_sets: list[tuple[int, ...]] = (
            [(i,) for i in range(len(card.spell.modes))] if card.spell and card.spell.modes
            else [()])
        cost = cost_to_cast(state, state.objects[cid])
        if cost.has_x:
            hi = min(max_affordable_x(state, player, cost, sources), X_ENUMERATION_LIMIT)
            xs = range(0, hi + 1) if hi >= 0 else range(0)
        else:
            xs = range(0, 1) if find_payment(state, player, cost, sources) is not None \
                else range(0)
        for x in xs:
            for modes in mode_sets:
                specs = spell_targets(card, modes)
                for tg in target_combinations(state, specs, player, cid) if specs else [()]:
                    out.append(CastSpell(cid, tg, x, modes))
    return out


def check_cast(state: GameState, player: int, a: CastSpell) -> tuple[str | None, Payment | None]:
    """The reason `a` is illegal, or (None, the payment to use)."""
    o = state.objects.get(a.card)
    from_graveyard = o is not None and o.zone is Zone.GRAVEYARD \
        and flashback_cost(state, o.id) is not None
    if o is None or (o.zone is not Zone.HAND and not from_graveyard) or o.owner != player:
        return "that card is not in your hand", None
    card = o.card
    if CardType.LAND in card.types:
        return "a land is played, not cast (305.1)", None
    problem = spell_timing_problem(state, player, card)
    if problem:
        return problem, None
    sp = card.spell
    if sp is not None and sp.modes:
        if len(a.modes) != sp.choose or any(not 0 <= m < len(sp.modes) for m in a.modes) \
                or len(set(a.modes)) != len(a.modes):
            return f"choose {sp.choose} of the {len(sp.modes)} modes (700.2)", None
    elif a.modes:
        return "this spell is not modal", None
    cost = cost_to_cast(state, o)
    if a.x < 0 or (a.x and not cost.has_x):
        return "X must be a non-negative number, and only for a cost with {X} (107.3)", None
    reason = check_targets(state, spell_targets(card, a.modes), a.targets, player, a.card)
    if reason:
        return reason, None
    return check_payment(state, player, cost.with_x(a.x), a.payment, exclude=0)


def check_targets(state: GameState, specs: tuple[TargetSpec, ...], targets: tuple[int, ...],
                  player: int, source: int) -> str | None:
    """601.2c: a target for each requirement, each legal."""
    if len(targets) != len(specs):
        return f"it needs {len(specs)} target(s), {len(targets)} given (601.2c)"
    for spec, t in zip(specs, targets):
        if t == 0 and spec.optional:
            continue
        if not is_legal_target(state, spec, t, player, source):
            return f"{describe_ref(state, t)} is not a legal {spec.describe()} (115)"
    return None


def check_payment(state: GameState, player: int, cost: ManaCost, explicit: tuple[int, ...] | None,
                  exclude: int) -> tuple[str | None, Payment | None]:
    sources = mana_sources(state, player, exclude)
    if explicit is not None:
        by_id = {s.source: s for s in sources}
        missing = [i for i in explicit if i not in by_id]
        if missing:
            return f"{describe_ref(state, missing[0])} can't be tapped for mana now", None
        sources = [by_id[i] for i in explicit]
        pay = find_payment(state, player, cost, sources)
        if pay is not None and len(pay.activations) != len(sources):
            pay = Payment(tuple((s.source, s.options[0]) for s in sources
                                if s.source not in {a[0] for a in pay.activations})
                          + pay.activations, pay.spend, pay.life)
    else:
        pay = find_payment(state, player, cost, sources)
    if pay is None:
        return f"not enough mana to pay {cost or '{0}'}", None
    return None, pay


def pay_cost(state: GameState, player: int, pay: Payment) -> None:
    """601.2g-h: activate mana abilities, then pay the total cost from the pool."""
    for source, letter in pay.activations:
        abilities = card_of(state, source).abilities
        ab = abilities[mana_ability_for(abilities, letter)]
        prim.tap(state, source)
        prim.add_mana(state, player, (letter,) * ab.any_color if ab.any_color else ab.mana)
    pool = state.players[player].mana_pool
    for i, n in enumerate(pay.spend):
        pool[i] -= n
        assert pool[i] >= 0, f"payment overspent {MANA_ORDER[i]}"
    if pay.life:
        prim.lose_life(state, player, pay.life)  # 119.4: paying life


def cast_spell(state: GameState, player: int, a: CastSpell) -> int:
    reason, pay = check_cast(state, player, a)
    if reason:
        raise IllegalActionError(f"can't cast {describe_ref(state, a.card)}: {reason}")
    assert pay is not None
    name = state.objects[a.card].card.name
    flashback = state.objects[a.card].zone is Zone.GRAVEYARD
    sid = move_object(state, a.card, Zone.STACK, controller=player)  # 601.2a
    assert sid is not None
    spell = state.mut(sid)
    spell.kind = StackKind.SPELL
    if flashback:
        spell.alt_cost = "flashback"
    spell.targets, spell.x, spell.modes = a.targets, a.x, a.modes  # 601.2b-c
    pay_cost(state, player, pay)  # 601.2f-h
    state.log.append(("cast", player, sid, name))  # 601.2i
    return sid


# ------------------------------------------------------------------ activated abilities


def ability_cost_problem(state: GameState, player: int, oid: int, ab: ActivatedAbility) -> str | None:
    """602.2 / 602.5: can the non-mana parts of the cost be paid, and is the timing right?"""
    o = state.objects[oid]
    c: Cost = ab.cost
    if ab.loyalty is not None:
        # 606.3: a loyalty ability only as a sorcery, and only one per permanent each turn;
        # 606.6: a negative loyalty cost can't remove more counters than it has.
        if not sorcery_timing(state, player):
            return "a loyalty ability can be activated only as a sorcery (606.3)"
        if oid in state.loyalty_used:
            return "a loyalty ability of this permanent was already activated this turn (606.3)"
        if ab.loyalty < 0 and o.counters.get("loyalty", 0) < -ab.loyalty:
            return f"it has fewer than {-ab.loyalty} loyalty counters (606.6)"
    if ab.sorcery_speed and not sorcery_timing(state, player):
        return "it can be activated only as a sorcery (602.5d)"
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
    if c.pay_life and state.players[player].life < c.pay_life:
        return f"you can't pay {c.pay_life} life (119.4)"
    if c.discard:
        return "discarding as a cost (118.3) is not implemented yet"
    return None


def _activatable(state: GameState, player: int):  # type: ignore[no-untyped-def]
    """Abilities of the player's permanents, and of cards in their hand that work from there
    (cycling, 702.29a)."""
    layered = needs_layers(state)
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller != player:
            continue
        # 613.1f: the abilities it has now (without effects: its card's and its land types')
        abilities = card_of(state, oid).abilities if layered else with_intrinsic(o.card).abilities
        for i, ab in enumerate(abilities):
            if ab.zone == "battlefield":
                yield oid, i, ab
    for oid in state.players[player].hand:
        for i, ab in enumerate(state.objects[oid].card.abilities):
            if ab.zone == "hand":
                yield oid, i, ab


def sacrifice_choices(state: GameState, player: int, source: int,
                      ab: ActivatedAbility) -> list[tuple[int, ...]]:
    """The ways to pay a "Sacrifice a <permanent>" cost (118.3: only permanents you control;
    the source itself is one unless it says "another")."""
    f = ab.cost.sacrifice
    if f is None:
        return [()]
    return [(oid,) for oid in state.battlefield if state.objects[oid].controller == player
            and matches(state, oid, f, player, source)]


def _ability(state: GameState, oid: int, index: int) -> ActivatedAbility:
    o = state.objects[oid]
    return (card_of(state, oid) if o.zone is Zone.BATTLEFIELD else o.card).abilities[index]


def activate_actions(state: GameState, player: int) -> list[ActivateAbility]:
    out: list[ActivateAbility] = []
    for a in _activate_actions(state, player):
        ab = _ability(state, a.source, a.ability)
        if ab.cost.sacrifice is None:
            out.append(a)
        else:  # one action per permanent that could be sacrificed (118.3)
            out += [replace(a, sacrifice=sac)
                    for sac in sacrifice_choices(state, player, a.source, ab)]
    return out


def _activate_actions(state: GameState, player: int) -> list[ActivateAbility]:
    out: list[ActivateAbility] = []
    all_sources = None
    for oid, i, ab in _activatable(state, player):
        if ab.cost.discard:
            continue  # discard costs are not offered automatically yet
        if ability_cost_problem(state, player, oid, ab):
            continue
        if ab.is_mana_ability:
            if ab.cost.tap and not can_tap_for_mana(state, oid):
                continue
            if ab.cost.mana and find_payment(state, player, ab.cost.mana,
                                             mana_sources(state, player, oid)) is None:
                continue  # (rare: a mana ability with a mana cost)
            if ab.any_color:
                out.extend(ActivateAbility(oid, i, x=k) for k in range(5))
            else:
                out.append(ActivateAbility(oid, i))
            continue
        if all_sources is None:
            all_sources = mana_sources(state, player)
        sources = [s for s in all_sources if s.source != oid] if ab.cost.tap else all_sources
        if ab.cost.mana.has_x:
            hi = min(max_affordable_x(state, player, ab.cost.mana, sources), X_ENUMERATION_LIMIT)
            xs = range(0, hi + 1)
        else:
            ok = find_payment(state, player, ab.cost.mana, sources)
            xs = range(0, 1 if ok is not None else 0)
        for x in xs:
            for tg in target_combinations(state, ab.targets, player, oid) if ab.targets else [()]:
                out.append(ActivateAbility(oid, i, tg, x))
    return out


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
    if ab.zone == "hand":
        if o.zone is not Zone.HAND or o.owner != player:
            return "that card is not in your hand", None
    elif o.zone is not Zone.BATTLEFIELD:
        return "that permanent is not on the battlefield", None
    elif o.controller != player:
        return "you don't control that permanent (602.2)", None
    problem = ability_cost_problem(state, player, a.source, ab)
    if problem:
        return f"{o.card.name}: {problem}", None
    if ab.is_mana_ability and ab.any_color and not 0 <= a.x < 5:
        return "choose a colour: x must be 0-4 (W, U, B, R, G)", None
    if a.x and not ab.cost.mana.has_x and not ab.any_color:
        return "this ability has no X", None
    reason = check_targets(state, ab.targets, a.targets, player, a.source)
    if reason:
        return reason, None
    if ab.is_mana_ability and any(e.verb != "add_mana" for e in ab.effects):
        return "mana abilities with other effects are not supported yet", None
    if ab.cost.sacrifice is None and a.sacrifice:
        return "this ability has no sacrifice cost", None
    if ab.cost.sacrifice is not None and (len(a.sacrifice) != 1 or a.sacrifice not in
                                          sacrifice_choices(state, player, a.source, ab)):
        return "choose one permanent you control to sacrifice for its cost (118.3)", None
    exclude = a.source if ab.cost.tap else 0
    cost = ab.cost.mana.with_x(a.x) if ab.cost.mana.has_x else ab.cost.mana
    return check_payment(state, player, cost, a.payment, exclude)


def activate_ability(state: GameState, player: int, a: ActivateAbility) -> int | None:
    """602.2 (or 605.3b for a mana ability, which resolves at once). Returns the ability's id on
    the stack, or None for a mana ability."""
    reason, pay = check_activate(state, player, a)
    if reason:
        raise IllegalActionError(f"can't activate that ability: {reason}")
    assert pay is not None
    o = state.objects[a.source]
    card = card_of(state, a.source) if o.zone is Zone.BATTLEFIELD else o.card
    ab = card.abilities[a.ability]
    pay_cost(state, player, pay)
    if ab.cost.tap:
        prim.tap(state, a.source)
    if ab.cost.untap:
        prim.untap(state, a.source)
    if ab.cost.pay_life:
        prim.lose_life(state, player, ab.cost.pay_life)
    if ab.cost.remove_counters:  # 118.3: removing counters as a cost
        prim.remove_counters(state, a.source, *ab.cost.remove_counters)
    for oid in a.sacrifice:
        prim.sacrifice(state, oid)  # 118.3: part of the cost
    if ab.cost.discard_self:
        new = prim.discard(state, player, a.source)  # 702.29a: "Discard this card" is the cost
        if ab.text.startswith("Cycling") and new is not None:
            state.log.append(("cycle", player, new))  # "When you cycle ~" looks for this
    if ab.loyalty is not None:  # 606.4: the loyalty cost is paid with loyalty counters
        state.loyalty_used = (*state.loyalty_used, a.source)
        if ab.loyalty > 0:
            prim.add_counters(state, a.source, "loyalty", ab.loyalty)
        elif ab.loyalty < 0:
            prim.remove_counters(state, a.source, "loyalty", -ab.loyalty)
    if ab.is_mana_ability:
        mana = ("WUBRG"[a.x],) * ab.any_color if ab.any_color else ab.mana
        prim.add_mana(state, player, mana)  # 605.3b: no stack
        if ab.cost.sacrifice_self:
            prim.sacrifice(state, a.source)
        return None
    sid = state.new_id()
    obj = GameObject(sid, card, o.owner, Zone.STACK, state.new_timestamp())
    obj.controller = player
    obj.kind = StackKind.ACTIVATED
    obj.source, obj.ability, obj.targets, obj.x = a.source, a.ability, a.targets, a.x
    state.add_object(obj)
    state.stack.append(sid)  # 602.2a
    if ab.cost.sacrifice_self:
        prim.sacrifice(state, a.source)
    state.log.append(("activate", player, sid, card.name))
    return sid


# ------------------------------------------------------------------ lands


def land_actions(state: GameState, player: int) -> list[PlayLand]:
    if not _can_play_land_now(state, player):
        return []
    return [PlayLand(c) for c in state.players[player].hand
            if CardType.LAND in state.objects[c].card.types]


def _can_play_land_now(state: GameState, player: int) -> bool:
    p = state.players[player]
    return sorcery_timing(state, player) and p.lands_played < p.land_drops


def check_play_land(state: GameState, player: int, a: PlayLand) -> str | None:
    o = state.objects.get(a.card)
    if o is None or o.zone is not Zone.HAND or o.owner != player:
        return "that card is not in your hand"
    if CardType.LAND not in o.card.types:
        return "it is not a land"
    if not sorcery_timing(state, player):
        return "a land can be played only in your main phase with an empty stack (305.1)"
    if state.players[player].lands_played >= state.players[player].land_drops:
        return "you have already played a land this turn (305.2)"
    return None


def play_land(state: GameState, player: int, a: PlayLand) -> int:
    """305.1: a special action; the land enters the battlefield without using the stack."""
    reason = check_play_land(state, player, a)
    if reason:
        raise IllegalActionError(f"can't play {describe_ref(state, a.card)}: {reason}")
    state.players[player].lands_played += 1
    new = move_object(state, a.card, Zone.BATTLEFIELD, controller=player)
    assert new is not None
    state.log.append(("play_land", player, new))
    return new


def describe_ref(state: GameState, ref: int) -> str:
    if ref < 0:
        return state.players[-ref - 1].name
    o = state.objects.get(ref)
    return o.card.name if o is not None else f"object #{ref} (no longer exists)"
