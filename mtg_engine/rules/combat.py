"""Combat (506-511): declaring attackers and blockers, and combat damage.

Combat damage follows the current rules (Magic Foundations, 2024): there is no damage
assignment order; the attacking player divides an attacker's damage among its blockers. Our
rules text (April 2022) still has the order in 509.2 and 510.1c; where the code cites those
rules it follows the current text. When nobody asks for a division, the default is the
scenario API's: lethal damage to each blocker in the order they blocked, the rest to the last
blocker (or to the player or planeswalker with trample, 702.19c).
"""

from __future__ import annotations

import itertools

from mtg_engine.actions import DeclareAttackers, DeclareBlockers
from mtg_engine.core.types import CardType
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.mana import is_summoning_sick
from mtg_engine.state.game_state import Combat, GameState
from mtg_engine.state.objects import player_ref, ref_player

ENUMERATION_LIMIT = 256


# ------------------------------------------------------------------ attackers (508)


def can_attack(state: GameState, oid: int) -> bool:
    """508.1a: an untapped creature the active player controls, without summoning sickness
    (302.6) unless it has haste (702.10b), and without defender (702.3b)."""
    o = state.objects[oid]
    ch = characteristics(state, oid)
    if not ch.is_creature or o.tapped or ch.controller != state.active:
        return False
    if "defender" in ch.keywords:
        return False
    return "haste" in ch.keywords or not is_summoning_sick(state, oid)


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


def attack_actions(state: GameState) -> list[DeclareAttackers]:
    """Every declaration when there are few (at most 256), else a representative set; any
    legal declaration is accepted by `check_attack`."""
    cands = possible_attackers(state)
    defenders = attack_targets(state)
    if not cands or not defenders:
        return [DeclareAttackers(())]
    per = [[None, *defenders] for _ in cands]
    total = (len(defenders) + 1) ** len(cands)
    if total <= ENUMERATION_LIMIT:
        out = []
        for combo in itertools.product(*per):
            out.append(DeclareAttackers(tuple((a, d) for a, d in zip(cands, combo) if d is not None)))
        return out
    d0 = defenders[0]
    out = [DeclareAttackers(()), DeclareAttackers(tuple((a, d0) for a in cands))]
    out += [DeclareAttackers(((a, d0),)) for a in cands]
    return out


def check_attack(state: GameState, a: DeclareAttackers) -> str | None:
    seen: set[int] = set()
    defenders = set(attack_targets(state))
    for attacker, defender in a.attacks:
        if attacker in seen:
            return "a creature can attack only once (508.1a)"
        seen.add(attacker)
        if attacker not in state.objects or not can_attack(state, attacker):
            return f"{_name(state, attacker)} can't attack (508.1a)"
        if defender not in defenders:
            return f"{_name(state, defender)} can't be attacked (508.1b)"
    return None


def declare_attackers(state: GameState, a: DeclareAttackers) -> None:
    """508.1: the declaration; 508.1f: attackers tap unless they have vigilance (702.20b)."""
    state.combat = Combat()
    state.characteristics_changed()  # filters may ask whether a creature is attacking
    for attacker, defender in a.attacks:
        state.combat.attackers[attacker] = defender
        if "vigilance" not in characteristics(state, attacker).keywords:
            prim.tap(state, attacker)
    for attacker, defender in a.attacks:
        state.log.append(("attack", attacker, defender))  # 508.1m: attack triggers


# ------------------------------------------------------------------ blockers (509)


def defending_player(state: GameState) -> int:
    return state.opponents(state.active)[0] if state.opponents(state.active) else state.active


def can_block(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1a-b: an untapped creature of the defending player can block a creature attacking
    that player or their planeswalker; flying (702.9b) can be blocked only by flying or reach
    (702.17b)."""
    o = state.objects[blocker]
    ch = characteristics(state, blocker)
    if not ch.is_creature or o.tapped:
        return False
    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return False
    target = combat.attackers[attacker]
    attacked = ref_player(target)
    if attacked is None:
        attacked = state.objects[target].controller if target in state.objects else -1
    if ch.controller != attacked:
        return False
    ach = characteristics(state, attacker)
    return not ("flying" in ach.keywords
                and not ({"flying", "reach"} & ch.keywords))


def possible_blocks(state: GameState, player: int) -> dict[int, list[int]]:
    combat = state.combat
    if combat is None:
        return {}
    out: dict[int, list[int]] = {}
    for oid in state.battlefield:
        if state.objects[oid].controller != player:
            continue
        opts = [a for a in combat.attackers if can_block(state, oid, a)]
        if opts:
            out[oid] = opts
    return out


def block_actions(state: GameState, player: int) -> list[DeclareBlockers]:
    poss = possible_blocks(state, player)
    if not poss:
        return [DeclareBlockers(())]
    blockers = list(poss)
    total = 1
    for b in blockers:
        total *= len(poss[b]) + 1
    if total <= ENUMERATION_LIMIT:
        out = []
        for combo in itertools.product(*[[None, *poss[b]] for b in blockers]):
            out.append(DeclareBlockers(tuple((b, a) for b, a in zip(blockers, combo) if a is not None)))
        return out
    out = [DeclareBlockers(())]
    out += [DeclareBlockers(((b, a),)) for b in blockers for a in poss[b]]
    return out


def check_block(state: GameState, player: int, a: DeclareBlockers) -> str | None:
    seen: set[int] = set()
    for blocker, attacker in a.blocks:
        if blocker in seen:
            return f"{_name(state, blocker)} can block only one creature (509.1a)"
        seen.add(blocker)
        if blocker not in state.objects or state.objects[blocker].controller != player:
            return f"{_name(state, blocker)} is not a creature you control"
        if not can_block(state, blocker, attacker):
            return f"{_name(state, blocker)} can't block {_name(state, attacker)} (509.1a-b)"
    return None


def declare_blockers(state: GameState, a: DeclareBlockers) -> None:
    combat = state.combat
    assert combat is not None
    state.characteristics_changed()
    for blocker, attacker in a.blocks:
        combat.blockers.setdefault(blocker, []).append(attacker)
        combat.blocked.setdefault(attacker, []).append(blocker)
    for blocker, attacker in a.blocks:
        state.log.append(("block", blocker, attacker))  # 509.1i
    for attacker in combat.attackers:
        if attacker in combat.blocked:
            state.log.append(("becomes_blocked", attacker))  # 509.1h, 509.1i


# ------------------------------------------------------------------ damage (510)


def has_first_strike_step(state: GameState) -> bool:
    """510.4: a first combat damage step if an attacking or blocking creature has first strike
    or double strike."""
    combat = state.combat
    if combat is None:
        return False
    for oid in [*combat.attackers, *combat.blockers]:
        if oid in state.objects and {"first strike", "double strike"} & characteristics(state, oid).keywords:
            return True
    return False


def _deals_damage_now(state: GameState, oid: int, first: bool) -> bool:
    """510.4: in the first-strike step only first and double strikers deal damage; in the
    second, creatures that didn't deal damage in the first, plus double strikers."""
    kws = characteristics(state, oid).keywords
    if first:
        return bool({"first strike", "double strike"} & kws)
    combat = state.combat
    assert combat is not None
    if "double strike" in kws:
        return True
    return oid not in combat.dealt_first_strike


def lethal_damage(state: GameState, oid: int, source_has_deathtouch: bool) -> int:
    """702.2c / 510.1c-d: lethal damage takes into account damage already marked; with
    deathtouch, 1 is lethal."""
    ch = characteristics(state, oid)
    need = max(0, ch.toughness - state.objects[oid].damage)
    return min(need, 1) if source_has_deathtouch and need > 0 else need


def default_assignment(state: GameState, attacker: int, power: int) -> list[tuple[int, int]]:
    combat = state.combat
    assert combat is not None
    blockers = [b for b in combat.blocked.get(attacker, []) if b in state.objects]
    kws = characteristics(state, attacker).keywords
    trample = "trample" in kws
    defender = combat.attackers[attacker]
    if attacker not in combat.blocked:
        return [(defender, power)]
    if not blockers:
        return [(defender, power)] if trample else []  # 509.1h / 702.19e
    out: list[tuple[int, int]] = []
    left = power
    deathtouch = "deathtouch" in kws
    for i, b in enumerate(blockers):
        last = i == len(blockers) - 1
        amt = min(left, lethal_damage(state, b, deathtouch))
        if last and not trample:
            amt = left
        if amt:
            out.append((b, amt))
        left -= amt
    if left > 0 and trample:
        out.append((defender, left))
    return out


def combat_damage(state: GameState, first: bool) -> None:
    """510.1-510.2: assign and deal all combat damage simultaneously."""
    combat = state.combat
    if combat is None:
        return
    assignments: list[tuple[int, int, int]] = []  # (source, recipient, amount)
    for attacker in list(combat.attackers):
        if attacker not in state.objects or not _deals_damage_now(state, attacker, first):
            continue
        power = characteristics(state, attacker).power
        if power <= 0:
            continue
        for recipient, amt in state_assignment(state, attacker, power):
            assignments.append((attacker, recipient, amt))
    for blocker, attackers in combat.blockers.items():
        if blocker not in state.objects or not _deals_damage_now(state, blocker, first):
            continue
        power = characteristics(state, blocker).power
        live = [a for a in attackers if a in state.objects]
        if power > 0 and live:
            assignments.append((blocker, live[0], power))  # 510.1d
    if first:
        combat.dealt_first_strike = [s for s, _, _ in assignments]
    for source, recipient, amt in assignments:
        if source not in state.objects:
            continue
        if recipient > 0 and recipient not in state.objects:
            continue
        prim.deal_damage(state, source, state.objects[source].card,
                         state.objects[source].controller, recipient, amt, combat=True)


def state_assignment(state: GameState, attacker: int, power: int) -> list[tuple[int, int]]:
    """The attacking player's division of the damage (510.1c): a division given in advance
    (`combat_assignments`) if valid, else the default."""
    return default_assignment(state, attacker, power)


def end_combat(state: GameState) -> None:
    """511.3: at the end of the end of combat step, all creatures are removed from combat."""
    state.combat = None
    state.characteristics_changed()


def _name(state: GameState, ref: int) -> str:
    from mtg_engine.rules.casting import describe_ref

    return describe_ref(state, ref)
