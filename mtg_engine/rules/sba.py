"""State-based actions (704): checked whenever a player would receive priority (704.3, 117.5),
all applicable ones performed at once, repeated until none apply."""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Filter
from mtg_engine.core.types import CardType, Supertype
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.control import sync_control
from mtg_engine.rules.faces import sagas_to_sacrifice
from mtg_engine.rules.game_loss import cant_lose, zero_life_ignored
from mtg_engine.rules.layers import characteristics, needs_layers
from mtg_engine.rules.leaving_together import leaving_together, sources_last
from mtg_engine.rules.lethal_by_power import lethal_amount
from mtg_engine.rules.soulbond import break_pairs
from mtg_engine.rules.targets import protected_from_source
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone, ref_player


def check_state_based_actions(state: GameState) -> bool:
    """Perform one round of state-based actions (704.3). Returns True if any was performed.
    May set `state.pending` for the legend rule's choice (704.5j).

    Every change that can make a state-based action apply is logged (damage, life, draws,
    counters, zone moves, new effects, cleanup) or changes characteristics, so when a check
    found nothing and since then only inert events were logged (`SBA_INERT`) and no
    characteristic changed, nothing can apply and the check is skipped."""
    if state.variant is not None:  # 704.6e, 704.6f (rules/command_zone.py)
        from mtg_engine.rules.command_zone import state_based_actions

        if state_based_actions(state):
            return True
    commander_losers: list[tuple[int, str]] = []
    if state.commanders is not None:  # 903.9a, 704.6c (rules/commanders.py)
        from mtg_engine.rules import commanders

        if commanders.answer_offer(state):
            return True
        commander_losers = commanders.damage_losers(state)
    if state.command:  # 704.5t (rules/dungeons.py)
        from mtg_engine.rules.dungeons import state_based_actions as dungeons

        if dungeons(state):
            return True
    if _check_round(state, commander_losers):
        return True
    if state.commanders is not None and state.commanders.moved and state.pending is None:
        from mtg_engine.rules.commanders import offer_command_zone

        return offer_command_zone(state)  # 903.9a, once the others are performed (704.3)
    return False


def _check_round(state: GameState, commander_losers: list[tuple[int, str]]) -> bool:
    """704.3: one round of the state-based actions of 704.5 (and 704.6c's `commander_losers`),
    all performed at once."""
    if not commander_losers and nothing_to_check(state):
        return False
    sync_control(state)  # layer 2 (613.1b): who controls what, before anything else looks
    break_pairs(state)  # 702.95e: a soulbond pair broken since stays broken
    losers: list[tuple[int, str]] = []
    for p in state.players:
        if p.lost:
            continue
        if (p.life <= 0 or p.drew_from_empty or p.counters.get("poison", 0) >= 10) \
                and cant_lose(state, p.index):  # 101.2 (rules/game_loss.py)
            p.drew_from_empty = False  # (704.5b: an attempt since the last check only)
            continue
        if p.life <= 0 and not zero_life_ignored(state, p.index):  # (104.3b)
            losers.append((p.index, "life total 0 or less (704.5a)"))
        elif p.drew_from_empty:
            losers.append((p.index, "drew from an empty library (704.5b)"))
        elif p.counters.get("poison", 0) >= 10:
            losers.append((p.index, "ten or more poison counters (704.5c)"))
    losers += [(p, why) for p, why in commander_losers if p not in {q for q, _ in losers}]
    to_graveyard: list[int] = []  # put into the graveyard (not destroyed)
    to_destroy: list[int] = []
    counter_fixes: list[tuple[int, str, int]] = []
    unattach: list[int] = []
    worlds: list[int] = []
    legends: dict[tuple[int, str], list[int]] = {}
    had_deathtouch = False
    layered = needs_layers(state)
    for oid in state.battlefield:
        o = state.objects[oid]
        if not layered and _beyond_reach(o):
            continue
        ch = characteristics(state, oid)
        had_deathtouch = had_deathtouch or o.deathtouched
        if ch.supertypes:
            if Supertype.LEGENDARY in ch.supertypes:
                legends.setdefault((ch.controller, ch.name), []).append(oid)
            if Supertype.WORLD in ch.supertypes:
                worlds.append(oid)
        if o.card.enchant is not None:
            if _aura_illegal(state, oid):
                # 704.5m; 702.103f: a bestowed Aura instead becomes unattached and ceases to
                # be bestowed (it is a creature again)
                (unattach if o.card.bestowed else to_graveyard).append(oid)
        elif o.attached_to is not None and _attachment_illegal(state, oid):
            unattach.append(oid)  # 704.5n, 704.5p
        if CardType.CREATURE in ch.types:
            if ch.toughness <= 0:
                to_graveyard.append(oid)  # 704.5f
            elif (o.damage >= lethal_amount(state, oid, ch) or o.deathtouched) \
                    and "indestructible" not in ch.keywords:
                # 704.5g lethal damage (its power instead: rules/lethal_by_power.py), 704.5h
                # deathtouch damage; indestructible (702.12b) means it isn't destroyed.
                to_destroy.append(oid)
        if CardType.PLANESWALKER in ch.types and o.counters.get("loyalty", 0) <= 0:
            to_graveyard.append(oid)  # 704.5i
        if o.counters.get("+1/+1") and o.counters.get("-1/-1"):
            n = min(o.counters["+1/+1"], o.counters["-1/-1"])  # 704.5q
            counter_fixes += [(oid, "+1/+1", n), (oid, "-1/-1", n)]
        for st in ch.statics:
            if st.kind == "max_counters" and o.counters.get(st.counter_kind, 0) > st.max_count:
                counter_fixes.append(  # 704.5r
                    (oid, st.counter_kind, o.counters[st.counter_kind] - st.max_count))
    sagas = sagas_to_sacrifice(state)  # 704.5s, 715.4
    to_graveyard += [oid for oid in _world_rule(state, worlds) if oid not in to_graveyard]
    legend_extra = _legend_rule(state, legends)
    if legend_extra is None:
        return False  # waiting for the legend rule choice
    to_graveyard += [x for x in legend_extra if x not in to_graveyard]
    if not (losers or to_graveyard or to_destroy or counter_fixes or unattach or sagas):
        if had_deathtouch:
            _clear_deathtouch(state)
        _mark_clean(state)
        return False
    # All at once (704.3).
    _clear_deathtouch(state)
    for oid, kind, n in counter_fixes:
        prim.remove_counters(state, oid, kind, n)
    for oid in unattach:
        o = state.mut(oid)
        host, o.attached_to = o.attached_to, None
        if o.card.bestowed:  # 702.103f
            o.card, o.alt_cost = state.db.get(o.card.name), ""
            state.log.append(("bestow_ends", oid, o.card.name))
        state.characteristics_changed()
        state.log.append(("unattach", oid, host))  # (701.3: what it was attached to)
    with leaving_together(state, [*to_destroy, *to_graveyard]):  # 704.3: all at once
        for oid in sources_last(state, to_destroy):
            if oid in state.objects and oid not in to_graveyard:
                prim.destroy(state, oid, sba=True)  # 704.5g/h: regeneration can replace this
        for oid in sources_last(state, to_graveyard):
            if oid in state.objects:
                move_object(state, oid, Zone.GRAVEYARD)
    for oid in sagas:
        if oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, oid)  # 704.5s: its controller sacrifices it
    for player, reason in losers:
        prim.lose_game(state, player, reason)  # 104.3a-c
    return True


# Events after which no state-based action can newly apply when no characteristic changed:
# turn structure, tapping, mana, casting and resolving (their zone moves are logged apart),
# combat declarations, gaining life, damage prevented (615: nothing was dealt) and the cleanup
# step's wearing off of damage and shields (514.2: less damage can't make 704.5g apply; the
# effects that end there change characteristics, which is seen apart).
SBA_INERT = frozenset({"step", "turn", "tap", "untap", "mana", "cast", "activate", "resolve",
                       "trigger", "play_land", "attack", "attacking_power", "attacking_types",
                       "block", "unblocked", "band",
                       "becomes_blocked", "gain_life", "cleanup_priority", "prevented",
                       "cleanup", "prevention_applied"})
# (the zones a move out of may make a state-based action apply: a permanent leaving, a
# chapter ability leaving the stack, 704.5s)
_READ_ZONES = frozenset({"battlefield", "stack"})
_CLEAN = "sba_clean"  # key in the characteristics cache: cleared whenever they change


def nothing_to_check(state: GameState) -> bool:
    """True when no state-based action can apply because nothing relevant happened since a
    check found none (the check would return False at once)."""
    return state.sba_clean_at == state.log.length or _still_clean(state)


def _mark_clean(state: GameState) -> None:
    """Remember that a full check at this log length found nothing to do."""
    state.sba_clean_at = state.log.length
    state._chars[_CLEAN] = state.sba_clean_at  # type: ignore[index]


def _still_clean(state: GameState) -> bool:
    """The incremental check (704.3): when the last full check found nothing and no
    characteristic has changed since (the cache entry survives), only what the events logged
    since then changed is looked at: inert events change nothing a state-based action reads,
    and damage marked on a creature is checked on that creature alone (704.5g, 704.5h). Any
    other event, or damage that may be lethal, takes the full check. Clean: the mark moves on."""
    start = state.sba_clean_at
    if start < 0 or state._chars.get(_CLEAN) != start:  # type: ignore[call-overload]
        return False
    damaged: list[int] = []
    hurt: list[int] = []
    for ev in state.log.since(start):
        kind = ev[0]
        if kind in SBA_INERT:
            continue
        if kind in ("draw", "discard") or (kind == "move" and ev[4] not in _READ_ZONES
                                           and ev[5] != "battlefield"):
            continue  # a card drawn, discarded or moved between zones other than the
            # battlefield, or onto the stack (the mark survived, so no characteristic of a
            # permanent changed, layers.hidden_zones_changed; a copy of a spell leaving the
            # stack ceases to exist as it moves, 704.5e, rules/zones.py; 704.5b is
            # "draw_empty"). Not from the stack: a Saga's chapter ability leaving it (704.5s)
        if kind == "damage":  # ev = ("damage", source, target, ...)
            if ev[2] > 0:  # to an object
                damaged.append(ev[2])
            else:  # to a player: life lost (120.3a; poison counters are logged apart)
                hurt.append(-ev[2] - 1)
            continue
        if kind == "lose_life":  # ev = ("lose_life", player, amount)
            hurt.append(ev[1])
            continue
        return False
    for oid in damaged:
        if not _damage_harmless(state, oid):
            return False
    for p in hurt:  # 704.5a: only a life total of 0 or less makes a player lose
        if state.players[p].life <= 0 and not state.players[p].lost:
            return False
    _mark_clean(state)
    return True


def _damage_harmless(state: GameState, oid: int) -> bool:
    """Damage marked on `oid` makes no state-based action apply: it is a creature whose
    damage is below its toughness, not dealt by a deathtouch source (704.5g, 704.5h), and not
    a planeswalker (damage removed loyalty counters, 704.5i)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.deathtouched:
        return False
    ch = characteristics(state, oid)
    if CardType.PLANESWALKER in ch.types:
        return False
    return not ch.is_creature or o.damage < lethal_amount(state, oid, ch)


_LEGEND_OR_WORLD = frozenset({Supertype.LEGENDARY, Supertype.WORLD})
# (read once: an Enum class attribute is a slow read in Python 3.11, and `_beyond_reach` runs
# for every permanent at every full check)
_CREATURE, _PLANESWALKER = CardType.CREATURE, CardType.PLANESWALKER


def _beyond_reach(o: GameObject) -> bool:
    """With no continuous effect in force (its characteristics are its card's, 613), no
    state-based action of the battlefield scan can apply to this permanent: not a creature or
    planeswalker (704.5f-i), not legendary or world (704.5j-k), no counters (704.5q-r, 704.5s),
    no static ability, not an Aura and attached to nothing (704.5m-p)."""
    c = o.card
    return (not o.counters and o.attached_to is None and not o.deathtouched
            and c.enchant is None and not c.statics
            and _CREATURE not in c.types and _PLANESWALKER not in c.types
            and not _LEGEND_OR_WORLD.intersection(c.supertypes))


_NO_FILTER = Filter()


def _aura_illegal(state: GameState, oid: int) -> bool:
    """704.5m: an Aura attached to an illegal object, or to nothing, goes to the graveyard
    (protection, 702.16c, makes the object illegal for an Aura of that colour)."""
    o = state.objects[oid]
    spec = o.card.enchant
    if spec is None:
        return False
    if state.effects:  # 612: "Enchant black creature" as its text now says
        from mtg_engine.rules.text_changes import text_card

        spec = text_card(state, oid).enchant or spec
    target = o.attached_to
    if spec.kind in ("player", "opponent"):  # 303.4: "Enchant player" (a Curse)
        if target is not None and target < 0:  # 702.16c: protection from its name
            from mtg_engine.rules.player_protection import (
                protected_from_name,
                protected_from_object,
                source_name,
            )

            if protected_from_name(state, ref_player(target), source_name(state, oid)) \
                    or protected_from_object(state, ref_player(target), oid):
                return True
        return not _enchanted_player_legal(state, spec.kind, target, o.controller)
    if target is None or target not in state.objects:
        return True
    t = state.objects[target]
    if t.zone is not Zone.BATTLEFIELD:
        return True
    ch = characteristics(state, target)
    if spec.kind == "creature" and not ch.is_creature:
        return True
    if spec.filter != _NO_FILTER:  # 303.4d: "Enchant nonblack creature" on a black creature
        from mtg_engine.rules.filters import matches

        if not matches(state, target, spec.filter, o.controller, oid):
            return True
    if not protected_from_source(state, target, oid):  # 702.16c
        return False
    from mtg_engine.rules.aura_protection import protection_removes

    return protection_removes(state, oid, target)  # "This effect doesn't remove ~."


def _enchanted_player_legal(state: GameState, kind: str, target: int | None,
                            controller: int) -> bool:
    """303.4, 702.5a: an Aura with "enchant player" is legal attached to a player still in the
    game, one with "enchant opponent" to an opponent of its controller (else 704.5m puts it
    into its owner's graveyard)."""
    if target is None or target >= 0:
        return False
    player = ref_player(target)
    if not 0 <= player < len(state.players) or state.players[player].lost:
        return False
    return kind == "player" or player in state.opponents(controller)


def _attachment_illegal(state: GameState, oid: int) -> bool:
    """704.5n: an Equipment attached to an illegal permanent becomes unattached (it stays on
    the battlefield); 704.5p: so does a creature, or a non-Aura non-Equipment, that is
    attached to something."""
    o = state.objects[oid]
    if o.attached_to is None or o.card.enchant is not None:
        return False  # Auras are 704.5m's
    target = state.objects.get(o.attached_to)
    ch = characteristics(state, oid)
    if "Equipment" not in ch.subtypes or ch.is_creature:
        return True
    if target is None or target.zone is not Zone.BATTLEFIELD:
        return True
    from mtg_engine.rules.attach_limits import can_attach

    return not characteristics(state, o.attached_to).is_creature or \
        protected_from_source(state, o.attached_to, oid) \
        or not can_attach(state, oid, o.attached_to)  # 702.16d; 701.3a ("attached only to")


def _world_rule(state: GameState, worlds: list[int]) -> list[int]:
    """704.5k: with two or more world permanents, all but the one that has had the world
    supertype for the shortest time (the newest timestamp) go to the graveyard; on a tie, all."""
    if len(worlds) < 2:
        return []
    newest = max(state.objects[o].timestamp for o in worlds)
    keep = [o for o in worlds if state.objects[o].timestamp == newest]
    return [o for o in worlds if len(keep) > 1 or o not in keep]


def _clear_deathtouch(state: GameState) -> None:
    for oid in state.battlefield:
        if state.objects[oid].deathtouched:
            state.mut(oid).deathtouched = False


def _legend_rule(state: GameState, groups: dict[tuple[int, str], list[int]]) -> list[int] | None:
    """704.5j: a player controlling two or more legendary permanents with the same name
    chooses one; the rest go to the graveyard. None while waiting for that choice. "The
    "legend rule" doesn't apply." (Mirror Gallery, kind `no_legend_rule`): nothing happens."""
    from mtg_engine.rules.restrictions import _static_kinds

    if "no_legend_rule" in _static_kinds(state) and any(len(ids) > 1 for ids in groups.values()):
        return []  # (704.5j off while a permanent says so: 101.2)
    out: list[int] = []
    for (player, name), ids in groups.items():
        if len(ids) < 2:
            continue
        if state.asking == "legend_rule" and state.answer is not None and state.answer[0] in ids:
            keep = state.answer[0]
            state.answer, state.asking = None, ""
        else:
            state.pending = ChoiceDecision(player, "legend_rule", tuple(ids), 1, 1,
                                           f"legend rule: choose the {name} to keep")
            state.asking = "legend_rule"
            return None
        out += [i for i in ids if i != keep]
    return out
