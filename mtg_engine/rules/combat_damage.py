"""Combat damage (510), with first and double strike (510.4, 702.7, 702.4) and trample (702.19).

The current rules (Magic Foundations, 2024) are followed: there is no damage assignment order.
The attacking player divides a blocked attacker's damage among its blockers as they choose, and
the defending player divides the damage of a creature blocking several attackers (510.1c-d as
amended in 2024; our April 2022 rules text still orders blockers). A trampling attacker must
assign lethal damage to every blocker before assigning any to the player or planeswalker it
attacks (702.19b), counting damage already marked and damage assigned earlier in the same step;
deathtouch makes 1 damage lethal (702.2c). Each division that has a real choice is a decision
(`DamageAssignmentDecision`); every assignment is made first and all damage is dealt at once
(510.2).
"""

from __future__ import annotations

from mtg_engine.actions import AssignDamage, DamageAssignmentDecision
from mtg_engine.cards.dsl import AS_THOUGH_UNBLOCKED
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.toughness_damage import combat_damage_amount
from mtg_engine.state.game_state import GameState

DIVISION_LIMIT = 200


def has_first_strike_step(state: GameState) -> bool:
    """510.4: a first combat damage step if an attacking or blocking creature has first strike
    or double strike."""
    combat = state.combat
    if combat is None:
        return False
    return any(oid in state.objects
               and {"first strike", "double strike"} & characteristics(state, oid).keywords
               for oid in [*combat.attackers, *combat.blockers])


def _deals_damage_now(state: GameState, oid: int, first: bool) -> bool:
    """510.4: in the first-strike step only first and double strikers deal damage; in the
    second, creatures that had neither as the first step began, and double strikers."""
    if state.effects:
        from mtg_engine.effects.no_combat_damage import assigns_no_combat_damage

        if assigns_no_combat_damage(state, oid):
            return False  # 510.1a: "~ assigns no combat damage this turn" (611.2a)
    kws = characteristics(state, oid).keywords
    if first:
        return bool({"first strike", "double strike"} & kws)
    combat = state.combat
    assert combat is not None
    return "double strike" in kws or oid not in combat.dealt_first_strike


def lethal_damage(state: GameState, oid: int, deathtouch: bool, pending: int = 0) -> int:
    """Lethal damage for assignment (702.19b, 510.1c): toughness (or power, rules/
    lethal_by_power.py) minus damage already marked and already assigned this step; with
    deathtouch any 1 is lethal (702.2c)."""
    from mtg_engine.rules.lethal_by_power import lethal_amount

    ch = characteristics(state, oid)
    need = max(0, lethal_amount(state, oid, ch) - state.objects[oid].damage - pending)
    return min(need, 1) if deathtouch and need > 0 else need


# ------------------------------------------------------------------ who may receive damage


def _recipients(state: GameState, source: int) -> tuple[list[int], int | None, bool]:
    """(blocking/blocked creatures it can damage, the player or planeswalker it can damage
    directly or None, whether it is an attacker with trample)."""
    combat = state.combat
    assert combat is not None
    if source in combat.attackers:
        defender = combat.attackers[source]
        if defender > 0 and defender not in state.objects:
            defender = None  # the planeswalker left: no damage to it (506.4)
        if source not in combat.blocked:
            return [], defender, False  # 510.1a: unblocked
        blockers = [b for b in combat.blocked[source] if b in state.objects and b in combat.blockers]
        kws = characteristics(state, source).keywords
        trample = "trample" in kws
        # "as though it weren't blocked": all of it may go to the player or planeswalker
        direct = defender if trample or AS_THOUGH_UNBLOCKED in kws else None
        if not blockers:
            # 510.1c: blocked with no blockers assigns no damage; with trample all of it goes
            # to the player or planeswalker (702.19d).
            return [], direct, trample
        return blockers, direct, trample
    attackers = [a for a in combat.blockers.get(source, []) if a in state.objects
                 and a in combat.attackers]
    return attackers, None, False


def default_assignment(state: GameState, source: int, power: int,
                       pending: dict[int, int] | None = None) -> list[tuple[int, int]]:
    """The scenario API's default division: lethal damage to each creature in the order the
    blocks were declared, the rest to the last one, or to the player or planeswalker with
    trample."""
    creatures, direct, trample = _recipients(state, source)
    pending = pending or {}
    if not creatures:
        return [(direct, power)] if direct is not None else []
    deathtouch = "deathtouch" in characteristics(state, source).keywords
    out: list[tuple[int, int]] = []
    left = power
    for i, c in enumerate(creatures):
        last = i == len(creatures) - 1
        amt = min(left, lethal_damage(state, c, deathtouch, pending.get(c, 0)))
        if last and not (trample and direct is not None):
            amt = left
        if amt:
            out.append((c, amt))
        left -= amt
    if left > 0 and direct is not None:
        out.append((direct, left))
    return out


def needs_choice(state: GameState, source: int, power: int) -> bool:
    creatures, direct, _ = _recipients(state, source)
    return power > 0 and (len(creatures) >= 2 or (len(creatures) == 1 and direct is not None)
                          or (not creatures and direct is not None
                              and _as_though_unblocked(state, source)))


def _as_though_unblocked(state: GameState, source: int) -> bool:
    """510.1a, 510.1c: a blocked attacker whose controller may have it assign its combat
    damage as though it weren't blocked (dsl.AS_THOUGH_UNBLOCKED): all of it to the player or
    planeswalker it attacks, or else as a blocked creature does."""
    combat = state.combat
    return combat is not None and source in combat.blocked \
        and AS_THOUGH_UNBLOCKED in characteristics(state, source).keywords

def check_assignment(state: GameState, source: int, power: int,
                     assignment: tuple[tuple[int, int], ...]) -> str | None:
    """Is this a legal division of `source`'s damage (510.1c-d as amended, 702.19b)?"""
    combat = state.combat
    assert combat is not None
    creatures, direct, _ = _recipients(state, source)
    allowed = set(creatures) | ({direct} if direct is not None else set())
    seen: set[int] = set()
    for r, amt in assignment:
        if r not in allowed:
            return f"{_name(state, r)} can't be assigned {_name(state, source)}'s damage (510.1)"
        if r in seen:
            return f"{_name(state, r)} appears twice in the division"
        seen.add(r)
        if amt < 0:
            return "damage amounts can't be negative"
    if sum(a for _, a in assignment) != power:
        return f"assign exactly {power} damage (510.1)"
    to_direct = sum(a for r, a in assignment if r == direct)
    if to_direct == power and _as_though_unblocked(state, source):
        return None  # 510.1a: as though it weren't blocked
    if to_direct and not _recipients(state, source)[2]:
        return (f"{_name(state, source)} assigns its damage either as though it weren't "
                "blocked or to the creatures blocking it (510.1a, 510.1c)")
    if to_direct and creatures:
        deathtouch = "deathtouch" in characteristics(state, source).keywords
        pending = _pending_damage(state)
        given = dict(assignment)
        for c in creatures:
            if given.get(c, 0) < lethal_damage(state, c, deathtouch, pending.get(c, 0)):
                return (f"{_name(state, c)} must be assigned lethal damage before any goes to "
                        f"{_name(state, direct)} (702.19b)")
    return None


def division_options(state: GameState, source: int, power: int) -> list[AssignDamage]:
    """Legal divisions, the default first (at most DIVISION_LIMIT)."""
    creatures, direct, _ = _recipients(state, source)
    recipients = [*creatures, *([direct] if direct is not None else [])]
    default = AssignDamage(tuple(default_assignment(state, source, power, _pending_damage(state))))
    out = [default]
    for split in _compositions(power, len(recipients)):
        a = AssignDamage(tuple((r, n) for r, n in zip(recipients, split) if n))
        if a != default and check_assignment(state, source, power, a.assignment) is None:
            out.append(a)
            if len(out) >= DIVISION_LIMIT:
                break
    return out


def _compositions(total: int, parts: int):  # type: ignore[no-untyped-def]
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


# ------------------------------------------------------------------ the damage step


def _pending_damage(state: GameState) -> dict[int, int]:
    combat = state.combat
    assert combat is not None
    out: dict[int, int] = {}
    for _, r, amt in combat.assigned:
        out[r] = out.get(r, 0) + amt
    return out


def begin_combat_damage(state: GameState, first: bool) -> bool:
    """510.1: the creatures that deal damage now assign it, attackers first. Returns True when
    all damage has been dealt, False while waiting for a division."""
    combat = state.combat
    if combat is None:
        return True
    sources = [a for a in combat.attackers if a in state.objects]
    sources += [b for b in combat.blockers if b in state.objects]
    combat.to_assign = [s for s in sources if _deals_damage_now(state, s, first)]
    if first:
        # 510.4: who had first or double strike as this step began (whether or not they
        # assign any damage: a 0-power first striker doesn't deal damage in the second step)
        combat.dealt_first_strike = sorted(combat.to_assign)
    combat.assigned = []
    combat.in_first_strike_step = first
    return continue_combat_damage(state)


def continue_combat_damage(state: GameState) -> bool:
    combat = state.combat
    assert combat is not None
    while combat.to_assign:
        src = combat.to_assign[0]
        if src not in state.objects:
            combat.to_assign.pop(0)
            continue
        power = combat_damage_amount(state, src)  # 510.1a (by toughness: Doran)
        if power <= 0:
            combat.to_assign.pop(0)
            continue
        if needs_choice(state, src, power):
            from mtg_engine.rules.banding import damage_divider

            creatures, direct, _ = _recipients(state, src)
            state.pending = DamageAssignmentDecision(  # 702.22j-k: banding changes who divides
                damage_divider(state, src, state.objects[src].controller), src, power,
                tuple([*creatures, *([direct] if direct is not None else [])]))
            state.asking = "assign_damage"
            return False
        for r, amt in default_assignment(state, src, power, _pending_damage(state)):
            combat.assigned.append((src, r, amt))
        combat.to_assign.pop(0)
    _deal(state)
    return True


def assign(state: GameState, a: AssignDamage) -> bool:
    """The answer to a DamageAssignmentDecision; then the remaining sources."""
    combat = state.combat
    assert combat is not None
    src = combat.to_assign.pop(0)
    state.asking = ""
    for r, amt in a.assignment:
        if amt:
            combat.assigned.append((src, r, amt))
    return continue_combat_damage(state)


def _deal(state: GameState) -> None:
    """510.2: all combat damage is dealt simultaneously."""
    combat = state.combat
    assert combat is not None
    for source, recipient, amt in combat.assigned:
        if source not in state.objects or (recipient > 0 and recipient not in state.objects):
            continue
        prim.deal_damage(state, source, state.objects[source].card,
                         state.objects[source].controller, recipient, amt, combat=True)
    combat.assigned = []


def check_damage_action(state: GameState, a: AssignDamage) -> str | None:
    d = state.pending
    assert isinstance(d, DamageAssignmentDecision)
    return check_assignment(state, d.attacker, d.amount, a.assignment)


def _name(state: GameState, ref: int | None) -> str:
    from mtg_engine.rules.casting import describe_ref

    return "nothing" if ref is None else describe_ref(state, ref)
