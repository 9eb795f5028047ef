"""Targets (115): which players and objects a target requirement allows, and rechecking them
as a spell or ability resolves (608.2b)."""

from __future__ import annotations

from functools import lru_cache

from mtg_engine.cards.dsl import TargetSpec
from mtg_engine.cards.dsl_abilities import PROTECTION_PREFIX
from mtg_engine.core.types import CardType
from mtg_engine.effects.untargetable_turn import turn_untargetable
from mtg_engine.rules.color_shields import untargetable_by
from mtg_engine.rules.damaged_this_turn import combat_damage_by, damage_this_turn_is
from mtg_engine.rules.filters import matches
from mtg_engine.rules.graveyard_protection import card_untargetable
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.protection import NO_FACTS, SourceFacts, hexproof_from, protected
from mtg_engine.rules.restrictions import player_has, targeting_forbidden
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind, Zone, player_ref, ref_player

ABILITY_KINDS = {"activated_ability": (StackKind.ACTIVATED,),
                 "triggered_ability": (StackKind.TRIGGERED,),
                 "activated_or_triggered_ability": (StackKind.ACTIVATED, StackKind.TRIGGERED),
                 # 701.5a: "target spell or ability" (a spell too, 115.5: not itself)
                 "spell_or_ability": (StackKind.SPELL, StackKind.ACTIVATED, StackKind.TRIGGERED)}
_NONPERMANENT = frozenset({CardType.INSTANT, CardType.SORCERY})  # 110.4b
_PERMANENT_KINDS = {
    "creature": (CardType.CREATURE,),
    "planeswalker": (CardType.PLANESWALKER,),
    "creature_or_planeswalker": (CardType.CREATURE, CardType.PLANESWALKER),
    "permanent": (),
    "permanent_or_player": (),  # 115.1: "target permanent or player" (a player: below)
    "permanent_or_opponent": (),  # (its filter's types: the permanents it may be)
}


def _can_be_targeted(state: GameState, oid: int, controller: int, source: int) -> bool:
    """702.18a shroud: can't be the target of spells or abilities; 702.11a hexproof: can't be
    the target of spells or abilities an opponent of its controller controls; 702.16b
    protection: can't be the target of spells or abilities of the stated quality."""
    ch = characteristics(state, oid)
    if "shroud" in ch.keywords:
        return False
    if targeting_forbidden(state, oid, controller, source):
        return False
    if state.effects and (turn_untargetable(state, oid, controller)
                          or untargetable_by(state, oid, source)):
        return False  # 611.2a: "... your opponents control this turn", "... of blue spells"
    if "hexproof" in ch.keywords and ch.controller != controller:
        return False
    if ch.controller != controller and _has_protection(ch.keywords, "hexproof from ") \
            and source in state.objects:
        s = characteristics(state, source)  # 702.11d
        if hexproof_from(ch.keywords, s.colors, s.types, s.subtypes, s.every_creature_type,
                         source_facts(state, source)):
            return False
    return not protected_from_source(state, oid, source, controller)


def _name_protected(state: GameState, who: int, source: int) -> bool:
    """702.16b: has the player protection from the name of the spell or the ability's source
    (rules/player_protection.py)?"""
    from mtg_engine.rules.player_protection import (
        protected_from_name,
        protected_from_object,
        protected_names,
    )

    if source and protected_from_object(state, who, source):  # 702.16b: from a quality
        return True
    return bool(source) and bool(protected_names(state, who)) \
        and protected_from_name(state, who, _source_name(state, source))


def _source_name(state: GameState, source: int) -> str:
    from mtg_engine.rules.player_protection import source_name

    return source_name(state, source)


def _player_targetable(state: GameState, who: int, controller: int) -> bool:
    """702.18a: a player with shroud can't be the target of spells or abilities; 702.11c: one
    with hexproof, of those their opponents control."""
    if player_has(state, who, "shroud"):
        return False
    return who == controller or not player_has(state, who, "hexproof")


def protected_from(state: GameState, oid: int, colors: str,
                   types: frozenset[CardType] | tuple[CardType, ...] = (),
                   subtypes: frozenset[str] | tuple[str, ...] = (), every_type: bool = False,
                   source_controller: int = -1, more: SourceFacts = NO_FACTS) -> bool:
    """702.16a: has `oid` protection from a source with these characteristics (a colour, a
    card type, a creature type, everything: rules/protection.py), controlled by
    `source_controller` (702.16k: protection from a player)?"""
    kws = characteristics(state, oid).keywords
    if not _has_protection(kws):
        return False
    return protected(kws, state.objects[oid].chosen, colors, types, subtypes, every_type,
                     source_controller, more)


def protected_from_source(state: GameState, oid: int, source: int, controller: int = -1) -> bool:
    """702.16b/e: protection from the object `source` (a permanent, a spell, an ability's
    source); `controller`: that of the spell or ability (702.16k: "can't be targeted by spells
    or abilities the player controls"), else the source's."""
    if source not in state.objects or not _has_protection(characteristics(state, oid).keywords):
        return False
    s = characteristics(state, source)
    return protected_from(state, oid, s.colors, s.types, s.subtypes, s.every_creature_type,
                          controller if controller >= 0 else s.controller,
                          source_facts(state, source))


def source_facts(state: GameState, source: int) -> SourceFacts:
    """The supertypes, mana value (202.3: with X once on the stack; a card being cast is
    judged with X as 0 until its targets are checked again as it resolves, 608.2b) and
    spellness (a spell, or a card being cast: restrictions._is_spell_source) of `source`, for
    the qualities of protection that name them (702.16a)."""
    from mtg_engine.rules.restrictions import _is_spell_source

    if source not in state.objects:
        return NO_FACTS
    o = state.objects[source]
    ch = characteristics(state, source)
    mv = ch.card.mana_value + (o.x * ch.card.mana_cost.x_count if o.x else 0)
    return SourceFacts(frozenset(t.value for t in ch.supertypes), mv,
                       _is_spell_source(state, source))


@lru_cache(maxsize=1024)
def _has_protection(keywords: frozenset[str], prefix: str = PROTECTION_PREFIX) -> bool:
    return any(k.startswith(prefix) for k in keywords)


def is_legal_target(state: GameState, spec: TargetSpec, ref: int, controller: int,
                    source: int) -> bool:
    """Is `ref` (a player ref or an object id) a legal target for `spec` right now (115.1)?"""
    who = ref_player(ref)
    kind = spec.kind
    if kind == "none":  # 601.2c: not required (rules/kicker_targets.py)
        return False
    if spec.opponent:  # 601.2c: "for each opponent, ... that player controls"
        from mtg_engine.rules.per_opponent_targets import belongs

        if not belongs(state, spec.opponent, ref, controller):
            return False
    if who is not None:
        if who >= len(state.players) or state.players[who].lost:
            return False
        if kind not in ("any", "player", "player_or_planeswalker", "permanent_or_player") \
                and not (kind in ("opponent", "opponent_or_planeswalker", "permanent_or_opponent")
                         and who != controller):
            return False
        if spec.filter.damage_this_turn == "combat_by_source":  # 510.2 (Hope of Ghirapur)
            if not combat_damage_by(state, source, ref):
                return False
        elif spec.filter.damage_this_turn and not damage_this_turn_is(
                state, ref, spec.filter.damage_this_turn, controller):
            return False  # 120.1: "any target that was dealt damage this turn" (a player)
        return _player_targetable(state, who, controller) \
            and not _name_protected(state, who, source)  # 702.16b
    if ref not in state.objects:
        return False
    o = state.objects[ref]
    if spec.single_target and (o.zone is not Zone.STACK or len(o.targets) != 1):
        return False  # 115.9a: "with a single target", as it was put on the stack
    if kind == "spell_or_permanent":  # "target spell or permanent" (115.1, 612)
        kind = "spell" if o.zone is Zone.STACK else "permanent"
    if kind == "spell_or_creature":  # "target spell or creature" (115.1): any spell
        kind = "spell" if o.zone is Zone.STACK else "creature"
    if kind == "creature_or_graveyard_creature":  # 115.1: or a creature card in a graveyard
        if o.zone is Zone.GRAVEYARD:
            return CardType.CREATURE in o.card.types \
                and not card_untargetable(state, ref, controller, source)
        kind = "creature"
    if kind == "permanent_or_suspended":  # 702.62b: a card in exile must be suspended
        if o.zone is Zone.EXILE:
            from mtg_engine.rules.keyword_abilities import counter_condition

            return counter_condition(state, "suspended", ref, "") \
                and not card_untargetable(state, ref, controller, source)
        kind = "permanent"
    if kind == "spell":
        # 115.5: a spell can't target itself. (`source` is the spell itself only for spells;
        # for an ability it is the ability's source, which the ability may target.)
        return (ref != source and o.zone is Zone.STACK and o.kind is StackKind.SPELL
                and matches(state, ref, spec.filter, controller, source))
    if kind == "permanent_spell":  # 110.4b: a spell that isn't an instant or a sorcery
        return (ref != source and o.zone is Zone.STACK and o.kind is StackKind.SPELL
                and not characteristics(state, ref).types & _NONPERMANENT
                and matches(state, ref, spec.filter, controller, source))
    if kind in ABILITY_KINDS:  # 701.5a, 113.1b-c: an ability on the stack
        if ref == source or o.zone is not Zone.STACK or o.kind not in ABILITY_KINDS[kind]:
            return False
        if spec.filter.controller == "you" and o.controller != controller:
            return False  # "target triggered ability you control" (110.2)
        if spec.filter.controller == "opponent" and o.controller == controller:
            return False  # "... ability you don't control" (110.2, as filters.py reads it)
        if spec.filter.source_types:  # "from an artifact source" (113.7)
            from mtg_engine.rules.ability_source import source_is

            if not source_is(state, ref, spec.filter.source_types):
                return False
        if spec.filter.spell_targets:  # "spell or ability that targets ..." (115.9b)
            from mtg_engine.rules.spell_targets import targets_one_of

            return targets_one_of(state, o, spec.filter.spell_targets, controller, source)
        return True
    if kind == "card":
        return o.zone.value == spec.zone and matches(state, ref, spec.filter, controller, source) \
            and not card_untargetable(state, ref, controller, source)  # (115.1)
    if o.zone is not Zone.BATTLEFIELD or (state.phased_out and ref not in state.battlefield):
        return False  # (702.26b: a phased-out permanent is treated as though it doesn't exist)
    ch = characteristics(state, ref)
    if kind in ("any", "player_or_planeswalker", "opponent_or_planeswalker"):
        wanted: tuple[CardType, ...] = ((CardType.CREATURE, CardType.PLANESWALKER)
                                        if kind == "any" else (CardType.PLANESWALKER,))
    elif kind in _PERMANENT_KINDS:
        wanted = _PERMANENT_KINDS[kind]
    else:
        return False
    if wanted and ch.types.isdisjoint(wanted):
        return False
    if not matches(state, ref, spec.filter, controller, source):
        return False
    return _can_be_targeted(state, ref, controller, source)


def legal_targets(state: GameState, spec: TargetSpec, controller: int, source: int) -> list[int]:
    """Every legal choice for one target requirement, players first."""
    out: list[int] = []
    if spec.kind == "none":  # (a kicked-only target of a spell not kicked: kicker_targets.py)
        return out
    if spec.kind in ("any", "player", "opponent", "player_or_planeswalker",
                     "opponent_or_planeswalker",  # 115.1: "target opponent or planeswalker"
                     "permanent_or_player", "permanent_or_opponent"):
        for p in state.living_players():
            r = player_ref(p)
            if is_legal_target(state, spec, r, controller, source):
                out.append(r)
    if spec.kind in ("player", "opponent"):
        return out
    if spec.kind in ("spell", "permanent_spell") or spec.kind in ABILITY_KINDS:
        pool: list[int] = list(reversed(state.stack))
    elif spec.kind in ("spell_or_permanent", "spell_or_creature"):
        pool = [*reversed(state.stack), *state.battlefield]
    elif spec.kind == "permanent_or_suspended":  # (702.62b)
        pool = [*state.battlefield, *state.exile]
    elif spec.kind == "creature_or_graveyard_creature":  # (115.1)
        pool = [*state.battlefield, *(c for p in state.players for c in p.graveyard)]
    elif spec.kind == "card":
        zone = Zone(spec.zone)
        if zone is Zone.GRAVEYARD:
            pool = [c for p in state.players for c in p.graveyard]
        elif zone is Zone.EXILE:
            pool = list(state.exile)
        else:
            pool = []
    else:
        pool = state.battlefield
    out.extend(oid for oid in pool if is_legal_target(state, spec, oid, controller, source))
    return out


def repeats_a_target(specs: tuple[TargetSpec, ...], targets: tuple[int, ...]) -> bool:
    """115.3, 601.2c: the same object or player chosen twice for one instance of the word
    "target" (requirements sharing a nonzero `word`)?"""
    seen: set[tuple[int, int]] = set()
    for spec, t in zip(specs, targets):
        if spec.word and t != 0:
            if (spec.word, t) in seen:
                return True
            seen.add((spec.word, t))
    return False


def related(state: GameState, specs: tuple[TargetSpec, ...], targets: tuple[int, ...]) -> bool:
    """601.2c: do the targets chosen so far keep the relations the text requires among them?
    "from a single graveyard": the cards of one word "target" have one owner; "from their
    graveyard": cards owned by the player chosen just before them (in a modal spell that
    player is not the spell's first target, 700.2: Quandrix Command's fourth mode)."""
    from mtg_engine.state.objects import ref_player

    owners: dict[int, int] = {}
    if any(spec.shares_type for spec in specs) and not _share_types(state, specs, targets):
        return False  # 601.2c: "two target permanents that share a card type"
    if any(spec.total_mana_value_le is not None for spec in specs) \
            and not _totals_hold(state, specs, targets):
        return False  # 601.2c: "with total mana value 6 or less"
    for i, (spec, t) in enumerate(zip(specs, targets)):
        if spec.single_graveyard and t > 0 and t in state.objects:
            owner = state.objects[t].owner
            if owners.setdefault(spec.word, owner) != owner:
                return False
        if spec.owned_by_target and t > 0 and t in state.objects:  # "their graveyard"
            player = targets[_their_player(specs, i)]
            if player >= 0 or state.objects[t].owner != ref_player(player):
                return False
        if spec.controlled_by_target and not controlled_by_target_holds(state, targets, i):
            return False
        if spec.same_controller and not same_controller_holds(state, targets, i):
            return False
    return True


def keeps_relations(state: GameState, specs: tuple[TargetSpec, ...], targets: tuple[int, ...],
                    i: int, new: int) -> bool:
    """115.7d, 115.7e, 601.2c: new targets (Redirect, a copy's new targets, "change the
    target"): would `new` at `i` keep the relations the text requires among the targets ("from
    a single graveyard", "that share a card type", "with total mana value 6 or less", "that
    player controls", "with the same controller")? A relation the unchanged targets already
    broke is not one the change causes: then only the change's own part is judged (the
    targets up to and including `i`)."""
    n = min(len(specs), len(targets))
    changed = (*targets[:i], new, *targets[i + 1:n])
    if related(state, specs[:n], changed):
        return True
    if related(state, specs[:n], targets[:n]):
        return False  # (the change would break a relation that held)
    return related(state, specs[:i + 1], changed[:i + 1])


def same_controller_holds(state: GameState, targets: tuple[int, ...], i: int) -> bool:
    """601.2c: is the permanent chosen at `i` controlled by the controller of the permanent
    chosen just before it ("another target creature with the same controller")? Checked as
    the targets are chosen and again as the spell or ability resolves (608.2b)."""
    t = targets[i]
    if t <= 0 or t not in state.objects or i == 0:
        return True  # (none chosen)
    before = targets[i - 1]
    if before <= 0 or before not in state.objects \
            or state.objects[before].zone is not Zone.BATTLEFIELD:
        return False  # (the first gone: no controller to share, 608.2b)
    return characteristics(state, t).controller == characteristics(state, before).controller


def _totals_hold(state: GameState, specs: tuple[TargetSpec, ...],
                 targets: tuple[int, ...]) -> bool:
    """601.2c, 202.3: the objects chosen for each word "target" with a total mana value
    bound ("any number of target nonland permanents with total mana value 6 or less") have
    at most that total; checked as they are chosen (not again as it resolves)."""
    totals: dict[int, int] = {}
    for spec, t in zip(specs, targets):
        if spec.total_mana_value_le is None or t <= 0 or t not in state.objects:
            continue
        totals[spec.word] = totals.get(spec.word, 0) \
            + characteristics(state, t).card.mana_value
        if totals[spec.word] > spec.total_mana_value_le:
            return False
    return True


def controlled_by_target_holds(state: GameState, targets: tuple[int, ...], i: int) -> bool:
    """601.2c, 108.4: is the permanent chosen at `i` controlled by the player chosen just
    before it, or by the controller of the planeswalker chosen there ("target creature that
    player or that planeswalker's controller controls")? Checked as the targets are chosen
    and again as the spell or ability resolves (608.2b: a target no longer so controlled is
    illegal)."""
    t = targets[i]
    if t <= 0 or t not in state.objects or i == 0:
        return True  # (none chosen: "up to one")
    before = targets[i - 1]
    if before < 0:
        who = ref_player(before)
    elif before in state.objects and state.objects[before].zone is Zone.BATTLEFIELD:
        who = characteristics(state, before).controller
    else:
        return False  # (the planeswalker gone: no controller to follow, 608.2b)
    return characteristics(state, t).controller == who


def _their_player(specs: tuple[TargetSpec, ...], i: int) -> int:
    """The index of the target player whose graveyard the `owned_by_target` cards at `i` come
    from: the requirement just before that run of cards."""
    while i > 0 and specs[i].owned_by_target:
        i -= 1
    return i


def share_a_type(state: GameState, objs: list[int], kind: str) -> bool:
    """Do these objects share a card type (205.2a) / a permanent type (110.4a: not tribal) /
    a creature type (205.3m, "creature")?"""
    if kind == "creature":
        from mtg_engine.rules.shared_types import share_a_creature_type

        chars = [characteristics(state, o) for o in objs]
        return all(share_a_creature_type(chars[0], c) for c in chars[1:])
    common = set.intersection(*(set(characteristics(state, o).types) for o in objs))
    if kind == "permanent":
        common.discard(CardType.TRIBAL)
    return bool(common)


def _share_types(state: GameState, specs: tuple[TargetSpec, ...],
                 targets: tuple[int, ...]) -> bool:
    """601.2c: the objects chosen so far for a word "target" whose requirements say "that
    share a card type" share one."""
    for word in {s.word for s in specs if s.shares_type}:
        objs = [t for s, t in zip(specs, targets) if s.word == word and t > 0
                and t in state.objects]
        kind = next(s.shares_type for s in specs if s.word == word and s.shares_type)
        if len(objs) > 1 and not share_a_type(state, objs, kind):
            return False
    return True


def unrelated(state: GameState, specs: tuple[TargetSpec, ...], chosen: tuple[int, ...],
              options: list[int]) -> list[int]:
    """The options for the next requirement that would break a relation (`related`)."""
    return [t for t in options if not related(state, specs, (*chosen, t))]


def same_word_chosen(specs: tuple[TargetSpec, ...], chosen: tuple[int, ...]) -> set[int]:
    """The targets already chosen for the same word as the next requirement (115.3)."""
    i = len(chosen)
    if i >= len(specs) or not specs[i].word:
        return set()
    return {t for spec, t in zip(specs, chosen) if spec.word == specs[i].word and t != 0}


def target_combinations(state: GameState, specs: tuple[TargetSpec, ...], controller: int,
                        source: int, limit: int = 400) -> list[tuple[int, ...]]:
    """Every way to choose targets for `specs` (115.3: the same object can't be chosen twice
    for one instance of the word "target"; different requirements may share one)."""
    combos: list[tuple[int, ...]] = [()]
    for spec in specs:
        options = legal_targets(state, spec, controller, source)
        nxt = [(*c, t) for c in combos for t in options
               if not (spec.word and repeats_a_target(specs, (*c, t)))
               and related(state, specs, (*c, t))]  # 601.2c
        if spec.optional:
            nxt += [(*c, 0) for c in combos]
        combos = nxt[:limit]
        if not combos:
            return []
    return combos
