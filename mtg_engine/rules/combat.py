"""Combat (506-511): declaring attackers and blockers, and who may attack or block whom.

Legality of a declaration is decided as 508.1c-d and 509.1b-c say: it breaks no restriction,
and among the declarations that break none it obeys the most requirements. Blocks are decided
exactly by `mtg_engine.analysis.blocking` (the paper's min-cost flow when it applies, CP-SAT
otherwise); the engine builds one instance per defending player from the board. Combat damage
is in `combat_damage.py`.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from mtg_engine.actions import DeclareAttackers, DeclareBlockers
from mtg_engine.analysis.blocking import (
    ALL,
    BlockingInstance,
    best_declaration,
    is_legal,
    max_requirements,
    satisfied_requirements,
)
from mtg_engine.cards.dsl import BLOCK_RESTRICTION_KINDS, Filter
from mtg_engine.cards.dsl_abilities import (
    ATTACK_RESTRICTIONS,
    ATTACKS_AS_THOUGH_HASTE,
    ATTACKS_DESPITE_DEFENDER,
    BLOCK_RESTRICTIONS,
    BLOCKS_LANDWALK,
    REACH_FOR_DRAGONS,
)
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType, Supertype
from mtg_engine.effects import primitives as prim
from mtg_engine.rules import defender_exceptions, group_attacks
from mtg_engine.rules.chosen_landwalk import LAND_TYPE_OF_WALK
from mtg_engine.rules.combat_costs import (
    block_cost,
    block_cost_payable,
    block_taxes,
    pay_block_cost,
)
from mtg_engine.rules.conditions import holds
from mtg_engine.rules.defender_exceptions import LAST_TURN_ATTACKERS
from mtg_engine.rules.defender_restrictions import block_forbidden
from mtg_engine.rules.filters import matches
from mtg_engine.rules.keyword_abilities import keyword_evasion_forbids, power_evasion_forbids
from mtg_engine.rules.landwalk_kinds import QUALITY_LANDWALKS, walked
from mtg_engine.rules.layers import (
    Characteristics,
    card_of,
    characteristics,
    turn_or_combat_changed,
)
from mtg_engine.rules.mana import is_summoning_sick
from mtg_engine.rules.protection import protected
from mtg_engine.rules.restrictions import _any_static, affected_by, defender_controls
from mtg_engine.rules.tapped_blockers import may_block_tapped
from mtg_engine.state.game_state import Combat, GameState
from mtg_engine.state.objects import player_ref, ref_player

ENUMERATION_LIMIT = 256
LANDWALK = frozenset({"plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
                      "legendary landwalk", "nonbasic landwalk",
                      *QUALITY_LANDWALKS,  # 702.14c: "artifact landwalk", "snow swampwalk"
                      *LAND_TYPE_OF_WALK})  # (any land type's: rules/chosen_landwalk.py)


def _abilities(state: GameState, oid: int) -> frozenset[str]:
    return characteristics(state, oid).keywords


def _any_kind(state: GameState, kind: str) -> bool:
    """Is there a static ability of `kind` among the permanents' (cached with the
    characteristics)?"""
    from mtg_engine.rules.restrictions import _static_kinds

    return kind in _static_kinds(state)


def _static_limit(state: GameState, kind: str) -> int | None:
    """The smallest "no more than N creatures can attack/block each combat" in force
    (Silent Arbiter, Caverns of Despair; a face-up plane's too, Astral Arena: 901.7)."""
    limits = [st.max_count for oid in state.battlefield
              for st in card_of(state, oid).statics if st.kind == kind]
    if state.command:
        from mtg_engine.rules.command_zone import functioning_statics

        limits += [st.max_count for _, st in functioning_statics(state) if st.kind == kind]
    return min(limits) if limits else None


# ------------------------------------------------------------------ attackers (508)


def can_attack(state: GameState, oid: int) -> bool:
    """508.1a: an untapped creature the active player controls, without summoning sickness
    (302.6) unless it has haste (702.10b), and without defender (702.3b) or "can't attack"."""
    o = state.objects[oid]
    ch = characteristics(state, oid)
    if not ch.is_creature or o.tapped or ch.controller != state.active:
        return False
    if ("defender" in ch.keywords and ATTACKS_DESPITE_DEFENDER not in ch.keywords
            and not (LAST_TURN_ATTACKERS in ch.keywords
                     and defender_exceptions.may_attack(state, ch.controller))) \
            or "can't attack" in ch.keywords:  # 702.3b (rules/defender_exceptions.py)
        return False
    from mtg_engine.rules.restrictions import barred_from_attacking

    if barred_from_attacking(state, ch.controller):  # 508.1c (Angelic Arbiter)
        return False
    return "haste" in ch.keywords or ATTACKS_AS_THOUGH_HASTE in ch.keywords \
        or not is_summoning_sick(state, oid)  # (302.6: Instill Energy)


def _restricted_attack(state: GameState, attacker: int, defender: int) -> bool:
    """508.1c: "can't attack unless defending player controls an Island": the defending player
    is the one attacked, or the controller of the planeswalker attacked (506.2)."""
    from mtg_engine.rules.restrictions import attack_forbidden

    if attack_forbidden(state, attacker, defender):  # "can't attack you"
        return True
    ch = characteristics(state, attacker)
    if LAST_TURN_ATTACKERS in ch.keywords and "defender" in ch.keywords \
            and ATTACKS_DESPITE_DEFENDER not in ch.keywords \
            and defender_exceptions.forbids(state, ch.controller, defender):
        return True  # 702.3b, 508.1c (rules/defender_exceptions.py)
    kws = ch.keywords & ATTACK_RESTRICTIONS
    if not kws:
        return False
    p = ref_player(defender)
    player = p if p is not None else characteristics(state, defender).controller
    for k in kws:
        land_type = k.rsplit(" ", 1)[1].capitalize()
        if not any(characteristics(state, o).controller == player
                   and land_type in characteristics(state, o).subtypes
                   for o in state.battlefield):
            return True
    return False


def possible_attackers(state: GameState) -> list[int]:
    return [oid for oid in state.battlefield if can_attack(state, oid)]


def attack_targets(state: GameState) -> list[int]:
    """508.1b: each opponent, or a planeswalker an opponent controls."""
    out = [player_ref(p) for p in state.opponents(state.active)]
    for oid in state.battlefield:
        ch = characteristics(state, oid)
        if CardType.PLANESWALKER in ch.types and ch.controller != state.active:
            out.append(oid)
    return out


def _required_attackers(state: GameState) -> list[int]:
    """508.1d: creatures with "attacks each combat if able" that are able to attack (a
    player is never required to pay a cost to attack: one that can attack only by paying is
    not required to)."""
    from mtg_engine.rules.goad import any_goad

    goad = any_goad(state)  # (one battlefield scan, not one per creature)
    return _untaxed(state, [oid for oid in possible_attackers(state)
                            if _must_attack(state, oid, goad)])


def _must_attack(state: GameState, oid: int, goad: bool) -> bool:
    """508.1d: "attacks each combat if able", or goaded (701.38b, rules/goad.py; `goad`: is
    any creature perhaps goaded, `goad.any_goad`)."""
    from mtg_engine.rules.goad import is_goaded

    return "attacks each combat if able" in _abilities(state, oid) \
        or (goad and is_goaded(state, oid))


def _untaxed(state: GameState, required: list[int]) -> list[int]:
    """508.1d: the required attackers that can attack some defender without paying a cost."""
    from mtg_engine.rules.restrictions import taxed

    if not required:
        return required
    defenders = attack_targets(state)
    return [oid for oid in required if any(
        not taxed(state, oid, d) and not _restricted_attack(state, oid, d) for d in defenders)]


def attack_actions(state: GameState, known: AttackFacts | None = None) -> list[DeclareAttackers]:
    """Every legal declaration when there are few (at most 256 combinations), else a
    representative set; `check_attack` accepts any legal declaration. `known`: the step's
    `attack_facts`, when the caller already has them."""
    known = known or attack_facts(state)
    cands, defenders = known.order, known.targets
    if not cands or not defenders:
        return [DeclareAttackers(())]
    total = (len(defenders) + 1) ** len(cands)
    if total <= ENUMERATION_LIMIT:
        options = (DeclareAttackers(tuple((a, d) for a, d in zip(cands, combo) if d is not None))
                   for combo in itertools.product(*[[None, *defenders] for _ in cands]))
    else:
        d0 = defenders[0]
        options = iter([DeclareAttackers(()), DeclareAttackers(tuple((a, d0) for a in cands)),
                        *(DeclareAttackers(((a, d0),)) for a in cands),
                        _representative_required(state, known)])
    out = [a for a in options if check_attack(state, a, known) is None]
    return out or [_representative_required(state, known)]


def attack_facts(state: GameState) -> AttackFacts:
    """What `check_attack` looks up, found once for every declaration of one declare-attackers
    step (508.1c-d: the restrictions and requirements don't change while the declaration is
    pending): with each pair's restriction (508.1c) and cost (508.1h), which depend only on
    the pair."""
    from mtg_engine.rules.goad import any_goad
    from mtg_engine.rules.restrictions import taxed

    cands = possible_attackers(state)
    defenders = attack_targets(state)
    goad = any_goad(state) if cands and defenders else False
    required = _untaxed(state, [oid for oid in cands if _must_attack(state, oid, goad)]) \
        if cands and defenders else []
    pairs = [(a, d) for a in cands for d in defenders]
    return AttackFacts(set(cands), set(defenders), _static_limit(state, "max_attackers"),
                       required, {p for p in pairs if _restricted_attack(state, *p)},
                       any(taxed(state, *p) for p in pairs),
                       {a for a in cands if "can't attack alone" in _abilities(state, a)},
                       group_attacks.grouped_attackers(state, cands), cands, defenders)


def _representative_required(state: GameState, known: AttackFacts) -> DeclareAttackers:
    """The required attackers each attacking a defender it may attack without a restriction
    or a cost (508.1c-d: `_untaxed` kept only those that have one), obeying the most of its
    requirements (701.38b: a goaded creature attacks a player other than its goaders if
    able)."""
    from mtg_engine.rules.goad import defender_for
    from mtg_engine.rules.restrictions import taxed

    def free(a: int) -> list[int]:
        return [d for d in known.targets
                if (a, d) not in known.forbidden and not taxed(state, a, d)] or known.targets

    return DeclareAttackers(tuple((a, defender_for(state, a, free(a))) for a in known.required))


@dataclass(slots=True)
class AttackFacts:
    """What `check_attack` looks up, found once for every declaration `attack_actions` tries:
    the creatures able to attack, the defenders, the attack limit, the required attackers,
    the (attacker, defender) pairs a restriction forbids (508.1c), whether any pair has a cost
    to attack (508.1h) and the creatures that can't attack alone."""

    able: set[int]
    defenders: set[int]
    limit: int | None
    required: list[int]
    forbidden: set[tuple[int, int]]
    costs: bool
    not_alone: set[int]
    grouped: set[int]  # with a restriction on the other attackers (rules/group_attacks.py)
    order: list[int]  # the creatures able to attack, in battlefield order
    targets: list[int]  # the defenders, players first (attack_targets)
    best: int = -1  # the most goad requirements that can be obeyed (found when first asked)


def check_attack(state: GameState, a: DeclareAttackers,
                 known: AttackFacts | None = None) -> str | None:
    """508.1c (restrictions) and 508.1d (the most requirements obeyed). `known`: what it looks
    up (AttackFacts), when the caller already has it."""
    seen: set[int] = set()
    if known is None:
        able = None
        defenders = set(attack_targets(state))
    else:
        able, defenders, limit, required = known.able, known.defenders, known.limit, \
            known.required
    for attacker, defender in a.attacks:
        if attacker in seen:
            return "a creature can attack only once (508.1a)"
        seen.add(attacker)
        if attacker not in state.objects or not (attacker in able if able is not None
                                                 else can_attack(state, attacker)):
            return f"{_name(state, attacker)} can't attack (508.1a)"
        if defender not in defenders:
            return f"{_name(state, defender)} can't be attacked (508.1b)"
        if ((attacker, defender) in known.forbidden if known is not None
                else _restricted_attack(state, attacker, defender)):
            return f"{_name(state, attacker)} can't attack {_name(state, defender)} (508.1c)"
    if a.bands:
        from mtg_engine.rules.banding import check_bands

        problem = check_bands(state, a)  # 508.1e, 702.22c-d
        if problem:
            return problem
    if (known is None or known.costs) and _attack_cost_unpayable(state, a):
        return "the cost to attack can't be paid (508.1h, 508.1j)"
    if len(a.attacks) == 1 and (a.attacks[0][0] in known.not_alone if known is not None
                                else "can't attack alone" in _abilities(state, a.attacks[0][0])):
        return f"{_name(state, a.attacks[0][0])} can't attack alone (508.1c)"
    if known is None or known.grouped:
        problem = group_attacks.attack_problem(state, [x for x, _ in a.attacks],
                                               known.grouped if known is not None else None)
        if problem:
            return problem
    if known is None:
        limit = _static_limit(state, "max_attackers")
    if limit is not None and len(a.attacks) > limit:
        return f"no more than {limit} creature(s) can attack each combat (508.1c)"
    if known is None:
        required = _required_attackers(state)
    if required:
        return _requirements_obeyed(state, a, required, limit, known)
    return None


def _requirements_obeyed(state: GameState, a: DeclareAttackers, required: list[int],
                         limit: int | None, known: AttackFacts | None) -> str | None:
    """508.1d: does the declaration obey as many requirements as can be obeyed? Each required
    creature attacking is one; a goaded one attacking a player other than a player goading it
    is one more for each such player (701.38b-c, rules/goad.py)."""
    from mtg_engine.rules.goad import any_goad

    seen = dict(a.attacks)
    if not any_goad(state):  # (no goad anywhere: one requirement each)
        best = len(required) if limit is None else min(len(required), limit)
        done = sum(1 for r in required if r in seen)
    else:
        from mtg_engine.rules.goad import obeyed, weight

        defenders = sorted(known.defenders) if known is not None else attack_targets(state)

        def allowed(x: int, d: int) -> bool:
            from mtg_engine.rules.restrictions import taxed

            forbidden = (x, d) in known.forbidden if known is not None \
                else _restricted_attack(state, x, d)
            return not forbidden and not taxed(state, x, d)

        if known is not None and known.best >= 0:
            best = known.best
        else:
            weights = sorted((weight(state, r, defenders, allowed) for r in required),
                             reverse=True)
            best = sum(weights if limit is None else weights[:limit])
            if known is not None:
                known.best = best
        done = sum(obeyed(state, r, seen[r]) for r in required if r in seen)
    if done < best:
        missing = next((r for r in required if r not in seen), required[0])
        return (f"{_name(state, missing)} must attack (508.1d, 701.38b): this declaration "
                f"obeys {done} requirement(s) but {best} can be obeyed")
    return None


def _attack_cost_unpayable(state: GameState, a: DeclareAttackers) -> bool:
    """508.1h-j: can't the total cost to attack be paid, with the mana sources left once the
    attackers without vigilance are tapped (508.1f)?"""
    from mtg_engine.rules.mana import find_payment, mana_sources
    from mtg_engine.rules.restrictions import attack_cost

    if not a.attacks:
        return False
    cost = attack_cost(state, a.attacks)
    if not cost:
        return False
    tapping = {x for x, _ in a.attacks if "vigilance" not in characteristics(state, x).keywords}
    sources = [src for src in mana_sources(state, state.active) if src.source not in tapping]
    return find_payment(state, state.active, cost, sources) is None


def _pay_attack_cost(state: GameState, cost: ManaCost) -> None:
    """508.1i-j: mana abilities, then the locked-in cost is paid in full (check_attack made
    sure it can be, with the sources left untapped by the attack)."""
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    payment = find_payment(state, state.active, cost)
    if payment is not None:
        pay_cost(state, state.active, payment)
        state.log.append(("paid", state.active, str(cost)))


def declare_attackers(state: GameState, a: DeclareAttackers) -> None:
    """508.1: the declaration; 508.1f: attackers tap unless they have vigilance (702.20b);
    508.1h-j: the cost to attack is paid."""
    from mtg_engine.rules.restrictions import attack_cost

    cost = attack_cost(state, a.attacks) if a.attacks else None  # 508.1h: locked in
    state.combat = Combat()
    for attacker, defender in a.attacks:  # all at once (508.1a): then characteristics are read
        state.combat.attackers[attacker] = defender
    if a.bands:
        from mtg_engine.rules.banding import record_bands

        record_bands(state, a)  # 508.1e, 702.22e
    if a.attacks:  # with no attacker, nothing is attacking: no characteristic changes
        turn_or_combat_changed(state, combat=True)  # "unless it's attacking" conditions, filters
    for attacker, _ in a.attacks:
        if "vigilance" not in characteristics(state, attacker).keywords:
            prim.tap(state, attacker)
    if cost:
        _pay_attack_cost(state, cost)
    for attacker, defender in a.attacks:
        state.log.append(("attack", attacker, defender))  # 508.1m: attack triggers
    from mtg_engine.rules.turn_amounts import attack_counts_read

    if a.attacks and attack_counts_read(state):  # ("for each time it has attacked this
        state.characteristics_changed()  # turn", layer 7c: counted from these events)
    if a.attacks:  # (pack tactics: "if you attacked with creatures with total power ...")
        from mtg_engine.rules.attacked_with import log_attacking_types
        from mtg_engine.rules.pack_tactics import log_attacking_power

        log_attacking_power(state, [attacker for attacker, _ in a.attacks])
        log_attacking_types(state, [attacker for attacker, _ in a.attacks])  # 508.1


# ------------------------------------------------------------------ blockers (509)


def defending_players(state: GameState) -> list[int]:
    """506.2, 802.2: the players attacked, or whose planeswalkers are, in APNAP order (802.4:
    each declares blockers in turn)."""
    if state.combat is None:
        return []
    attacked = {_attacked_player(state, a) for a in state.combat.attackers}
    return [p for p in state.apnap() if p in attacked]


def next_to_block(state: GameState) -> int | None:
    """802.4: the next defending player, in APNAP order, who hasn't declared blockers and has
    a creature that could block (the others declare no block)."""
    combat = state.combat
    if combat is None:
        return None
    for p in defending_players(state):
        if p not in combat.blocks_declared and possible_blocks(state, p):
            return p
    return None


def _attacked_player(state: GameState, attacker: int) -> int:
    combat = state.combat
    assert combat is not None
    target = combat.attackers[attacker]
    p = ref_player(target)
    if p is not None:
        return p
    return state.objects[target].controller if target in state.objects else -1


def _evasion_forbids(state: GameState, blocker: int, attacker: int) -> bool:
    """Local restrictions (509.1b): flying (702.9b) and reach (702.17b), fear (702.36b),
    shadow (702.28b), horsemanship (702.31b),
    intimidate (702.13b), protection (702.16f), "can't be blocked"."""
    a = characteristics(state, attacker)
    b = characteristics(state, blocker)
    if "can't be blocked" in a.keywords:
        return True
    if group_attacks.UNBLOCKABLE_ALONE in a.keywords and group_attacks.attacking_alone(
            state, attacker):  # 506.5 (rules/group_attacks.py)
        return True
    if keyword_evasion_forbids(a.keywords, b.keywords):  # shadow 702.28b, horsemanship 702.31b
        return True
    if power_evasion_forbids(a.keywords, a.power, b.power):  # skulk 702.118b
        return True
    if "flying" in a.keywords and not ({"flying", "reach"} & b.keywords) \
            and not (REACH_FOR_DRAGONS in b.keywords and "Dragon" in a.subtypes):
        return True  # 702.9b, 702.17b (Dragon Hunter: as though it had reach)
    if "can block only creatures with flying" in b.keywords and "flying" not in a.keywords:
        return True  # 509.1b: a restriction on the blocker
    if any(_restricts(k, b) for k in a.keywords if k in BLOCK_RESTRICTIONS) \
            or any(_restricts(k, a) for k in b.keywords if k in BLOCK_RESTRICTIONS):
        return True
    if _restriction_forbids(state, blocker, attacker):
        return True
    if "fear" in a.keywords and not (CardType.ARTIFACT in b.types or "B" in b.colors):
        return True
    if "intimidate" in a.keywords and not (CardType.ARTIFACT in b.types
                                           or set(a.colors) & set(b.colors)):
        return True
    walks = LANDWALK & a.keywords
    if walks and BLOCKS_LANDWALK in b.keywords:  # 702.14: Street Savvy's blocker
        walks = frozenset()
    if walks and _any_kind(state, "blockable_despite"):
        from mtg_engine.rules.restrictions import ignored_evasion

        walks -= ignored_evasion(state)
    for walk in walks:
        # 702.14c: unblockable while the defending player controls a land of that type
        if any(state.objects[o].controller == b.controller
               and CardType.LAND in characteristics(state, o).types
               and _walked(walk, characteristics(state, o)) for o in state.battlefield):
            return True
    # 702.16f: can't be blocked by creatures with the stated quality (the blocker's facts
    # looked up only for an attacker with protection: this runs for every attacker-blocker pair)
    from mtg_engine.rules.targets import _has_protection, source_facts

    return _has_protection(a.keywords) and protected(
        a.keywords, state.objects[attacker].chosen, b.colors, b.types, b.subtypes,
        b.every_creature_type, b.controller,  # (702.16k: from a player)
        source_facts(state, blocker))


def _walked(walk: str, land: Characteristics) -> bool:
    """702.14c: does the land have the specified land type ("islandwalk"), the specified
    supertype ("legendary landwalk"), or not have it ("nonbasic landwalk")?"""
    if walk == "legendary landwalk":
        return Supertype.LEGENDARY in land.supertypes
    if walk == "nonbasic landwalk":
        return Supertype.BASIC not in land.supertypes
    quality = walked(walk, land.types, land.supertypes, land.subtypes)  # (landwalk_kinds.py)
    if quality is not None:
        return quality
    return LAND_TYPE_OF_WALK.get(walk, "") in land.subtypes


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _restriction_forbids(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1b: a static ability's restriction naming the other creature by a quality ("~ can't
    be blocked by Humans", "enchanted creature can't be blocked except by Walls", "creatures
    with flying can't block creatures you control"; dsl.BlockRestriction), judged from the
    ability's controller's point of view while its "as long as" condition holds (611.3a)."""
    if not _any_static(state, "restrictions"):
        return False
    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if not st.restrictions:
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            for r in st.restrictions:
                if r.kind not in BLOCK_RESTRICTION_KINDS:
                    if r.kind == "cant_be_blocked_if_defender_controls" and affected_by(
                            state, st, src, ch.controller, attacker) and defender_controls(
                                state, characteristics(state, blocker).controller, r.other,
                                ch.controller, src):
                        return True  # 509.1b
                    if r.kind == "cant_be_blocked_unless_defender_is" and affected_by(
                            state, st, src, ch.controller, attacker):
                        from mtg_engine.rules.defender_restrictions import defender_meets

                        if not defender_meets(state, r, characteristics(state, blocker)
                                              .controller, src):
                            return True  # 509.1b, 506.2: judged for the defending player
                    continue  # (508.1c: on attacking, rules/restrictions.attack_forbidden)
                mine, other = (blocker, attacker) if r.kind == "cant_block" else \
                    (attacker, blocker)
                if not affected_by(state, st, src, ch.controller, mine):
                    continue
                hit = matches(state, other, r.other, ch.controller, src)
                if hit != (r.kind == "cant_be_blocked_except_by"):
                    return True
    return False


def _restricts(ability: str, other: Characteristics) -> bool:
    """509.1b: does the named restriction `ability` of one creature forbid a block involving
    `other` (its characteristics)? "can't be blocked by ..." is the attacker's,
    "can't block creatures with power ..." the blocker's (dsl.BLOCK_RESTRICTIONS)."""
    m = re.fullmatch(r"(can't be blocked by|can't block) creatures with power (\d+) or "
                     r"(less|greater)", ability)
    if m:
        n = int(m.group(2))
        return other.power <= n if m.group(3) == "less" else other.power >= n
    if ability.startswith("can't block"):
        return False
    words = ability.removeprefix("can't be blocked ")
    except_ = words.startswith("except ")
    words = words.removeprefix("except ").removeprefix("by ")
    if words == "walls":
        hit = "Wall" in other.subtypes
    elif words.startswith("creatures with "):
        hit = bool(set(words.removeprefix("creatures with ").split(" or ")) & other.keywords)
    else:
        hit = _COLOR_LETTERS[words.split()[0]] in other.colors
    return not hit if except_ else hit


def _count_ability(state: GameState, oid: int, ability: str) -> int:
    """How many effects give `oid` the requirement `ability` (509.1c counts each)."""
    n = 1 if ability in state.objects[oid].card.keywords else 0
    n += sum(1 for e in state.effects if oid in e.affected and ability in e.keywords)
    for sid in state.battlefield:
        for st in card_of(state, sid).statics:
            if ability in st.keywords and st.kind == "anthem" and st.affects == "enchanted" \
                    and state.objects[sid].attached_to == oid:
                n += 1
    return max(n, 1 if ability in _abilities(state, oid) else 0)


def blocking_instance(state: GameState, player: int) -> BlockingInstance:
    """The instance of `mtg_engine.analysis.blocking` for `player`'s declaration (509.1a-c).
    Names are object ids as strings."""
    combat = state.combat
    assert combat is not None
    attackers = [a for a in combat.attackers if a in state.objects
                 and _attacked_player(state, a) == player]
    blockers = [oid for oid in state.battlefield if state.objects[oid].controller == player
                and characteristics(state, oid).is_creature]
    A = [_key(a) for a in attackers]
    B = [_key(b) for b in blockers]
    cannot = frozenset((_key(b), _key(a)) for b in blockers for a in attackers
                       if _evasion_forbids(state, b, a)) | _pairs_forbidden(state, blockers,
                                                                             attackers)
    min_blockers: dict[str, int | str] = {}
    attacker_cap: dict[str, int | None] = {}
    must_be_blocked: dict[str, int] = {}
    exactly_one: set[str] = set()
    for a in attackers:
        kws = _abilities(state, a)
        if "can't be blocked unless all creatures defending player controls block it" in kws:
            min_blockers[_key(a)] = ALL
        elif "can't be blocked except by three or more creatures" in kws:
            min_blockers[_key(a)] = 3
        elif "menace" in kws:
            min_blockers[_key(a)] = 2  # 702.111b
        if "can't be blocked by more than one creature" in kws:
            attacker_cap[_key(a)] = 1
        if "must be blocked if able" in kws:
            must_be_blocked[_key(a)] = _count_ability(state, a, "must be blocked if able")
        if "must be blocked by exactly one creature if able" in kws:
            exactly_one.add(_key(a))
    blocker_cap: dict[str, int | None] = {}
    must_block: dict[str, int] = {}
    taxed = {b for b in blockers if block_taxes(state, b)}  # 509.1c: obliged to pay nothing
    for b in blockers:
        kws = _abilities(state, b)
        if (state.objects[b].tapped and not may_block_tapped(state, b)) or "can't block" in kws \
                or block_forbidden(state, b):
            blocker_cap[_key(b)] = 0  # 509.1a: only untapped creatures can block (509.1b)
        elif "can block any number of creatures" in kws:
            blocker_cap[_key(b)] = None
        elif "can block an additional creature each combat" in kws \
                or _SEVEN_MORE in kws:  # 509.1a: each instance adds (702 keywords aside)
            extra = _count_ability(state, b, "can block an additional creature each combat") \
                if "can block an additional creature each combat" in kws else 0
            blocker_cap[_key(b)] = 1 + extra + (7 if _SEVEN_MORE in kws else 0)
        if "blocks each combat if able" in kws and b not in taxed:
            must_block[_key(b)] = _count_ability(state, b, "blocks each combat if able")
    pairs: dict[tuple[str, str], int] = {}
    for a in attackers:  # Lure: every creature able to block it must (509.1c)
        for lure, kind in KIND_LURES.items():
            if lure not in _abilities(state, a):
                continue
            n = _count_ability(state, a, lure)
            for b in blockers:
                if blocker_cap.get(_key(b), 1) != 0 and (_key(b), _key(a)) not in cannot \
                        and b not in taxed and (kind is None or matches(state, b, kind, 0)):
                    pairs[(_key(b), _key(a))] = pairs.get((_key(b), _key(a)), 0) + n
    for e in state.effects:
        if e.layer == "combat" and not e.keywords and e.partner in attackers \
                and e.affected[0] in blockers and e.affected[0] not in taxed:
            key = (_key(e.affected[0]), _key(e.partner))
            pairs[key] = pairs.get(key, 0) + 1
    return BlockingInstance(
        attackers=tuple(A), blockers=tuple(B), cannot_block=cannot, min_blockers=min_blockers,
        max_blockers_total=_static_limit(state, "max_blockers"), blocker_capacity=blocker_cap,
        attacker_capacity=attacker_cap, must_be_blocked=must_be_blocked, must_block=must_block,
        must_block_attacker=pairs, exactly_one_blocker_if_able=frozenset(exactly_one))


_SEVEN_MORE = "can block an additional seven creatures each combat"  # (Watcher in the Web)
# 509.1c: Lure ("All creatures able to block ~ do so.") and the Lures of one kind of blocker
# (Marble Priest's Walls, Talruum Piper's creatures with flying): the blockers required
KIND_LURES: dict[str, Filter | None] = {
    "all creatures able to block this do so": None,
    "all walls able to block this do so": Filter(subtypes=("Wall",)),
    "all creatures with flying able to block this do so": Filter(keywords=("flying",))}


def _pairs_forbidden(state: GameState, blockers: list[int], attackers: list[int]
                     ) -> frozenset[tuple[str, str]]:
    """509.1b: restrictions for the turn (effects/combat_restrictions.py): "Target creature
    can't block ~ this turn"; "~ can't be blocked this turn except by Walls" (the blockers
    judged by the effect's filter, from its controller's point of view): the (blocker,
    attacker) pairs forbidden."""

    out: set[tuple[str, str]] = set()
    for e in state.effects:
        if e.layer != "combat" or not e.keywords:
            continue
        if "can't block" in e.keywords:
            out.add((_key(e.affected[0]), _key(e.partner)))
        elif e.filter is not None and e.keywords[0] in ("cant_be_blocked_by",
                                                        "cant_be_blocked_except_by"):
            by = e.keywords[0] == "cant_be_blocked_by"
            bound = e.affected if e.group is None else tuple(  # (611.2c: a group, now)
                a for a in attackers if matches(state, a, e.group, e.controller, e.source))
            out.update((_key(b), _key(a)) for a in bound for b in blockers
                       if matches(state, b, e.filter, e.controller, e.source) == by)
    return frozenset(out)


def _key(oid: int) -> str:
    """An object's name in a blocking instance."""
    return f"#{oid}"


def _oid(key: str) -> int:
    return int(key[1:])


def _declaration(a: DeclareBlockers) -> dict[str, list[str]]:
    decl: dict[str, list[str]] = {}
    for b, x in a.blocks:
        decl.setdefault(_key(b), []).append(_key(x))
    return decl


def possible_blocks(state: GameState, player: int) -> dict[int, list[int]]:
    """Each creature of `player` that may block, and the attackers it may block alone."""
    if state.combat is None:
        return {}
    inst = blocking_instance(state, player)
    out: dict[int, list[int]] = {}
    for b in inst.blockers:
        if inst.blocker_capacity.get(b, 1) == 0:
            continue
        opts = [_oid(a) for a in inst.attackers if inst.can_block(b, a)]
        if opts:
            out[_oid(b)] = opts
    return out


def block_actions(state: GameState, player: int) -> list[DeclareBlockers]:
    """Legal declarations: every combination of single blocks when there are few, else a
    representative set; the solver's best declaration is always among them."""
    inst = blocking_instance(state, player)
    poss = possible_blocks(state, player)
    if not poss:
        return [DeclareBlockers(())]
    if inst.total_requirements() == 0:
        # No requirement: not blocking breaks no restriction and obeys the maximum, 0.
        best, maximum = DeclareBlockers(()), 0
    else:
        decl = best_declaration(inst)
        best, maximum = _from_declaration(decl), satisfied_requirements(inst, decl)
        free = _free_maximum(state, inst)  # 509.1c-d: no cost to block need be paid
        if free is not None:
            maximum = free
    blockers = list(poss)
    total = 1
    for b in blockers:
        total *= len(poss[b]) + 1
    if total <= ENUMERATION_LIMIT:
        cands = (DeclareBlockers(tuple((b, x) for b, x in zip(blockers, combo) if x is not None))
                 for combo in itertools.product(*[[None, *poss[b]] for b in blockers]))
    else:
        cands = iter([DeclareBlockers(()),
                      *(DeclareBlockers(((b, x),)) for b in blockers for x in poss[b])])
    out = [best] if not _blocks_alone(state, best) and _payable(state, player, best) else []
    for c in cands:
        if c.blocks != best.blocks and not _blocks_alone(state, c) \
                and is_legal(inst, _declaration(c), maximum=maximum).legal \
                and _payable(state, player, c):
            out.append(c)
    return out or [DeclareBlockers(())]


def _free_maximum(state: GameState, inst: BlockingInstance) -> int | None:
    """509.1c-d: the most requirements that can be obeyed without paying a cost to block (the
    blockers with one left out: "the attacking creature must be blocked if able" doesn't make
    a player pay); None when no blocker has such a cost (the solver's own maximum)."""
    from dataclasses import replace

    taxed = [b for b in inst.blockers if block_taxes(state, _oid(b))]
    if not taxed:
        return None
    return max_requirements(replace(inst, blocker_capacity={
        **inst.blocker_capacity, **{b: 0 for b in taxed}}))


def _payable(state: GameState, player: int, a: DeclareBlockers) -> bool:
    """509.1d-f: can the declaration's total cost to block be paid (rules/combat_costs.py)?"""
    return not a.blocks or block_cost_payable(state, player, {b for b, _ in a.blocks})


def _blocks_alone(state: GameState, a: DeclareBlockers) -> bool:
    """509.1b: a creature that "can't block alone" is the only creature declared blocking, or
    one that "can't block unless at least two other creatures block" is with fewer
    (rules/group_attacks.py)."""
    blockers = {b for b, _ in a.blocks}
    return (len(blockers) == 1 and "can't block alone" in _abilities(state, next(iter(blockers)))
            ) or group_attacks.block_problem(state, blockers) is not None  # (group_attacks.py)


def _from_declaration(decl: dict[str, list[str]]) -> DeclareBlockers:
    return DeclareBlockers(tuple((_oid(b), _oid(a)) for b, atts in decl.items() for a in atts))


def check_block(state: GameState, player: int, a: DeclareBlockers) -> str | None:
    """509.1a-c."""
    if state.combat is None:
        return "there is no combat"
    seen: set[tuple[int, int]] = set()
    for blocker, attacker in a.blocks:
        if (blocker, attacker) in seen:
            return f"{_name(state, blocker)} is declared blocking {_name(state, attacker)} twice"
        seen.add((blocker, attacker))
        if blocker not in state.objects or state.objects[blocker].controller != player \
                or not characteristics(state, blocker).is_creature:
            return f"{_name(state, blocker)} is not a creature you control (509.1a)"
        if attacker not in state.combat.attackers or _attacked_player(state, attacker) != player:
            return f"{_name(state, attacker)} is not attacking you or your planeswalker (509.1a)"
        if state.objects[blocker].tapped and not may_block_tapped(state, blocker):
            return f"{_name(state, blocker)} is tapped (509.1a)"
    inst = blocking_instance(state, player)
    counts: dict[int, int] = {}
    for blocker, attacker in a.blocks:
        if not inst.can_block(_key(blocker), _key(attacker)):
            return f"{_name(state, blocker)} can't block {_name(state, attacker)} (509.1a-b)"
        counts[blocker] = counts.get(blocker, 0) + 1
        cap = inst.blocker_capacity.get(_key(blocker), 1)
        if cap == 0:
            return f"{_name(state, blocker)} can't block (509.1a)"
        if cap == 1 and counts[blocker] > 1:
            return f"{_name(state, blocker)} can block only one creature (509.1a)"
    if _blocks_alone(state, a):
        return group_attacks.block_problem(state, {b for b, _ in a.blocks}) \
            or f"{_name(state, a.blocks[0][0])} can't block alone (509.1b)"
    verdict = is_legal(inst, _declaration(a), maximum=0 if inst.total_requirements() == 0
                       else _free_maximum(state, inst))
    if not verdict.legal:
        return _named(state, verdict.reason)
    if not _payable(state, player, a):
        return "the cost to block can't be paid (509.1d-f)"
    return None


def _named(state: GameState, reason: str) -> str:
    """Replace the solver's object ids by names in a reason."""
    import re

    return re.sub(r"#(\d+)", lambda m: _name(state, int(m.group(1))), reason)


def declare_blockers(state: GameState, a: DeclareBlockers, player: int | None = None) -> None:
    """509.1a: `player`'s blocks, all at once; 802.4: once every defending player has declared
    (`finish_blocks`), attackers become blocked or unblocked (509.1h)."""
    combat = state.combat
    assert combat is not None
    cost = block_cost(state, {b for b, _ in a.blocks}) if a.blocks else None  # 509.1d
    for blocker, attacker in a.blocks:  # all at once (509.1a)
        combat.blockers.setdefault(blocker, []).append(attacker)
        combat.blocked.setdefault(attacker, []).append(blocker)
    pairs = list(a.blocks)
    if combat.bands:  # 702.22h: a blocker of one member of a band blocks every member
        from mtg_engine.rules.banding import spread_block

        pairs += [(b, mate) for b, x in a.blocks for mate in spread_block(state, b, x)]
    if player is not None:
        combat.blocks_declared.append(player)
    turn_or_combat_changed(state, combat=True)  # (with no block, attackers become unblocked)
    if cost:  # 509.1e-f: the blocking creatures' controller pays
        pay_block_cost(state, state.objects[a.blocks[0][0]].controller, cost)
    for blocker, attacker in pairs:
        state.log.append(("block", blocker, attacker))  # 509.1i (509.5b: each one it blocks)


def finish_blocks(state: GameState) -> None:
    """509.1h, 509.1i: every defending player has declared blockers (802.4): each attacker
    becomes blocked or unblocked."""
    combat = state.combat
    assert combat is not None
    for attacker in combat.attackers:
        if attacker in combat.blocked:
            state.log.append(("becomes_blocked", attacker))  # 509.1h, 509.1i
        else:
            state.log.append(("unblocked", attacker))  # 509.1h: it becomes unblocked


def end_combat(state: GameState) -> None:
    """511.3: at the end of the end of combat step, all creatures are removed from combat."""
    was_in_combat = state.combat is not None and bool(state.combat.attackers or state.combat.blockers)
    state.combat = None
    if any(e.until == "end_of_combat" for e in state.effects):  # "this combat" (provoke)
        state.effects = tuple(e for e in state.effects if e.until != "end_of_combat")
    if was_in_combat:  # "unless it's attacking" conditions and filters
        turn_or_combat_changed(state, combat=True)


def _name(state: GameState, ref: int) -> str:
    from mtg_engine.rules.casting import describe_ref

    return describe_ref(state, ref)
