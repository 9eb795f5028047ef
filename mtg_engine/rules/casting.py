"""Casting spells (601) and playing lands (305); activating abilities (602, 605) is in
rules/activation.py.

Each action is validated completely before anything changes (`check_*` functions return the
reason it is illegal), so an illegal action leaves the game untouched.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from mtg_engine.actions import CastSpell, PlayLand
from mtg_engine.cards.dsl import (
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    Filter,
    Mode,
    SpellAbility,
    TargetSpec,
)
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType, Supertype
from mtg_engine.effects import primitives as prim
from mtg_engine.rules import (
    ability_costs,
    additional_options,
    additional_x,
    alternative_costs,
    any_number_costs,
    awaken,
    cast_free_statics,
    cast_targets,
    casualty,
    cleave,
    commanders,
    conspire,
    cost_exiled,
    cost_revealed,
    costs,
    faces,
    flash_self,
    foretell,
    graveyard_permissions,
    keyword_abilities,
    kicker_targets,
    mana_spent,
    mutate,
    offering,
    optional_costs,
    overload,
    play_permissions,
    restricted_sources,
    spend,
    splice,
    target_cost_condition,
    top_permissions,
    x_targets,
)
from mtg_engine.rules.filters import matches
from mtg_engine.rules.flagbearers import keep_flagbearer_choices
from mtg_engine.rules.granted_retrace import RETRACE, graveyard_cast
from mtg_engine.rules.layers import (
    _graveyard_statics,
    card_of,
    characteristics,
    flashback_cost,
    hidden_zones_changed,
)
from mtg_engine.rules.life_lock import can_pay_life
from mtg_engine.rules.mana import (
    MANA_ORDER,
    NO_PAYMENT,
    Payment,
    activation_of,
    can_pay,
    find_payment,
    mana_sources,
    max_affordable_x,
    payability,
    payment_for,
)
from mtg_engine.rules.mana_triggers import resolve_after
from mtg_engine.rules.per_opponent_targets import expand_now
from mtg_engine.rules.play_from_exile import castable_from_exile, lands_from_exile, may_play
from mtg_engine.rules.play_from_exile import cost_increase as exile_cost_increase
from mtg_engine.rules.play_from_exile import face_allowed as exile_face_allowed
from mtg_engine.rules.play_from_exile import played as exile_played
from mtg_engine.rules.random import rng
from mtg_engine.rules.restrictions import (
    CAST_FORBIDDING_KINDS,
    _static_kinds,
    cast_as_though_flash,
    cast_forbidden,
    land_drops,
    land_play_forbidden,
)
from mtg_engine.rules.spend import Spending
from mtg_engine.rules.targets import (
    is_legal_target,
    related,
    repeats_a_target,
    target_combinations,
)
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, StackKind, Zone, player_ref

X_ENUMERATION_LIMIT = 20


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why. Nothing was changed."""


# ------------------------------------------------------------------ timing


def sorcery_timing(state: GameState, player: int) -> bool:
    """307.1 / 117.1a: the player's own main phase, with an empty stack."""
    return state.active == player and state.step.is_main and not state.stack


def spell_timing_problem(state: GameState, player: int, card: CardDef,
                         card_id: int = 0, instant_ok: bool = False) -> str | None:
    """Why `card` can't be cast now (`instant_ok`: as an instant could, 702.48a), or None."""
    if state.stack and keyword_abilities.split_second_on_stack(state):
        return "a spell with split second is on the stack (702.61a)"
    if not instant_ok and not _instant_speed(card) and not sorcery_timing(state, player) \
            and not cast_as_though_flash(state, player, card) \
            and not play_permissions.flash_from_top(state, player, card_id):  # 601.3b
        return "it can be cast only in your main phase when the stack is empty (307.1)"
    if card.cast_only:  # 601.3: "Cast this spell only during combat"
        from mtg_engine.rules.cast_only import cast_only_problem

        why = cast_only_problem(state, player, card, card_id)
        if why:
            return why
    if card_id and "cant_cast_from" in _static_kinds(state):  # 101.2: "... from graveyards"
        from mtg_engine.rules.cant_enter import cast_problem

        why = cast_problem(state, player, card_id)
        if why:
            return why
    return cast_forbidden(state, player, card, card_id)  # 101.2: "you can't cast ..."


def spell_targets(card: CardDef, modes: tuple[int, ...] = ()) -> tuple[TargetSpec, ...]:
    if card.enchant is not None:
        return (card.enchant,)  # 303.4a: an Aura spell targets what it will enchant
    return tuple(t for part in _spell_parts(card, modes) for t in part.targets)


def spell_effects(card: CardDef, modes: tuple[int, ...] = ()) -> tuple[Effect, ...]:
    """What an instant or sorcery does with the chosen modes (700.2): several modes' targets
    are one list, each mode's references shifted to its own (state.game_state.modes_effects)."""
    if card.spell is not None and card.spell.modes and len(modes) > 1:
        from mtg_engine.state.game_state import modes_effects

        return modes_effects(card, modes)
    return tuple(e for part in _spell_parts(card, modes) for e in part.effects)


def mode_choices(sp: SpellAbility | None) -> list[tuple[int, ...]]:
    """700.2: the sets of modes a modal spell may be cast with ("choose two": every pair;
    "choose one or more": every nonempty set), each in the order written; [()] if not
    modal."""
    if sp is None or not sp.modes:
        return [()]
    pick = itertools.combinations_with_replacement if sp.repeat_modes else itertools.combinations
    return [c for n in sp.mode_counts() for c in pick(range(len(sp.modes)), n)]  # 700.2d


def kicked_modes(card: CardDef, a: CastSpell, mode_sets: list[tuple[int, ...]]
                 ) -> list[tuple[int, ...]]:
    """702.33d: "If this spell was kicked, choose any number instead": every nonempty set of
    modes for a kicked cast; else `mode_sets`."""
    sp = card.spell
    if sp is None or not sp.kicked_any_modes or not any(a.kicked):
        return mode_sets
    n = len(sp.modes)
    return [c for k in range(1, n + 1) for c in itertools.combinations(range(n), k)]


def _spell_parts(card: CardDef, modes: tuple[int, ...]) -> list[SpellAbility | Mode]:
    sp = card.spell
    if sp is None:
        return []
    return [sp.modes[m] for m in sorted(modes)] if sp.modes else [sp]  # as written (700.2)


# ------------------------------------------------------------------ spells


def castable_cards(state: GameState, player: int) -> list[int]:
    """Cards in hand that aren't lands, and cards with flashback, jump-start or retrace in the
    graveyard (702.34a, 702.133a, 702.81a), split cards with aftermath there (702.127a), cards
    on an Adventure in exile (716.3d), and those a static ability lets the player cast from
    the top of their library (601.3, rules/play_permissions.py)."""
    return _kept_castable(state, player) + play_permissions.castable(state, player)


def _kept_castable(state: GameState, player: int) -> list[int]:
    """`castable_cards` but the top of a library: the ones that depend only on the player's
    hand, graveyard and exile (cached with them, layers._PLAYER_KEYS)."""
    p = state.players[player]
    objects = state.objects
    if state.effects or _graveyard_statics(state):  # (flashback or retrace given, 613.1f)
        from_graveyard = [c for c in p.graveyard if flashback_cost(state, c) is not None
                          or graveyard_cast(state, c, objects[c].card)  # (702.81a: given)
                          or any(a.kind == "escape" for a in objects[c].card.alt_costs)]
    else:  # (each card's own text decides: remembered per card)
        from_graveyard = [c for c in p.graveyard if _own_graveyard_cast(objects[c].card)]
    return [c for c in p.hand if _LAND not in objects[c].card.types
            or objects[c].card.faces] + from_graveyard + \
        faces.aftermath_in_graveyard(state, player) + faces.cast_from_exile(state, player) + \
        foretell.foretold_cards(state, player) + \
        castable_from_exile(state, player) + \
        (commanders.castable(state, player) if state.commanders is not None else [])  # 903.8


_GRAVEYARD_CAST: dict[int, tuple[CardDef, bool]] = {}


def _own_graveyard_cast(card: CardDef) -> bool:
    """May a card in a graveyard be cast from there by its own text (flashback 702.34a,
    jump-start 702.133a, retrace 702.81a, escape 702.138a), with no effect or static ability
    giving or taking such an ability (`flashback_cost` and `graveyard_cast` are then the
    card's own)? Remembered per card definition (immutable; by identity)."""
    memo = _GRAVEYARD_CAST.get(id(card))
    if memo is None or memo[0] is not card:
        if len(_GRAVEYARD_CAST) > 65536:
            _GRAVEYARD_CAST.clear()
        memo = _GRAVEYARD_CAST[id(card)] = (card, bool(
            card.flashback is not None or card.graveyard_cast or RETRACE in card.keywords
            or any(a.kind == "escape" for a in card.alt_costs)))
    return memo[1]


def cost_to_cast(o: GameObject, card: CardDef | None = None,
                 state: GameState | None = None) -> ManaCost:
    """The mana cost, or the flashback cost for a card cast from the graveyard (702.34a,
    an alternative cost, 118.9). `card`: the face being cast (709.3a, 716.3a: its own cost;
    702.102c: a fused split spell's is both halves')."""
    if o.zone is _GRAVEYARD:  # (its flashback as the layers say, 613.1f: Snapcaster Mage)
        fb = flashback_cost(state, o.id) if state is not None else o.card.flashback
        if fb is not None:
            return fb
    alt = faces.alternative_cost(o, card) if card is not None else None  # 702.146a
    if alt is None and o.zone is Zone.EXILE and state is not None and o.chosen:
        from mtg_engine.rules.play_from_exile import FREE, free_in_exile

        alt = FREE if free_in_exile(state, o) else None  # 118.9 (rules/play_from_exile.py)
    return alt if alt is not None else (card or o.card).mana_cost


def cast_actions(state: GameState, player: int) -> list[CastSpell]:
    """Every complete way to cast each card in hand that can be paid for (601.2)."""
    out: list[CastSpell] = []
    if state.stack and keyword_abilities.split_second_on_stack(state):
        return out  # 702.61a (what spell_timing_problem says first)
    sorcery_ok = sorcery_timing(state, player)
    # (spell_timing_problem in short: without an effect or static ability that could forbid a
    # cast, 101.2, or let one be cast as though it had flash, 601.3b, only the timing of 307.1
    # and "Cast this spell only ..." remain to check)
    kinds = _static_kinds(state)
    flash_granted = not sorcery_ok and ("cast_as_though_flash" in kinds or bool(state.effects))
    # (outside the player's main phase, only instants and spells with flash: 307.1, 117.1a)
    spells = _castable_faces(state, player, not sorcery_ok and not flash_granted)
    if not spells:
        return out  # (most priorities: nothing to cast at this speed; the rest is not read)
    sources = None
    modified = bool(_spell_cost_statics(state))
    by_targets = modified and costs.target_dependent_costs(state)  # 601.2f, 115.9b
    full_check = flash_granted or bool(state.effects) \
        or not kinds.isdisjoint(CAST_FORBIDDING_KINDS)  # (Mana Maze's 101.2 too)
    splicing = None  # 702.47a: a card with splice in hand? (asked once there is a spell)
    payable = None  # (mana.payability: made once there is a plain cost to check)
    spending = state.players[player].restricted_mana \
        or restricted_sources.restricted_sources(state, player)  # 106.6 (else no Spending is read)
    for cid, face, card in spells:
        if isinstance(card, str):
            continue
        by_offering = not sorcery_ok and offering.has_offering(card) \
            and not _instant_speed(card)  # 702.48a (offering.py)
        if (full_check or card.cast_only) and spell_timing_problem(state, player, card, cid,
                                                                   by_offering):
            continue
        cost = cost_to_cast(state.objects[cid], card, state)
        if not card.alt_costs and not cost:
            continue  # 118.6: no mana cost is an unpayable cost
        mode_sets = mode_choices(card.spell)
        if splicing is None:
            splicing = splice.in_hand(state, player)
        spliceable = splice.candidates(state, player, cid, card) if splicing else []
        if modified or has_cost_options(card) or (
                state.objects[cid].zone is _GRAVEYARD and graveyard_cast(state, cid, card)) \
                or exile_cost_increase(state, player, state.objects[cid]) \
                or state.objects[cid].zone is Zone.COMMAND:  # (601.2f; 903.8: its tax)
            variants = cost_variants(state, player, cid, face, card)
        else:
            if cost.has_x:
                if sources is None:
                    sources = mana_sources(state, player)
                hi = min(max_affordable_x(state, player, cost, sources, Spending("cast", cid, card)),
                         X_ENUMERATION_LIMIT)
                xs = range(0, hi + 1) if hi >= 0 else range(0)
            elif spending or state.objects[cid].zone is Zone.EXILE:  # (609.4b: spend_any)
                xs = range(0, 1) if can_pay(state, player, cost, 0, Spending("cast", cid, card)) \
                    else range(0)
            else:
                if payable is None:
                    payable = payability(state, player)
                xs = range(0, 1) if payable(cost) else range(0)
            variants = [_plain_cast(cid, x, face) for x in xs]
            if KEYWORD_ASSIST in card.keywords:
                from mtg_engine.rules import assist  # 702.132a: payable with another's help

                variants += assist.helped_casts(
                    state, player, lambda x, cid=cid, face=face: _plain_cast(cid, x, face),
                    card, len(xs), cost.has_x, X_ENUMERATION_LIMIT)
        if card.mana_cost.has_x and "cant_cast" in kinds:  # 601.3a: the X that can't be chosen
            from mtg_engine.rules.mana_value_casts import forbidden_with_x

            variants = [v for v in variants if forbidden_with_x(state, player, card, v.x) is None]
        if by_offering:  # (only with its offering, unless cast as though it had flash)
            variants = [v for v in variants if offering.announced(card, v.alt_cost)
                        or not spell_timing_problem(state, player, card, cid)]
        if card.entwine is not None and card.spell is not None:
            mode_sets.append(tuple(range(len(card.spell.modes))))  # 702.42a
        for v in variants:
            for modes in kicked_modes(card, v, mode_sets):
                base: CastSpell | None = v
                if costs.entwined(card, modes) or (card.escalate is not None and len(modes) > 1):
                    # its entwine / escalate costs must be payable too (702.42a, 702.120a)
                    base = with_substitutes(state, player, replace(v, modes=modes))
                if base is None:
                    continue
                specs = () if overload.is_overloaded(card, base.alt_cost) \
                    else spell_targets(cleave.for_targets(as_cast(card, base.alt_cost),
                                                          base.alt_cost), modes) \
                    + awaken.extra_targets(card, base.alt_cost) \
                    + mutate.extra_targets(card, base.alt_cost)  # 702.96b, 702.103b, 702.113b, 702.140a
                specs = kicker_targets.as_cast(specs, any(base.kicked))  # 601.2c
                specs = cast_targets.as_cast(card, specs)  # 601.2c: "as you cast it"
                if not specs and not modes and not base.targets and not base.modes \
                        and not spliceable:
                    out.append(base)  # (what replace would make)
                    continue
                for b, sp_specs in splice.variants(state, player, base, spliceable):  # 702.47a
                    if sp_specs and x_targets.has_x_targets(specs):
                        continue  # (check_cast: not with X targets)
                    # 601.2c: X targets, X announced first (rules/x_targets.py)
                    combos = x_targets.combinations(state, specs, b.x, player, cid) \
                        if not sp_specs else keep_flagbearer_choices(state, player,
                                                                     target_combinations(
                                                                         state, specs + sp_specs,
                                                                         player, cid))
                    for tg in combos if specs or sp_specs else [()]:
                        cast = replace(b, targets=tg, modes=modes)
                        if (card.per_target_cost is not None and sum(map(bool, tg)) > 1) \
                                or by_targets \
                                or (target_cost_condition.by_targets(card) and any(tg)):
                            # 601.2f: its cost grows with its targets (strive, "spells that
                            # target ~ cost {2} more": the total with these targets, 115.9b)
                            cast = with_substitutes(state, player, cast)  # type: ignore[assignment]
                            if cast is None:
                                continue
                        out.append(cast)
    if graveyard_permissions.any_permission(state, player):  # 601.3: whose permission is used
        out = [c for a in out for c in (graveyard_permissions.choices(state, player, a)
                                        if state.objects[a.card].zone is _GRAVEYARD else [a])]
    from mtg_engine.rules import assist

    return assist.with_assists(state, player, out)  # 702.132a


def _instant_speed(card: CardDef) -> bool:
    """117.1a, 702.8a: an instant or a spell with flash may be cast any time the player has
    priority."""
    return _INSTANT in card.types or "flash" in card.keywords \
        or (bool(card.statics) and flash_self.has_flash_self(card))  # 601.3b (its own)


# (read once: an Enum class attribute is a slow read in Python 3.11)
_INSTANT, _LAND, _GRAVEYARD = CardType.INSTANT, CardType.LAND, Zone.GRAVEYARD
_PLAIN_CASTS: dict[tuple[int, int, int], CastSpell] = {}


KEYWORD_ASSIST = "assist"  # 702.132a (rules/assist.py)


def _plain_cast(cid: int, x: int, face: int) -> CastSpell:
    """CastSpell(cid, x=x, face=face): the same immutable object each time (remembered)."""
    a = _PLAIN_CASTS.get((cid, x, face))
    if a is None:
        if len(_PLAIN_CASTS) > 65536:
            _PLAIN_CASTS.clear()
        a = _PLAIN_CASTS[(cid, x, face)] = CastSpell(cid, x=x, face=face)
    return a


def _castable_faces(state: GameState, player: int, instant_speed: bool = False
                    ) -> list[tuple[int, int, CardDef | str]]:
    """Each castable card, each way to cast it, and the spell it becomes that way (or why it
    can't be cast so); with `instant_speed`, only the spells an instant or with flash (117.1a,
    702.8a: what may be cast outside the player's main phase). Cached with the characteristics
    (a card moving to or from any zone makes a new object, 400.7, which clears them, as does
    any change of characteristics)."""
    key = ("castable_faces", player)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        objects = state.objects
        every = [(cid, face, card) for cid in _kept_castable(state, player)
                 for face, card in _spell_faces(objects[cid])
                 if isinstance(card, str) or exile_face_allowed(state, player, cid, card)]
        cached = state._chars[key] = (every, _instants(every))  # type: ignore[index]
    # 601.3: the top card of a library changes without any zone change (a shuffle, scry):
    # the cards a static ability lets the player cast from there are found each time
    extra = play_permissions.castable(state, player)
    if extra:
        more = [(cid, face, faces.spell_card(state.objects[cid], face))
                for cid in extra for face in faces.face_options(state.objects[cid])]
        more = [m for m in more if isinstance(m[2], str) or (graveyard_permissions.face_allowed(
            state, player, m[0], m[2]) and top_permissions.face_allowed(
            state, player, m[0], m[2]))]  # 601.3: the spell a permission allows
        return cached[1] + _instants(more) if instant_speed else cached[0] + more  # type: ignore[no-any-return]
    return cached[1] if instant_speed else cached[0]  # type: ignore[no-any-return]


def _instants(spells: list[tuple[int, int, CardDef | str]]) -> list[tuple[int, int, CardDef | str]]:
    """The spells that may be cast any time their player has priority: instants, spells with
    flash, and spells with offering (702.48a: only with it, cast_actions)."""
    return [f for f in spells if not isinstance(f[2], str)
            and (_instant_speed(f[2]) or offering.has_offering(f[2]))]


_SPELL_FACES: dict[tuple[int, Zone], tuple[CardDef, int, CardDef | None,
                                            tuple[tuple[int, CardDef | str], ...]]] = {}


def _spell_faces(o: GameObject) -> tuple[tuple[int, CardDef | str], ...]:
    """Each way to cast the card `o` (faces.face_options) with the spell it becomes that way
    (faces.spell_card); remembered per card (by identity: the entry holds it) and zone, with
    the other values of the object they read (on an Adventure, face down)."""
    card, zone = o.card, o.zone
    memo = _SPELL_FACES.get((id(card), zone))
    if memo is not None and memo[0] is card and memo[1] == o.on_adventure \
            and memo[2] is o.face_down:
        return memo[3]
    got = tuple((face, faces.spell_card(o, face)) for face in faces.face_options(o))
    if len(_SPELL_FACES) > 65536:
        _SPELL_FACES.clear()
    _SPELL_FACES[(id(card), zone)] = (card, o.on_adventure, o.face_down, got)
    return got


def has_cost_options(card: CardDef, state: GameState | None = None, player: int = -1) -> bool:
    """Does casting this card involve a choice or a computation of costs beyond its mana
    cost (601.2b, 601.2f)? (With `state`, also a conspire given to it, 702.78b.)"""
    if state is not None and conspire.instances(state, player, card):
        return True
    from mtg_engine.rules.spell_keywords import replicate_cost

    if state is not None and replicate_cost(state, player, card) is not None:
        return True  # 702.56a: replicate given by a static ability
    if state is not None and casualty.amount(card, state, player):
        return True  # 702.153a: casualty given by a static ability
    if state is not None and cast_free_statics.any_permission(state, player):
        return True  # 118.9: a static ability's alternative cost
    got = _COST_OPTIONS.get(id(card))
    if got is None or got[0] is not card:
        if len(_COST_OPTIONS) > 65536:
            _COST_OPTIONS.clear()
        got = _COST_OPTIONS[id(card)] = (card, _own_cost_options(card))
    return got[1]


# (a card definition is immutable: its own answer is remembered, by identity)
_COST_OPTIONS: dict[int, tuple[CardDef, bool]] = {}


def _own_cost_options(card: CardDef) -> bool:
    """`has_cost_options` from the card's own text alone."""
    return bool(card.kicker or card.multikicker or card.buyback or card.additional_cost
                or card.additional_options or card.casualty or card.entwine or card.escalate
                or card.per_target_cost is not None
                or conspire.has(card)
                or card.graveyard_cast or card.replicate or card.flashback_cost is not None
                or card.alt_costs or card.affinity is not None or card.self_cost is not None
                or {"delve", "convoke", "improvise"} & card.keywords
                or (bool(card.statics) and flash_self.costs_more(card))  # 601.3b, 601.2f
                or any(st.extra_cost is not None for st in card.statics))  # 118.8 (own)


_spell_cost_statics = costs.spell_cost_sources


MULTIKICK_LIMIT = 10


def cost_variants(state: GameState, player: int, cid: int, face: int = -1,
                  card: CardDef | None = None) -> list[CastSpell]:
    """The announcements of 601.2b that can be paid (without targets and modes): each
    alternative cost, kicker choice, number of multikicks, buyback, choice for an additional
    cost, and X; delve, improvise and convoke chosen automatically (the fewest needed)."""
    card = card or state.objects[cid].card
    if card.additional_x:  # 107.3a: X announced for the additional cost
        return additional_x.variants(state, player, cid, face, card)
    alts = [-1, *range(len(card.alt_costs))]
    if cast_free_statics.permitted(state, player, cid):  # 118.9 (a static ability's)
        alts.append(cast_free_statics.BY_STATIC)
    life, only = play_permissions.life_instead(state, player, cid)  # 118.9 (Bolas's Citadel)
    if life:
        alts = [play_permissions.BY_LIFE] if only else [*alts, play_permissions.BY_LIFE]
    if card.kicker:
        kicks: list[tuple[int, ...]] = list(itertools.product((0, 1), repeat=len(card.kicker)))
    elif card.multikicker is not None:
        kicks = [(n,) for n in range(MULTIKICK_LIMIT + 1)]
    else:
        kicks = [()]
    buybacks = [0, 1] if card.buyback is not None else [0]
    from mtg_engine.rules.spell_keywords import replicate_cost

    reps = range(MULTIKICK_LIMIT + 1) if replicate_cost(state, player, card) is not None \
        else range(1)  # 702.56a (printed, or given: Threefold Signal)
    out: list[CastSpell] = []
    for alt, option in itertools.product(alts, additional_options.indices(card)):  # 601.2b
        # 702.27a, 702.33a: a buyback or kicker cost's part other than mana
        kick_costs = (False, True) if card.kicker_cost is not None else (False,)
        extras_of = {(bb, k): additional_choices(state, player, cid, card, alt, option, bb, k)
                     for bb in buybacks for k in kick_costs}
        has_x = _has_x(state, cid, alt, card)
        for kicked in kicks:
            found = False
            for bb in buybacks:
                for extra, rep in itertools.product(
                        extras_of[(bb, any(kicked) and card.kicker_cost is not None)], reps):
                    paid = False
                    for x in alternative_costs.fixed_x(state, card, alt, extra) or range(
                            0, X_ENUMERATION_LIMIT + 1 if has_x else 1):  # (107.3a)
                        v = with_substitutes(state, player, CastSpell(
                            cid, x=x, kicked=kicked if any(kicked) else (), buyback=bb,
                            alt_cost=alt, additional=extra, face=face, replicated=rep,
                            additional_option=option))
                        if v is None:
                            break  # more X costs more
                        out.append(v)
                        found = paid = True
                    if not paid and rep:
                        break  # one more replicate costs more
            if not found and card.multikicker is not None:
                break  # one more multikick costs more
    return out


def _has_x(state: GameState, cid: int, alt: int, card: CardDef | None = None) -> bool:
    o = state.objects[cid]
    alts = (card or o.card).alt_costs
    if alt >= 0:
        return alt < len(alts) and (alts[alt].mana.has_x or alternative_costs.x_by_exiled(
            alts[alt]))
    if alt in (cast_free_statics.BY_STATIC, play_permissions.BY_LIFE):
        return False  # 107.3b: X is 0
    return cost_to_cast(o, card, state).has_x or bool((card or o.card).additional_x)


def with_substitutes(state: GameState, player: int, a: CastSpell) -> CastSpell | None:
    """`a` with the fewest delve / improvise / convoke payments that make it payable, or None
    if it can't be paid."""
    o = state.objects[a.card]
    card = faces.spell_card(o, a.face)
    if isinstance(card, str):
        return None
    total = costs.total_cost(state, player, a.card, a, card, cost_to_cast(o, card, state))
    if isinstance(total, str) or _additional_problem(state, player, a, card):
        return None
    extra = extra_cost(state, a.card, card, a.alt_cost, a.additional_option, a.buyback,
                       any(a.kicked), player, a.x)
    blocked = set(costs.not_for_mana(state, extra, a.additional))  # 601.2g-h

    def payable(cost: ManaCost, tapped: tuple[int, ...]) -> bool:
        spending = Spending("cast", a.card, card, any(a.kicked))
        srcs = restricted_sources.payment_sources(state, player, spending, {*blocked, *tapped})
        return find_payment(state, player, cost, srcs, spending) is not None

    if not {"delve", "convoke", "improvise"} & card.keywords:
        return a if payable(total, ()) else None
    subs = costs.auto_substitutes(state, player, a.card, card, total, payable)
    if subs is None:
        return None
    delve, imp, conv = subs
    if blocked & (set(imp) | set(conv)):
        return None
    return replace(a, delve=delve, improvise=imp, convoke=conv)


def additional_choices(state: GameState, player: int, cid: int,
                       card: CardDef | None = None, alt: int = -1,
                       option: int = -1, buyback: int = 0,
                       kicked: bool = False, x: int = 0) -> list[tuple[int, ...]]:
    """`_additional_choices`, with nothing first when the card's own additional cost is
    optional (118.8, 601.2b: "you may reveal ...", rules/optional_costs.py)."""
    choices = _additional_choices(state, player, cid, card, alt, option, buyback, kicked, x)
    card = card or state.objects[cid].card
    if (card.additional_any or optional_costs.optional(card)) and extra_cost(
            state, cid, card, alt, option, buyback, kicked, player, x) is card.additional_cost:
        if card.additional_any:  # 118.8: any number of them (rules/any_number_costs.py)
            return any_number_costs.subsets(choices)
        return [(), *(c for c in choices if c)]
    return choices


def _additional_choices(state: GameState, player: int, cid: int,
                        card: CardDef | None = None, alt: int = -1,
                        option: int = -1, buyback: int = 0,
                        kicked: bool = False, x: int = 0) -> list[tuple[int, ...]]:
    """118.8: the ways to pay an additional cost that needs a choice: the permanents to
    sacrifice, tap or return, the cards to discard (other than the spell itself, which is on
    the stack) or to exile from the graveyard (escape's other cards, 702.138a). A random
    discard (701.8a) is not chosen."""
    c = extra_cost(state, cid, card or state.objects[cid].card, alt, option,
                   buyback, kicked, player, x)  # (601.2b)
    if c is None:
        return [()]
    if c.exile_graveyard:
        return ability_costs.exile_choices(state, player, cid, c)
    if c.sacrifice is not None:
        optional = [()] if casualty.optional(card or state.objects[cid].card, (), state,
                                             player) else []
        return optional + ability_costs.sacrifice_choices(state, player, cid, c)  # 702.153a
    if c.tap_filter is not None:
        card = card or state.objects[cid].card
        if conspire.instances(state, player, card) and not card.additional_cost:  # 702.78a-b
            return [(), *(t for n in conspire.tap_counts(c) for t in ability_costs.tap_choices(
                state, player, cid, replace(c, tap_count=n)))]
        return ability_costs.tap_choices(state, player, cid, c)
    if c.return_filter is not None:
        return ability_costs.return_choices(state, player, cid, c)
    if c.exile_hand:  # 118.9: "exile a blue card from your hand"
        return alternative_costs.hand_choices(state, player, cid, c)
    if c.put_counter_on is not None:  # 118.8: "put a -1/-1 counter on a creature you control"
        return ability_costs.put_counter_choices(state, player, cid, c)
    if c.reveal_filter is not None:  # 701.16a: a card in hand other than the spell
        return [(h,) for h in state.players[player].hand
                if h != cid and matches(state, h, c.reveal_filter, player, cid)]
    if c.discard and not c.discard_random:
        hand = [h for h in state.players[player].hand if h != cid and (
            c.discard_filter is None or matches(state, h, c.discard_filter, player, cid))]
        return list(itertools.islice(itertools.combinations(hand, c.discard), 64))
    return [()]


EMERGE_SACRIFICE = Cost(sacrifice=Filter(types=("Creature",)))  # 702.119a


def extra_cost(state: GameState, cid: int, card: CardDef, alt: int = -1,
               option: int = -1, buyback: int = 0, kicked: bool = False,
               player: int = -1, x: int = 0) -> Cost | None:
    """118.8: the additional cost of casting card `cid` as `card` where it is: its own, or in
    its owner's graveyard, discarding a card for jump-start (702.133a) or a land card for
    retrace (702.81a); for escape (alternative cost `alt`), exiling other cards from the
    graveyard (702.138a)."""
    o = state.objects.get(cid)
    printed = alternative_costs.other_parts(card, alt)  # 118.9: its parts other than mana
    if printed is not None:
        return printed
    if 0 <= alt < len(card.alt_costs) and card.alt_costs[alt].exile:
        return Cost(exile_graveyard=card.alt_costs[alt].exile)
    if 0 <= alt < len(card.alt_costs) and card.alt_costs[alt].kind == "emerge":
        return EMERGE_SACRIFICE  # 702.119a-b
    if card.flashback_cost is not None and o is not None and o.zone is Zone.GRAVEYARD \
            and flashback_cost(state, cid) == card.flashback:
        if card.additional_x and card.additional_cost is None:  # 107.3a: "Sacrifice X ..."
            return additional_x.counted(card.flashback_cost, card.additional_x, x)
        return card.flashback_cost  # 702.34a: cast for its own flashback cost (118.9)
    if o is not None and o.zone is Zone.GRAVEYARD and graveyard_cast(state, cid, card):
        from mtg_engine.cards.dsl import GRAVEYARD_CAST_COSTS

        return GRAVEYARD_CAST_COSTS[graveyard_cast(state, cid, card)]
    own = play_permissions.own_extra_cost(state, o, card) if o is not None else None
    if own is not None:  # 118.8: "by paying 3 life and discarding a card" (Demonic Embrace)
        return own
    if card.additional_options:  # 118.8, 601.2b: the one announced
        return additional_options.chosen(card, option)
    if buyback and card.buyback_cost is not None:
        return card.buyback_cost  # 702.27a: a buyback cost's part other than mana, if paid
    if kicked and card.kicker_cost is not None:
        return card.kicker_cost  # 702.33a: a kicker cost's part other than mana, if paid
    if card.additional_x and card.additional_cost is not None:  # 107.3a: X announced
        return additional_x.counted(card.additional_cost, card.additional_x, x)
    return card.additional_cost or casualty.cost(card, state, player) \
        or conspire.cost(card, state, player)  # 702.153a, 702.78a-b (`player` casts it)


def _additional_problem(state: GameState, player: int, a: CastSpell, card: CardDef) -> str | None:
    wrong = additional_options.problem(card, a)  # 601.2b
    if wrong:
        return wrong
    c = extra_cost(state, a.card, card, a.alt_cost, a.additional_option, a.buyback,
                       any(a.kicked), player, a.x)
    if c is None:
        return "this spell has no additional cost" if a.additional else None
    if casualty.optional(card, a.additional, state, player) \
            or conspire.optional(card, a.additional, state, player):
        return None  # 702.153a: "you may sacrifice", 702.78a "you may tap": not paid
    if card.additional_any and c is card.additional_cost:  # 118.8: any number of them
        return any_number_costs.problem(a.additional, _additional_choices(
            state, player, a.card, card, a.alt_cost, a.additional_option, a.buyback,
            any(a.kicked), a.x))
    if not a.additional and optional_costs.optional(card) and c is card.additional_cost:
        return None  # 118.8: "you may reveal ...", not paid (rules/optional_costs.py)
    if c.pay_life and not can_pay_life(state, player, c.pay_life):  # 119.4, 119.8
        return f"you can't pay {c.pay_life} life (119.4)"
    problem = ability_costs.cost_problem(state, player, a.card, c)  # 118.3
    if problem:
        return problem
    if c.exile_graveyard:
        if a.additional in additional_choices(state, player, a.card, card, a.alt_cost,
                                              a.additional_option, a.buyback,
                                              any(a.kicked), a.x) or (
                ability_costs.chosen_ok(a.additional, ability_costs.exile_choices(
                    state, player, a.card, replace(c, exile_graveyard=1)), c.exile_graveyard)):
            return None
        return f"choose {c.exile_graveyard} other card(s) in your graveyard to exile (118.8)"
    if c.exile_hand:  # 118.9
        return alternative_costs.hand_problem(state, player, a.card, c, a.additional, a.x)
    if c.sacrifice is None and (not c.discard or c.discard_random) and c.tap_filter is None \
            and c.return_filter is None and c.reveal_filter is None and c.put_counter_on is None:
        return "this additional cost needs no choice" if a.additional else None
    if a.additional not in additional_choices(state, player, a.card, card, a.alt_cost,
                                              a.additional_option, a.buyback,
                                              any(a.kicked), a.x) \
            and not (c.discard and _discard_ok(state, player, a, c)):
        what = "the permanents to sacrifice, tap or return" if c.discard == 0 else \
            f"{c.discard} card(s) to discard"
        if c.reveal_filter is not None:
            what = "a card in your hand to reveal (701.16a)"
        return f"choose {what} for its additional cost (118.8)"
    return None


def _discard_ok(state: GameState, player: int, a: CastSpell, c: Cost) -> bool:
    hand = state.players[player].hand
    return len(set(a.additional)) == c.discard == len(a.additional) and \
        all(h in hand and h != a.card and (c.discard_filter is None or matches(
            state, h, c.discard_filter, player, a.card)) for h in a.additional)


def check_cast(state: GameState, player: int, a: CastSpell) -> tuple[str | None, Payment | None]:
    """The reason `a` is illegal, or (None, the payment to use)."""
    o = state.objects.get(a.card)
    if o is None or a.card not in castable_cards(state, player):
        return "that card is not in your hand", None
    if CardType.LAND in o.card.types and not o.card.faces:
        return "a land is played, not cast (305.1)", None
    card = faces.spell_card(o, a.face)  # 709.3, 712.7, 716.3: the face being cast
    if isinstance(card, str):
        return card, None
    problem = spell_timing_problem(state, player, card, a.card,
                                   offering.announced(card, a.alt_cost))  # 702.48a
    if problem:
        return problem, None
    if a.alt_cost == -1 and not cost_to_cast(o, card, state):
        return "it has no mana cost, an unpayable cost (118.6, 202.1b)", None
    using = play_permissions.own_only_using(state, player, o) if o.zone is _GRAVEYARD else ""
    if using and not mutate.is_mutate_cost(card, a.alt_cost):  # 702.140a (Brokkos)
        return f"from the graveyard it may be cast only using its {using} ability", None
    why = graveyard_permissions.problem(state, player, a, card) or top_permissions.problem(
        state, player, a, card)  # 601.3: the permission
    if why:
        return why, None
    if card.mana_cost.has_x:  # 101.2, 601.3a: "can't cast spells with even mana values"
        from mtg_engine.rules.mana_value_casts import forbidden_with_x

        why = forbidden_with_x(state, player, card, a.x)
        if why:
            return why, None
    sp = card.spell
    if sp is not None and sp.modes:
        if costs.entwined(card, a.modes):
            pass  # 702.42a: every mode, in the order written (702.42b)
        elif sp.kicked_any_modes and any(a.kicked) and 0 < len(set(a.modes)) == len(a.modes) \
                and all(0 <= m < len(sp.modes) for m in a.modes):
            pass  # 702.33d: any number of the modes (one or more)
        elif len(a.modes) not in sp.mode_counts() \
                or any(not 0 <= m < len(sp.modes) for m in a.modes) \
                or (len(set(a.modes)) != len(a.modes) and not sp.repeat_modes):  # 700.2d
            counts = sp.mode_counts()
            many = str(sp.choose) if len(counts) == 1 else f"{counts[0]} to {sp.choose}"
            return f"choose {many} of the {len(sp.modes)} modes (700.2)", None
    elif a.modes:
        return "this spell is not modal", None
    if a.x < 0 or (a.x and not _has_x(state, a.card, a.alt_cost, card)):
        return "X must be a non-negative number, and only for a cost with {X} (107.3)", None
    specs = () if overload.is_overloaded(card, a.alt_cost) \
        else spell_targets(cleave.for_targets(as_cast(card, a.alt_cost), a.alt_cost), a.modes) \
        + awaken.extra_targets(card, a.alt_cost) \
        + mutate.extra_targets(card, a.alt_cost)  # 702.103b: bestowed, an Aura; 702.113b; 702.140a
    specs = kicker_targets.as_cast(specs, any(a.kicked))  # 601.2c: kicked-only targets
    specs = cast_targets.as_cast(card, specs)  # 601.2c: "as you cast it"
    specs = x_targets.expand(expand_now(state, player, specs, a.card), a.x,
                             len(a.targets))  # 601.2c: X targets; one for each opponent
    if a.spliced:  # 702.47a-b, 702.47d: the spliced cards and the targets their text adds
        reason = splice.problem(state, player, a, card)
        if reason:
            return reason, None
        if x_targets.has_x_targets(specs):  # ("targets:N" names the targets from N on)
            return "splicing onto a spell with X targets is not supported", None
        specs += splice.specs_of(state, a.spliced)
    reason = check_targets(state, specs, a.targets, player, a.card)  # 702.96b: overloaded, none
    if reason:
        return reason, None
    total = costs.total_cost(state, player, a.card, a, card, cost_to_cast(o, card, state))  # 601.2f
    if isinstance(total, str):
        return total, None
    from mtg_engine.rules import assist

    reason = _additional_problem(state, player, a, card) or \
        costs.substitute_problem(state, player, a.card, a, card) or \
        assist.problem(state, player, a, card)  # 702.132a
    if reason:
        return reason, None
    return _cast_payment(state, player, a, card, total)


def known_cast_payment(state: GameState, player: int, a: CastSpell) -> Payment | None:
    """The payment `check_cast` would find for `a`, an action of the last `legal_actions()`
    answer (known legal: the rest of 601.2 is not checked again); None if there is none."""
    o = state.objects[a.card]
    card = faces.spell_card(o, a.face)
    if isinstance(card, str):
        return None
    total = costs.total_cost(state, player, a.card, a, card, cost_to_cast(o, card, state))  # 601.2f
    if isinstance(total, str):
        return None
    return _cast_payment(state, player, a, card, total)[1]


def _cast_payment(state: GameState, player: int, a: CastSpell, card: CardDef,
                  total: ManaCost) -> tuple[str | None, Payment | None]:
    """601.2f-h: the total cost less what delve, improvise and convoke pay, paid with mana."""
    from mtg_engine.rules.assist import help_counted

    rest = costs.after_substitutes(state, total, len(a.delve),  # 702.132a: an assistant's
                                   len(a.improvise) + help_counted(state, player, a, card),
                                   a.convoke)
    if rest is None:
        return "delve, improvise and convoke pay more than the generic mana of its cost", None
    extra = extra_cost(state, a.card, card, a.alt_cost, a.additional_option, a.buyback,
                       any(a.kicked), player, a.x)
    blocked = costs.not_for_mana(state, extra, a.additional, a.improvise, a.convoke)  # 601.2h
    if len(set(blocked)) != len(blocked):
        return "a permanent tapped for one part of the cost can't be tapped for another", None
    return check_payment(state, player, rest, a.payment, exclude=0, blocked=blocked,
                         spending=Spending("cast", a.card, card, any(a.kicked)))  # 106.6


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
    if repeats_a_target(specs, targets):
        return "the same target chosen twice for one word 'target' (115.3)"
    if not related(state, specs, targets):
        if any(s.same_controller for s in specs):
            return "the targets must have the same controller (601.2c)"
        if any(s.controlled_by_target for s in specs):
            return "that creature must be controlled by that player or that planeswalker's " \
                "controller (601.2c)"
        return "the target cards must be in a single graveyard (601.2c)"
    from mtg_engine.rules.flagbearers import flagbearer_problem

    return flagbearer_problem(state, specs, targets, player, source)


def check_payment(state: GameState, player: int, cost: ManaCost, explicit: tuple[int, ...] | None,
                  exclude: int, blocked: tuple[int, ...] = (),
                  spending: Spending | None = None) -> tuple[str | None, Payment | None]:
    if blocked:  # permanents sacrificed or tapped for other parts of the cost (601.2h)
        sources = restricted_sources.payment_sources(state, player, spending, blocked,
                                                     exclude)  # 106.6
        if explicit is None:
            pay = find_payment(state, player, cost, sources, spending)
            if pay is None:
                return f"not enough mana to pay {cost or '{0}'}", None
            return None, pay
    if explicit is not None:
        sources = restricted_sources.payment_sources(state, player, spending,
                                                     exclude=exclude)  # 106.6
        by_id = {s.source: s for s in sources if s.source not in blocked}
        missing = [i for i in explicit if i not in by_id]
        if missing:
            return f"{describe_ref(state, missing[0])} can't be tapped for mana now", None
        sources = [by_id[i] for i in explicit]
        pay = find_payment(state, player, cost, sources, spending)
        if pay is not None and len(pay.activations) != len(sources):
            used = {a[0] for a in pay.activations}  # (the sources named are all tapped)
            pay = replace(pay, activations=tuple(
                activation_of(state, s, []) for s in sources if s.source not in used)
                + pay.activations)
    else:
        pay = payment_for(state, player, cost, exclude, spending)
    if pay is None:
        return f"not enough mana to pay {cost or '{0}'}", None
    return None, pay


def is_snow_source(state: GameState, oid: int) -> bool:
    """107.4h: is the object a snow source (its mana can pay {S})? A permanent by its
    characteristics; a card elsewhere (a spell) by its card."""
    o = state.objects.get(oid)
    if o is None:
        return False
    if o.zone is Zone.BATTLEFIELD:
        return Supertype.SNOW in characteristics(state, oid).supertypes
    return Supertype.SNOW in o.card.supertypes


def pay_cost(state: GameState, player: int, pay: Payment) -> None:
    """601.2g-h: activate mana abilities, then pay the total cost from the pool."""
    # (a variable amount first, 106.1: counted in the game the payment was found in)
    wanted = {src: list(t) for src, t in pay.restricted_taps}
    tapped: list[int] = []  # 106.6: the restricted mana of those spent (rules/restricted_sources)
    for source, ability, mana, x in sorted(pay.activations, key=lambda a: _fixed(state, a)):
        ab = card_of(state, source).abilities[ability]
        snow = is_snow_source(state, source)  # (before tapping: its characteristics now)
        prim.tap(state, source)
        if ab.cost.remove_counters and x:  # 107.1c, 118.3: storage counters removed
            prim.remove_counters(state, source, ab.cost.remove_counters[0], x)
        if ab.spend_only:  # 106.6: into the pool with its restriction
            tapped += restricted_sources.add_and_mark(state, player, source, ab, tuple(mana),
                                                      wanted)
        else:
            prim.add_mana(state, player, tuple(mana), snow=snow)  # 106.1a: the result chosen
        mana_riders(state, player, source, ab, tuple(mana))
    p = state.players[player]
    if pay is NO_PAYMENT and not any(p.snow_pool):
        return  # (nothing spent, no snow mana to keep within the pool: 601.2h pays nothing)
    pool = p.mana_pool
    for i, n in enumerate(pay.spend):
        pool[i] -= n
        assert pool[i] >= 0, f"payment overspent {MANA_ORDER[i]}"
        p.snow_pool[i] = min(p.snow_pool[i] - pay.spend_snow[i], pool[i])  # 107.4h
        assert p.snow_pool[i] >= 0, "payment overspent snow mana"
    spend.spend(state, player, (*pay.restricted, *tapped))  # 106.6
    if pay.life:
        prim.lose_life(state, player, pay.life, paid=True)  # 119.4: paying life


def _fixed(state: GameState, activation: tuple[int, int, str, int]) -> bool:
    """Whether an activation of the payment adds a fixed amount (not `mana_times`)."""
    return card_of(state, activation[0]).abilities[activation[1]].mana_times is None


def is_mana_rider(e: Effect) -> bool:
    """What a mana ability may do besides adding mana, carried out at once with it (605.3b):
    "~ deals 1 damage to you", "You gain 1 life", "You lose 1 life", "Draw a card", "~ doesn't
    untap during your next untap step"."""
    if e.verb == "damage":
        return e.get("to") == "you" and isinstance(e.get("amount"), int)
    if e.verb in ("gain_life", "lose_life"):  # (also "Each opponent gains 1 life", 605.3b)
        return e.get("who", "you") in ("you", "each_opponent", "each_player") \
            and isinstance(e.get("amount"), int)
    if e.verb == "put_counters":  # "Put a depletion counter on ~", "You get a poison counter"
        return e.get("what") in ("self", "you") and isinstance(e.get("count", 1), int)
    if e.verb == "draw":
        return e.get("who", "you") == "you" and isinstance(e.get("count", 1), int)
    if e.verb == "skip_untap":  # "~ doesn't untap during your next untap step" (502.3)
        return e.get("what") == "self" and bool(e.get("yours"))
    if e.verb == "delayed":  # "Draw a card at the beginning of the next turn's upkeep." (603.7a)
        import json

        return e.get("when") == "next_upkeep" and e.get("remember") is None \
            and json.loads(e.get("effects"))["effects"] == [{"draw": {"count": 1}}]
    if e.verb == "sacrifice":  # "If there are no depletion counters on ~, sacrifice it."
        return e.get("what") == "self" and e.condition is not None \
            and e.condition.kind == "self_counters_at_most"  # (608.2c: judged as it resolves)
    return False


def mana_riders(state: GameState, player: int, source: int, ab: ActivatedAbility,
                produced: tuple[str, ...] = (), ask: bool = False) -> None:
    """605.3b: a mana ability resolves immediately, rider and all (Ancient Tomb, painlands).
    `produced`: the mana it added; `ask`: activated by hand (a triggered mana ability's
    choice is then asked, rules/mana_choices.py)."""
    for e in ab.effects:
        if e.verb == "damage":
            o = state.objects.get(source)
            card = o.card if o is not None else None
            if card is not None:
                prim.deal_damage(state, source, card, player, player_ref(player), e.get("amount"))
        elif e.verb in ("gain_life", "lose_life", "put_counters", "delayed"):  # (603.7a)
            _rider_verb(state, player, source, e)
        elif e.verb == "sacrifice" and e.condition is not None:  # 605.3b, 608.2c
            from mtg_engine.rules.conditions import holds

            if holds(state, e.condition, player, source):
                _rider_verb(state, player, source, e)
        elif e.verb == "draw":
            for _ in range(e.get("count", 1)):
                prim.draw_card(state, player)
        elif e.verb == "skip_untap" and source in state.objects:  # 502.3
            from mtg_engine.rules.untap_effects import skip_next_untap

            skip_next_untap(state, (source,), player, source, yours=True)
    resolve_after(state, player, source, ab, produced, ask)  # 605.4a: triggered mana abilities


def _rider_verb(state: GameState, player: int, source: int, e: Effect) -> None:
    """605.3b: an instruction of a mana ability that asks no choice, carried out at once by
    the verb that carries it out in a resolving ability (its controller and source as they
    would be there)."""
    from mtg_engine.effects.verbs import VERBS
    from mtg_engine.state.game_state import Frame

    o = state.objects.get(source)
    name = o.card.name if o is not None else ""
    frame = Frame(effects=(e,), origin=(name, False, "ability", 0), index=0, controller=player,
                  source=source, source_card=name, targets=(), legal=())
    VERBS[e.verb](state, frame, e)


def cast_spell(state: GameState, player: int, a: CastSpell, pay: Payment | None = None) -> int:
    """601.2. `pay` is the payment `check_cast` found (the caller validated the action);
    without it the action is validated here."""
    if pay is None:
        reason, pay = check_cast(state, player, a)
        if reason:
            raise IllegalActionError(f"can't cast {describe_ref(state, a.card)}: {reason}")
    assert pay is not None
    card = faces.spell_card(state.objects[a.card], a.face)
    assert not isinstance(card, str)
    name = card.name
    flashback = state.objects[a.card].zone is Zone.GRAVEYARD \
        and flashback_cost(state, a.card) is not None  # (as the layers say, 613.1f)
    from_graveyard = graveyard_cast(state, a.card, card) \
        if state.objects[a.card].zone is Zone.GRAVEYARD else ""  # 702.133a, 702.81a
    extra = extra_cost(state, a.card, card, a.alt_cost, a.additional_option, a.buyback,
                       any(a.kicked), player, a.x)
    sacrificed_power = [characteristics(state, oid).power for oid in a.additional
                        if card.additional_cost is not None
                        and card.additional_cost.sacrifice is not None]
    flashed = flash_self.flashed(state, player, card)  # 307.1, judged before 601.2a's move
    as_cast_control = optional_costs.controlled(state, player, card)  # ("as you cast")
    life_paid = card.mana_value  # 118.9: Bolas's Citadel's cost (play_permissions.BY_LIFE)
    exiled_instead = graveyard_permissions.use(state, player, a)  # 601.3: one of its uses
    top_permissions.use(state, player, a, card)  # 601.3: once each turn (Cemetery Illuminator)
    from mtg_engine.rules import graveyard_card_permissions as one_card
    from mtg_engine.rules.play_from_exile import exiled_instead as exile_permission_instead

    exiled_instead = exile_permission_instead(state, player, a.card) or exiled_instead \
        or one_card.exiled_instead(state, player, a.card)
    exile_played(state, a.card)  # 601.3: "one of those cards" (rules/play_from_exile.py)
    sid = move_object(state, a.card, Zone.STACK, controller=player,
                      face=as_cast(card, a.alt_cost))  # 601.2a; 702.103b: bestowed, an Aura
    assert sid is not None
    spell = state.mut(sid)
    spell.kind = StackKind.SPELL
    spell.alt_cost = "flashback" if flashback else from_graveyard or \
        (card.alt_costs[a.alt_cost].kind if a.alt_cost >= 0 else "")
    spell.targets, spell.x, spell.modes = a.targets, a.x, a.modes  # 601.2b-c
    spell.chosen = cast_choices(card, a, sacrificed_power)
    if a.additional and not card.casualty and extra is not None \
            and extra == casualty.cost(card, state, player):  # 702.153a: a given casualty
        spell.chosen = (*spell.chosen, casualty.PAID)
    if exiled_instead:  # 614.1a: "... would be put into your graveyard, exile it instead"
        from mtg_engine.effects.cast_card import EXILE_INSTEAD

        spell.chosen = (*spell.chosen, (EXILE_INSTEAD, f"{player}:any"))
    if a.additional and extra is not None and extra == conspire.cost(card, state, player):
        spell.chosen = (*spell.chosen, conspire.paid(a.additional))  # 702.78a-b
    if a.spliced:  # 702.47a: revealed; the spell gains their text (rules/splice.py)
        spell.chosen = (*spell.chosen, *splice.record(state, a))
    if flashed:  # 601.3b (rules/flash_self.py)
        spell.chosen = (*spell.chosen, flash_self.FLASHED)
    spell.chosen = (*spell.chosen, *as_cast_control, *cost_revealed.remember(extra, a),
                    *cost_exiled.remember_cast(extra, a))  # 118.8, 608.2h
    if len(sacrificed_power) == 1:  # 608.2h: "the sacrificed creature" (rules/amounts.py)
        spell.chosen = (*spell.chosen, ("sacrificed", str(a.additional[0])))
    restricted, uncounterable = restricted_sources.spent_letters(state, player, pay)  # 106.6
    if uncounterable:  # (Cavern of Souls)
        spend.uncounterable_spell(state, sid)
    pay_cost(state, player, pay)  # 601.2g-h
    spent = list(pay.spend)  # 601.2h: remembered by the spell and its permanent (702.44a)
    for letter in restricted:  # (106.6: restricted mana is mana spent too)
        spent[MANA_ORDER.index(letter)] += 1
    if any(spent):
        spell.chosen = (*spell.chosen, mana_spent.record(spent))
    if any(pay.spend_snow):  # 107.4h: "the amount of {S} spent to cast this spell"
        spell.chosen = (*spell.chosen, (mana_spent.SNOW_KEY, str(sum(pay.spend_snow))))
    pay_other_costs(state, player, card, a, extra)
    if a.alt_cost == play_permissions.BY_LIFE:  # 118.9, 119.4 (Bolas's Citadel)
        prim.lose_life(state, player, life_paid, paid=True)
    became_cast(state, player, sid, name)
    return sid


def became_cast(state: GameState, player: int, sid: int, name: str) -> None:
    """601.2i: the spell becomes cast. Conditions that count the spells cast this turn
    ("can't attack unless you've cast a noncreature spell this turn", 611.3a) read this event,
    so characteristics computed while the costs were paid (by a triggered mana ability's
    check, 605.4a) are forgotten: all of them when a condition or a count could read it
    (`hidden_zones_matter`: any "as long as" condition or count, 611.3a, 613.4c), else what
    doesn't depend only on the permanents (as for a card moving between hidden zones)."""
    state.log.append(("cast", player, sid, name))
    from mtg_engine.rules.spell_as_cast import log_cast_as

    log_cast_as(state, sid, name)  # 601.2i: its characteristics as cast, when not its card's
    from mtg_engine.rules.trigger_attachment_history import log_targets

    log_targets(state, sid)  # 115.1: what it targets (601.2c)
    if state.effects:  # 611.2a: "The next creature spell you cast this turn ..."
        from mtg_engine.effects.next_spell import spell_cast

        spell_cast(state, player, sid)
    if player not in state.cast_a_spell:  # (rules/condition_casting.py: "this game")
        state.cast_a_spell = tuple(sorted((*state.cast_a_spell, player)))
    hidden_zones_changed(state)


def as_cast(card: CardDef, alt_cost: int) -> CardDef:
    """The card as the spell it is cast as: cast bestowed, an Aura with enchant creature
    (702.103b); else itself."""
    if 0 <= alt_cost < len(card.alt_costs) and card.alt_costs[alt_cost].kind == "bestow":
        from mtg_engine.cards.dsl import bestowed_card

        return bestowed_card(card)
    return card


def cast_choices(card: CardDef, a: CastSpell,
                 sacrificed_power: list[int]) -> tuple[tuple[str, str], ...]:
    """What the spell remembers of how it was cast (601.2b): which kicker costs were paid
    (702.33d: "kicked"), how many times, buyback, the sacrificed creature's power (608.2h)."""
    out: list[tuple[str, str]] = []
    if card.kicker:
        out += [("kicker", str(i)) for i, k in enumerate(a.kicked) if k]
    times = sum(a.kicked)
    if times:
        out.append(("kicks", str(times)))
    if a.buyback:
        out.append(("buyback", "1"))
    if a.replicated:
        out.append(("replicated", str(a.replicated)))  # 702.56a
    if card.casualty and a.additional:
        out.append(casualty.PAID)  # 702.153a
    out += optional_costs.paid(card, a)  # 118.8: an optional additional cost paid
    out += any_number_costs.remember(card, a)  # 118.8: how many objects paid it
    if sacrificed_power:
        out.append(("sacrificed_power", str(sacrificed_power[0])))
    out += [("convoked", str(oid)) for oid in a.convoke]  # 702.51a (effects/convoked.py)
    return tuple(out)


def pay_other_costs(state: GameState, player: int, card: CardDef, a: CastSpell,
                    extra: Cost | None = None) -> None:
    """601.2h: the non-mana parts of the total cost: tap the convoking and improvising
    permanents, exile the delved cards, and pay the additional cost (118.8; `extra`, as
    extra_cost said before the card moved)."""
    for oid in (*a.convoke, *a.improvise):
        prim.tap(state, oid)  # 702.51a, 702.126a
    for c in a.delve:
        move_object(state, c, Zone.EXILE)  # 702.66a
    if extra is None:
        return
    if extra.pay_life:
        prim.lose_life(state, player, extra.pay_life, paid=True)  # 119.4
    if extra.sacrifice is not None:
        for oid in a.additional:  # ("exile a creature you control": exiled, 118.8)
            if extra.exile_chosen:
                move_object(state, oid, Zone.EXILE)
            else:
                prim.sacrifice(state, oid)
    elif extra.discard_random:  # 701.8a
        hand = list(state.players[player].hand)
        for oid in rng(state).sample(hand, min(extra.discard, len(hand))):
            prim.discard(state, player, oid)
    elif extra.discard:
        for oid in a.additional:
            prim.discard(state, player, oid)
    elif extra.exile_graveyard:
        for oid in a.additional:
            move_object(state, oid, Zone.EXILE)  # 702.138a, 118.8
    elif extra.tap_filter is not None:
        for oid in a.additional:
            prim.tap(state, oid)
    elif extra.return_filter is not None:
        for oid in a.additional:
            move_object(state, oid, Zone.HAND)
    elif extra.exile_hand:  # 118.9
        alternative_costs.exile_from_hand(state, a.additional)
    elif extra.reveal_filter is not None:  # 701.16a: shown to every player, it stays in hand
        for oid in a.additional:
            state.log.append(("reveal", player, oid, state.objects[oid].card.name))
    elif extra.put_counter_on is not None:  # 118.8, 118.3: a cost, not an effect (614.16)
        for oid in a.additional:
            prim.perform_add_counters(state, oid, extra.put_counter_on[0], 1)



# ------------------------------------------------------------------ lands


def land_actions(state: GameState, player: int) -> list[PlayLand]:
    if not _can_play_land_now(state, player):
        return []
    objects = state.objects
    return [_play_land(c, face) for c in (*state.players[player].hand,
                                          *lands_from_exile(state, player),  # 305.1, 601.3
                                          *play_permissions.lands(state, player))
            for face in faces.land_faces(objects[c].card)]


_PLAY_LANDS: dict[tuple[int, int], PlayLand] = {}


def _play_land(card: int, face: int) -> PlayLand:
    """PlayLand(card, face): the same immutable object each time (remembered, as `_plain_cast`)."""
    a = _PLAY_LANDS.get((card, face))
    if a is None:
        if len(_PLAY_LANDS) > 65536:
            _PLAY_LANDS.clear()
        a = _PLAY_LANDS[(card, face)] = PlayLand(card, face)
    return a


def _can_play_land_now(state: GameState, player: int) -> bool:
    p = state.players[player]
    return sorcery_timing(state, player) and p.lands_played < land_drops(state, player) \
        and not land_play_forbidden(state, player)  # 101.2


def check_play_land(state: GameState, player: int, a: PlayLand) -> str | None:
    o = state.objects.get(a.card)
    if o is None or ((o.zone is not Zone.HAND or o.owner != player)
                     and not may_play(state, player, o)):  # 305.1; an effect's permission
        return "that card is not in your hand"
    if faces.land_face(o.card, a.face) is None:
        return "it is not a land" if a.face == -1 else "that face is not a land (712.8)"
    if not sorcery_timing(state, player):
        return "a land can be played only in your main phase with an empty stack (305.1)"
    if state.players[player].lands_played >= land_drops(state, player):  # 305.2
        return "you have already played a land this turn (305.2)"
    if land_play_forbidden(state, player):
        return "an effect says you can't play lands this turn (101.2)"
    return None


def play_land(state: GameState, player: int, a: PlayLand, checked: bool = False) -> int | None:
    """305.1: a special action; the land enters the battlefield without using the stack.
    `checked`: the caller already validated the action. None when its entering waits for a
    choice (614.12: "As ~ enters, you may pay 2 life"); the log then names the card played."""
    reason = None if checked else check_play_land(state, player, a)
    if reason:
        raise IllegalActionError(f"can't play {describe_ref(state, a.card)}: {reason}")
    state.players[player].lands_played += 1
    graveyard_permissions.use_land(state, player, a.card)  # 305.1, 601.3 (Muldrotha's land)
    exile_played(state, a.card)  # 305.1: "one of those cards" (rules/play_from_exile.py)
    new = move_object(state, a.card, Zone.BATTLEFIELD, controller=player,
                      face=faces.land_face(state.objects[a.card].card, a.face))  # 712.8
    state.log.append(("play_land", player, a.card if new is None else new))
    return new


def describe_ref(state: GameState, ref: int) -> str:
    if ref < 0:
        return state.players[-ref - 1].name
    o = state.objects.get(ref)
    return o.card.name if o is not None else f"object #{ref} (no longer exists)"
