"""Keyword abilities (702) that need rules code of their own: small hooks called from combat
(rules/combat.py), damage (effects/primitives.py) and triggers (rules/triggers.py).

The triggered keywords (exalted, bushido, flanking, soulshift, echo, storm) are expanded into
their triggered abilities by the card DSL (cards/keyword_dsl.py); what those abilities need
from the rules (who attacks alone, whether echo is due, how many spells were cast before one)
is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ActivatedAbility

# ------------------------------------------------------------------ evasion (509.1b)


def keyword_evasion_forbids(attacker: frozenset[str], blocker: frozenset[str]) -> bool:
    """May a creature with keywords `blocker` not block one with keywords `attacker`?"""
    # 702.28b: a creature with shadow can't be blocked by creatures without shadow, and a
    # creature without shadow can't be blocked by creatures with shadow
    if ("shadow" in attacker) != ("shadow" in blocker):
        from mtg_engine.cards.dsl_abilities import BLOCKS_SHADOW

        # "~ can block creatures with shadow as though ~ had shadow" (Heartwood Dryad)
        return not ("shadow" in attacker and any(k in blocker for k in BLOCKS_SHADOW))
    # 702.31b: a creature with horsemanship can't be blocked by creatures without horsemanship
    # (one with horsemanship may block any creature)
    return "horsemanship" in attacker and "horsemanship" not in blocker


def power_evasion_forbids(attacker_keywords: frozenset[str], attacker_power: int,
                          blocker_power: int) -> bool:
    """702.118b: a creature with skulk can't be blocked by creatures with greater power."""
    return "skulk" in attacker_keywords and blocker_power > attacker_power


# ------------------------------------------------------------------ damage results (120.3)


def damage_as_counters(source_keywords: frozenset[str], to_player: bool) -> str:
    """What damage from a source with these keywords does instead of the usual result: "poison"
    counters on a player (120.3b, 702.90b: infect), "-1/-1" counters on a creature (120.3d,
    702.90c infect, 702.80a wither), or "" for the usual life loss / marked damage."""
    if to_player:
        return "poison" if "infect" in source_keywords else ""
    return "-1/-1" if {"infect", "wither"} & source_keywords else ""


# ------------------------------------------------------------------ triggers


def defending_player_of(state: GameState, attacker: int) -> int | None:
    """506.2: the player `attacker` attacks, or the controller of the planeswalker it attacks
    (annihilator 702.86a's "defending player"); None if it isn't attacking."""
    from mtg_engine.state.objects import ref_player

    combat = state.combat
    if combat is None or attacker not in combat.attackers:
        return None
    target = combat.attackers[attacker]
    p = ref_player(target)
    if p is None:
        o = state.objects.get(target)
        return o.controller if o is not None else None
    return p


def attacks_alone(events: list[tuple[Any, ...]]) -> int | None:
    """506.5, 702.83b: the creature declared as the only attacker in this batch of events (the
    declaration logs one "attack" event per attacker at once), or None."""
    attacks = [ev[1] for ev in events if ev[0] == "attack"]
    return attacks[0] if len(attacks) == 1 else None


def echo_due(state: GameState, oid: int, controller: int) -> bool:
    """702.30a: did this permanent come under its controller's control since the beginning of
    their last upkeep? Checked at the beginning of their upkeep: `since_turn` is the turn it
    came under their control (302.6; 0 for a permanent there from the start of the game).
    Their last upkeep was in their previous turn (found in the log, so extra turns count); a
    permanent that came under their control during that turn came after its upkeep began
    (nothing can enter before it: no player receives priority in the untap step, 502.4). A
    player with no earlier turn had no last upkeep: anything that came under their control
    during the game is due."""
    o = state.objects.get(oid)
    if o is None or o.since_turn == 0:
        return False
    turns = [ev[1] for ev in state.log if ev[0] == "turn" and ev[2] == controller]
    previous = turns[-2] if len(turns) >= 2 else 0
    return o.since_turn >= previous


def opponent_dealt_damage_this_turn(state: GameState, player: int) -> bool:
    """702.54a: was an opponent of `player` dealt damage this turn (a "damage" event to a
    player, 120.3, since the turn began)?"""
    from mtg_engine.state.objects import ref_player

    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            return False
        if ev[0] == "damage" and ev[3] > 0:
            p = ref_player(ev[2])
            if p is not None and p != player:
                return True
    return False


def spells_cast_before(state: GameState, spell_id: int) -> int:
    """702.40a: the number of other spells cast this turn before the spell `spell_id` was cast
    (the "cast" events of the turn, 601.2i, before its own; copies are not cast, 707.10)."""
    n = 0
    seen_own = False
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            break
        if ev[0] == "cast":
            if seen_own:
                n += 1
            elif ev[2] == spell_id:
                seen_own = True
    return n


def died_this_turn(state: GameState) -> int:
    """702.69a: the number of permanents put into a graveyard from the battlefield this turn
    (the "move" events of the turn; a token counts, 111.7: it went there before it ceased to
    exist)."""
    n = 0
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            break
        if ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "graveyard":
            n += 1
    return n


# ------------------------------------------------------------------ suspend, vanishing, fading


def suspend_time(ab: ActivatedAbility, x: int) -> int:
    """How many time counters suspend puts on the card (702.62a): N, or X as announced."""
    from mtg_engine.cards.keyword_dsl import SUSPEND_X

    return x if ab.suspend == SUSPEND_X else ab.suspend


def suspend_card(state: GameState, player: int, card: int, time: int) -> None:
    """702.62a, 116.2f: the special action (its cost already paid): exile the card from the
    hand with `time` time counters on it (put on the exiled card as it is exiled, not by an
    effect, so not through 614.16 replacements)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    new = move_object(state, card, Zone.EXILE)
    if new is None:
        return
    state.log.append(("suspend", player, new, state.objects[new].card.name))
    prim.perform_add_counters(state, new, "time", time)


def counter_condition(state: GameState, kind: str, source: int, counter: str) -> bool:
    """702.62b "suspended" (in exile, with suspend, with a time counter); "if it's exiled";
    "if this permanent has a [counter] counter on it" (vanishing 702.63a)."""
    from mtg_engine.state.objects import Zone

    o = state.objects.get(source)
    if o is None:
        return False
    if kind == "in_exile":
        return o.zone is Zone.EXILE
    if kind == "suspended":  # (printed or gained suspend: rules/gained_suspend.py)
        from mtg_engine.rules.gained_suspend import has_suspend

        return o.zone is Zone.EXILE and o.counters.get("time", 0) > 0 and has_suspend(o)
    return o.counters.get(counter, 0) > 0


def last_time_counter_removed(state: GameState, ev: tuple[Any, ...]) -> int | None:
    """A "counters" event that removed the last time counter from an object (702.62a,
    702.63a): that object, or None."""
    if ev[0] != "counters" or ev[2] != "time" or ev[3] >= 0:
        return None
    o = state.objects.get(ev[1])
    return ev[1] if o is not None and not o.counters.get("time") else None


# ------------------------------------------------------------------ boast (702.142)


def attacked_this_turn(state: GameState, creature: int) -> bool:
    """702.142a: did this creature attack this turn (declared as an attacker, 508.1: an
    "attack" event of this object since the turn began)?"""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            return False
        if ev[0] == "attack" and ev[1] == creature:
            return True
    return False


def forecast_timing(state: GameState, owner: int) -> bool:
    """702.57b: a forecast ability may be activated only during its card's owner's upkeep."""
    from mtg_engine.core.steps import Step

    return state.step is Step.UPKEEP and state.active == owner


# ------------------------------------------------------------------ split second (702.61)


def split_second_on_stack(state: GameState) -> bool:
    """702.61a: is a spell with split second on the stack? (Then players can't cast other
    spells or activate abilities that aren't mana abilities; 702.61b: mana abilities, special
    actions and triggered abilities work as usual.)"""
    for sid in state.stack:
        o = state.objects.get(sid)
        if o is not None and o.kind is StackKind.SPELL and "split second" in o.card.keywords:
            return True
    return False


# ------------------------------------------------------------------ crew (702.122)

# The most ways to crew listed as separate actions (the smallest sets first).
CREW_CHOICES_LIMIT = 64


def crew_candidates(state: GameState, player: int, vehicle: int) -> list[tuple[int, int]]:
    """702.122a: the other untapped creatures `player` controls, with their power, that could
    be tapped to pay a crew cost of `vehicle`. Unlike {T} (302.6), tapping a creature for a
    crew cost is not restricted by summoning sickness."""
    from mtg_engine.cards.dsl_abilities import CANT_CREW, CREWS_AS_TWO_GREATER
    from mtg_engine.rules.layers import characteristics

    out = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if oid == vehicle or o.controller != player or o.tapped:
            continue
        ch = characteristics(state, oid)
        if ch.is_creature and CANT_CREW not in ch.keywords:  # ("can't crew Vehicles")
            # "crews Vehicles as though its power were 2 greater": counted 2 more (702.122a)
            out.append((oid, ch.power + 2 * (CREWS_AS_TWO_GREATER in ch.keywords)))
    return out


def crew_problem(state: GameState, player: int, vehicle: int, n: int,
                 crew: tuple[int, ...] | None = None) -> str | None:
    """Can "Crew N" be paid (702.122a) — with the creatures `crew` when given: distinct other
    untapped creatures `player` controls whose total power is N or greater?"""
    power = dict(crew_candidates(state, player, vehicle))
    if crew is None:
        if sum(p for p in power.values() if p > 0) < n:
            return f"you control no other untapped creatures with total power {n} or greater " \
                   "to crew it (702.122a)"
        return None
    if len(set(crew)) != len(crew) or any(c not in power for c in crew):
        return "crew taps other untapped creatures you control, each once (702.122a)"
    if sum(power[c] for c in crew) < n:
        return f"the creatures tapped to crew it have total power less than {n} (702.122a)"
    return None


def crew_choices(state: GameState, player: int, vehicle: int, n: int) -> list[tuple[int, ...]]:
    """The ways to pay "Crew N" offered as actions (702.122a): each set of other untapped
    creatures you control with total power N or greater from which no creature can be left
    out, smallest sets first (at most CREW_CHOICES_LIMIT). Any other set with enough power
    is legal too when named in the action."""
    import itertools

    cands = [(oid, p) for oid, p in crew_candidates(state, player, vehicle) if p > 0 or n <= 0]
    if n <= 0:
        return [()]
    out: list[tuple[int, ...]] = []
    budget = 4096  # sets looked at, so that many creatures don't make this slow
    for size in range(1, len(cands) + 1):
        for combo in itertools.combinations(cands, size):
            budget -= 1
            if budget < 0:
                return out
            total = sum(p for _, p in combo)
            # minimal: leaving out any one of them drops below N
            if total >= n and all(total - p < n for _, p in combo):
                out.append(tuple(oid for oid, _ in combo))
                if len(out) >= CREW_CHOICES_LIMIT:
                    return out
    return out
