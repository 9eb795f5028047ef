"""Trigger events of combat and damage (506-511, 120): attacks, blocks, "deals (combat)
damage", "is dealt damage", grouped per simultaneous event (603.2c, 120.3)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, Filter
from mtg_engine.core.types import CardType
from mtg_engine.rules.filters import matches
from mtg_engine.rules.keyword_effects import attack_keyword_triggers
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.rules.trigger_base import (
    Batch,
    _attached_to,
    _battlefield_with,
    _fire,
    _trigger_index,
)
from mtg_engine.rules.trigger_events import _card_now, _nth_this_turn, _player_event, _watched
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, Zone, player_ref, ref_player

# ------------------------------------------------------------------ one handler per event kind


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: Batch) -> None:
    first, n = _one_damage_event(batch, ev, 1)
    if ev[1] in state.objects and first:  # "Whenever ~ deals damage" (120.1)
        o = state.objects[ev[1]]
        _fire(state, found, o.id, _card_now(state, o), o.controller, "deals_damage", ev[2],
              amount=n)
        _attached_to(state, found, o.id, "attached_deals_damage", amount=n)
        # "a Sliver deals damage": 109.2, a permanent (not a Kindred spell)
        for w in _battlefield_with(state, "creature_deals_damage") if _is_permanent(o) else ():
            _fire(state, found, w.id, card_of(state, w.id), w.controller, "creature_deals_damage",
                  o.id, lambda tr, w=w: matches(state, o.id, tr.filter, w.controller, w.id),
                  remembered=(o.id,), amount=n)
    first, n = _one_damage_event(batch, ev, 2)
    if ev[2] > 0 and ev[2] in state.objects and first:
        o = state.objects[ev[2]]  # "Whenever ~ is dealt damage"
        _fire(state, found, o.id, _card_now(state, o), o.controller, "dealt_damage", ev[1],
              amount=n)
        _attached_to(state, found, o.id, "attached_dealt_damage", amount=n)
    if ev[2] > 0 and ev[2] in state.objects:
        if ev[1] in state.objects:
            _damage_to_creature(state, found, ev)
    elif ev[2] < 0 and ev[1] in state.objects:
        _damage_to_player(state, found, ev)
    if ev[4]:  # 510.2: "Whenever ~ deals / is dealt combat damage"
        _combat_damage_events(state, found, ev, batch)
    if ev[4] and ev[1] in state.objects and (ev[2] < 0 or (
            ev[2] in state.objects
            and CardType.PLANESWALKER in characteristics(state, ev[2]).types)):
        o = state.objects[ev[1]]  # 510.3a: "... combat damage to a player or planeswalker"
        _fire(state, found, o.id, _card_now(state, o), o.controller,
              "combat_damage_to_player_or_planeswalker", ev[2])


# Every triggered-ability event `_on_damage` fires (it and the functions it calls: the
# permanents and cards of the trigger index with one of them are the only ones it can find
# besides the source and the recipient themselves; tests/rules/test_perf_s23.py reads the
# functions' text to keep this complete)
DAMAGE_EVENTS = frozenset({
    "deals_damage", "attached_deals_damage", "creature_deals_damage", "dealt_damage",
    "attached_dealt_damage", "combat_damage_to_player_or_planeswalker", "damage_to_creature",
    "combat_damage_to_creature", "combat_damage_to_player", "combat_damage_to_opponent",
    "attached_combat_damage_to_player", "creature_combat_damage_to_player", "you_dealt_damage",
    "damage_to_you_by", "combat_damage_to_you_by", "damage_to_player",
    "attached_damage_to_player", "damage_to_opponent", "attached_damage_to_opponent",
    "deals_combat_damage", "attached_deals_combat_damage", "creature_deals_combat_damage",
    "dealt_combat_damage", "damage_at_least_to_player", "damage_at_least_to_opponent"})


def on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: Batch) -> None:
    """`_on_damage` (120.3, 510.2, 603.2), called only when it could find something: a
    permanent or card of the trigger index has an ability of one of `DAMAGE_EVENTS`, or the
    source or the recipient is outside the battlefield (a spell, a card: the index doesn't
    hold it) with any triggered ability. (Combat damage and burn are scanned at every fight:
    most boards watch none of these events.)"""
    if DAMAGE_EVENTS.isdisjoint(_trigger_index(state)) and not _unindexed(state, ev[1]) \
            and not (ev[2] > 0 and _unindexed(state, ev[2])):
        return
    _on_damage(state, found, ev, batch)


def _unindexed(state: GameState, oid: int) -> bool:
    """An object with triggered abilities that the trigger index may not hold (not a
    permanent): `_fire` still looks at its abilities."""
    o = state.objects.get(oid)
    return o is not None and o.zone is not Zone.BATTLEFIELD and bool(o.card.triggers)


def _one_damage_event(batch: Batch, ev: tuple, i: int) -> tuple[bool, int]:  # type: ignore[type-arg]
    """510.2: all combat damage is dealt at once, one event: "Whenever ~ deals damage" / "is
    dealt damage" triggers once for it (603.2c), on the first combat damage event of that
    source (i = 1) or recipient (i = 2) in the batch, with the whole amount. Noncombat damage:
    each damage event, with its amount, except that the damage one instruction deals to
    several recipients at once is one event too (120.3, marked "damage_group" by
    effects/verbs.py). Returns (whether this event triggers, the amount)."""
    if not ev[4]:
        group = _noncombat_group(batch, ev)
        if group is None:
            return True, ev[3]
        same = [e for e in group if e[0] == "damage" and not e[4] and e[i] == ev[i]]
        return same[0] is ev, sum(e[3] for e in same)
    same = [e for e in batch.events if e[0] == "damage" and e[4] and e[i] == ev[i]]
    return same[0] is ev, sum(e[3] for e in same)


def _noncombat_group(batch: Batch, ev: tuple) -> list[tuple] | None:  # type: ignore[type-arg]
    """The events of the simultaneous noncombat damage `ev` is part of (the entries before a
    ("damage_group", n) marker; the widest such group, as groups nest), or None when it was
    dealt alone."""
    events = batch.events
    at = next((k for k, e in enumerate(events) if e is ev), None)
    if at is None:
        return None
    best: tuple[int, int] | None = None
    for q in range(at + 1, len(events)):
        e = events[q]
        if e[0] == "damage_group" and q - e[1] <= at \
                and (best is None or q - e[1] <= best[0]):
            best = (q - e[1], q)
    return None if best is None else events[max(0, best[0]):best[1]]


def _combat_damage_events(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                          batch: Batch) -> None:
    """510.2: combat damage dealt by the source `ev[1]` to `ev[2]` (a player or a
    permanent): "Whenever ~ deals combat damage", "Whenever equipped creature deals combat
    damage" and "Whenever ~ is dealt combat damage". Combat damage is dealt all at once
    (510.2): one event however many objects deal or are dealt it, so each triggers once
    (603.2c), on the first damage event of that source (that recipient) in the batch."""
    combat = [e for e in batch.events if e[0] == "damage" and e[4]]
    if ev[1] in state.objects and next(e for e in combat if e[1] == ev[1]) is ev:
        o = state.objects[ev[1]]
        dealt = sum(e[3] for e in combat if e[1] == o.id)  # all of it at once (510.2)
        # ("you gain that much life": all the combat damage it dealt, 603.2, 608.2h)
        _fire(state, found, o.id, _card_now(state, o), o.controller, "deals_combat_damage", ev[2],
              amount=dealt)
        _attached_to(state, found, o.id, "attached_deals_combat_damage")
        for w in _battlefield_with(state, "creature_deals_combat_damage"):
            _fire(state, found, w.id, card_of(state, w.id), w.controller,
                  "creature_deals_combat_damage", o.id,
                  lambda tr, w=w: matches(state, o.id, tr.filter, w.controller, w.id),
                  remembered=(o.id,), amount=dealt)
    if ev[2] > 0 and ev[2] in state.objects and next(e for e in combat if e[2] == ev[2]) is ev:
        t = state.objects[ev[2]]
        _fire(state, found, t.id, _card_now(state, t), t.controller, "dealt_combat_damage", ev[1],
              amount=sum(e[3] for e in combat if e[2] == ev[2]))  # all of it at once (510.2)


def _is_permanent(o: GameObject) -> bool:
    """109.2: "a permanent" / "an artifact" / "a Goblin" (a card type or subtype without
    "card", "spell" or "source") names a permanent on the battlefield: the source of the
    damage is one as the event is scanned (its damage is scanned before state-based actions
    move it, so one that dealt combat damage and dies of it still counts, 603.10a), not a
    spell on the stack nor a card in another zone."""
    return o.zone is Zone.BATTLEFIELD


def _damage_to_player(state: GameState, found: list[PendingTrigger],
                      ev: tuple) -> None:  # type: ignore[type-arg]
    o = state.objects[ev[1]]
    card = _card_now(state, o)
    n = ev[3]
    if ev[4]:  # 510.3a
        _fire(state, found, o.id, card, o.controller, "combat_damage_to_player", ev[2],
              remembered=(ev[2],), amount=n)
        if ref_player(ev[2]) in state.opponents(o.controller):
            _fire(state, found, o.id, card, o.controller, "combat_damage_to_opponent", ev[2],
                  remembered=(ev[2],), amount=n)
        _attached_to(state, found, o.id, "attached_combat_damage_to_player", ev[2], n)
        _creature_combat_damage(state, found, o.id, ev[2], n)
    # "Whenever you're dealt damage" (120.3a); "Whenever a creature deals (combat) damage to
    # you": the source is remembered
    _player_event(state, found, "you_dealt_damage", ref_player(ev[2]), mine=True, amount=n)
    # "Whenever a permanent deals damage to you": 109.2, not a spell's damage
    by = ("damage_to_you_by", "combat_damage_to_you_by") if ev[4] else ("damage_to_you_by",)
    for name in by if _is_permanent(o) else ():
        for w in _battlefield_with(state, name):
            if ev[2] == player_ref(w.controller):
                _fire(state, found, w.id, card_of(state, w.id), w.controller, name, o.id,
                      lambda tr, w=w: matches(state, o.id, tr.filter, w.controller, w.id),
                      remembered=(o.id,))
    # 120.3: "Whenever ~ deals damage to a player / an opponent"; "that player"
    _fire(state, found, o.id, card, o.controller, "damage_to_player", ev[2],
          remembered=(ev[2],), amount=n)
    _fire(state, found, o.id, card, o.controller, "damage_at_least_to_player", ev[2],
          lambda tr: n >= tr.nth, remembered=(ev[2],), amount=n)  # "6 or more damage"
    _attached_to(state, found, o.id, "attached_damage_to_player", ev[2], n)
    if ref_player(ev[2]) in state.opponents(o.controller):
        _fire(state, found, o.id, card, o.controller, "damage_to_opponent", ev[2],
              remembered=(ev[2],), amount=n)
        _fire(state, found, o.id, card, o.controller, "damage_at_least_to_opponent", ev[2],
              lambda tr: n >= tr.nth, remembered=(ev[2],), amount=n)
        _attached_to(state, found, o.id, "attached_damage_to_opponent", ev[2], n)


def _damage_to_creature(state: GameState, found: list[PendingTrigger],
                        ev: tuple) -> None:  # type: ignore[type-arg]
    """120.3e: "Whenever ~ deals (combat) damage to a creature": the creature dealt damage is
    remembered ("that creature"); "Whenever ~ deals damage to a Dinosaur": it matches the
    filter."""
    if CardType.CREATURE not in characteristics(state, ev[2]).types:
        return
    o = state.objects[ev[1]]
    card = _card_now(state, o)
    _fire(state, found, o.id, card, o.controller, "damage_to_creature", ev[2],
          lambda tr: tr.filter == Filter() or matches(state, ev[2], tr.filter, o.controller, o.id),
          remembered=(ev[2],), amount=ev[3])  # ("that much", 603.2)
    if ev[4]:  # 510.2: combat damage
        _fire(state, found, o.id, card, o.controller, "combat_damage_to_creature", ev[2],
              remembered=(ev[2],), amount=ev[3])


def _on_combat_role(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                    ev: tuple, batch: Batch) -> None:
    """"attack", "block", "becomes_blocked", "unblocked" (508.1, 509.1)."""
    kind, oid = ev[0], ev[1]
    if kind == "attack" and oid == batch.alone and oid in state.objects:
        _attacks_alone(state, found, oid)
    if kind == "attack" and oid in state.objects:
        _creature_attacks(state, found, oid)
        if _nth_this_turn(state, ev, batch, lambda e: e[1] == oid) == 1:
            a = state.objects[oid]  # "Whenever ~ attacks for the first time each turn"
            _fire(state, found, oid, _card_now(state, a), a.controller, "attacks_first_time")
        _attached_to(state, found, oid, "attached_attacks")  # 508.1m
        attack_keyword_triggers(state, found, oid, ev[2], batch.events)  # dethrone, training
    if oid not in state.objects:
        return
    o = state.objects[oid]
    name = {"attack": "attacks", "block": "blocks"}.get(kind, kind)
    check = None
    # 509.5a: "Whenever ~ / a creature / enchanted creature blocks" triggers once, on the
    # creature's first block of the batch, even if it blocks several (a band, 702.22h)
    first = kind != "block" or next(
        e for e in batch.events if e[0] == "block" and e[1] == oid) is ev
    if kind == "block" and ev[2] in state.objects:
        # "Whenever ~ blocks a creature with flying": the filter is the attacker's (509.5b:
        # once per creature it blocks); "Whenever ~ blocks" once (509.5a; bushido 702.45a)
        check = (lambda tr, o=o, a=ev[2]: first if tr.filter == Filter()  # noqa: E731
                 else matches(state, a, tr.filter, o.controller, o.id))
    # the attacker it blocks is remembered ("that creature")
    _fire(state, found, oid, _card_now(state, o), o.controller, name, 0, check,
          remembered=(ev[2],) if kind == "block" else ())
    if kind == "block" and ev[2] in state.objects:
        _blocked_by(state, found, ev[2], oid)
    if kind != "attack" and first:  # (attached_attacks: above)
        _attached_to(state, found, oid, f"attached_{name}")  # 509.1i, 509.1h, 509.5a
    if kind == "becomes_blocked":  # "Whenever a creature you control becomes blocked"
        _watched(state, found, "creature_becomes_blocked", oid)
    if kind == "unblocked":  # "Whenever a Rogue you control attacks and isn't blocked" (509.1h)
        _watched(state, found, "creature_unblocked", oid)
    if kind == "block" and first:  # "Whenever a creature blocks" (509.1i, 509.5a)
        _watched(state, found, "creature_blocks", oid)
    if kind == "attack":
        _attacks_player(state, found, oid, ev[2])
        if oid == batch.alone:  # "Whenever ~ attacks alone" (506.5)
            _fire(state, found, oid, _card_now(state, o), o.controller, "attacks_alone_self")
            _attached_to(state, found, oid, "attached_attacks_alone")  # "equipped creature"


def _attacks_alone(state: GameState, found: list[PendingTrigger], attacker: int) -> None:
    """506.5: "Whenever a creature you control attacks alone" (exalted, 702.83a): the
    attacker is remembered ("that creature")."""
    controller = state.objects[attacker].controller
    for o in _battlefield_with(state, "attacks_alone"):
        if o.controller == controller:
            # "Whenever a Samurai or Warrior you control attacks alone": the attacker's filter
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "attacks_alone",
                  attacker, lambda tr, o=o: tr.filter == Filter()
                  or matches(state, attacker, tr.filter, o.controller, o.id),
                  remembered=(attacker,))


def _creature_attacks(state: GameState, found: list[PendingTrigger], attacker: int) -> None:
    """508.1m: "Whenever a creature you control attacks" sees each attacking creature that
    matches its filter as it is declared; "that creature" is remembered."""
    for o in _battlefield_with(state, "creature_attacks"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "creature_attacks",
              attacker, lambda tr, o=o: matches(state, attacker, tr.filter, o.controller, o.id),
              remembered=(attacker,))


def _attacks_player(state: GameState, found: list[PendingTrigger], attacker: int,
                    defender: int) -> None:
    """508.1m, 506.3: "Whenever a creature attacks you [or a planeswalker you control]": the
    attacker is remembered ("that creature")."""
    pw = state.objects.get(defender) if defender > 0 else None
    for event in ("creature_attacks_you", "creature_attacks_you_or_planeswalker"):
        for o in _battlefield_with(state, event):
            if defender == player_ref(o.controller) or (
                    event.endswith("planeswalker") and pw is not None
                    and pw.zone is Zone.BATTLEFIELD and pw.controller == o.controller):
                _fire(state, found, o.id, card_of(state, o.id), o.controller, event, attacker,
                      lambda tr, o=o: matches(state, attacker, tr.filter, o.controller, o.id),
                      remembered=(attacker,))


def _combat_damage_to_players(state: GameState, found: list[PendingTrigger],
                              events: list[tuple]) -> None:  # type: ignore[type-arg]
    """510.3a: "Whenever one or more creatures you control deal combat damage to a player"
    triggers once for each player dealt combat damage by such creatures at once (603.2c);
    that player is remembered."""
    hits = [(ev[1], ev[2]) for ev in events
            if ev[0] == "damage" and ev[4] and ev[2] < 0 and ev[1] in state.objects]
    if not hits:
        return
    for o in _battlefield_with(state, "creatures_combat_damage_to_player"):
        for player in dict.fromkeys(p for _, p in hits):
            _fire(state, found, o.id, card_of(state, o.id), o.controller,
                  "creatures_combat_damage_to_player", 0,
                  lambda tr, o=o, player=player: any(
                      p == player and matches(state, src, tr.filter, o.controller, o.id)
                      for src, p in hits),
                  remembered=(player,))


def _creature_combat_damage(state: GameState, found: list[PendingTrigger], source: int,
                            player: int, n: int) -> None:
    """510.3a: "Whenever a creature you control deals combat damage to a player"; the damage
    that creature dealt that player is the event's amount ("that much", 603.2)."""
    for o in _battlefield_with(state, "creature_combat_damage_to_player"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller,
              "creature_combat_damage_to_player", source,
              lambda tr, o=o: matches(state, source, tr.filter, o.controller, o.id),
              remembered=(player,), amount=n)


def _blocked_by(state: GameState, found: list[PendingTrigger], attacker: int,
                blocker: int) -> None:
    """509.1i: "Whenever ~ becomes blocked by a creature" triggers once for each creature
    blocking it that matches the filter; that creature is remembered."""
    a = state.objects[attacker]
    _fire(state, found, attacker, _card_now(state, a), a.controller, "becomes_blocked_by", blocker,
          lambda tr: matches(state, blocker, tr.filter, a.controller, attacker),
          remembered=(blocker,))


def _attackers_matching(state: GameState, card: CardDef, oid: int, controller: int,
                        attackers: list[int]) -> int:
    """603.2, 608.2h: "that many" of "Whenever one or more creatures you control attack": the
    attackers declared that match the ability's filter (of the card's one such ability; the
    filter of the first if it had several)."""
    tr = next((t for t in card.triggers if t.event == "creatures_attack"), None)
    if tr is None:
        return 0
    return sum(1 for a in attackers if matches(state, a, tr.filter, controller, oid))


def _attack_declared(state: GameState, found: list[PendingTrigger], attackers: list[int]) -> None:
    """508.1: "Whenever you attack" / "Whenever one or more creatures you control attack"
    trigger once when attackers are declared (all at once, 508.1a), if any of them is that
    player's (and matches the filter)."""
    for o in _battlefield_with(state, "you_attack"):
        if any(state.objects[a].controller == o.controller for a in attackers):
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "you_attack")
    for o in _battlefield_with(state, "creatures_attack"):
        card = card_of(state, o.id)
        _fire(state, found, o.id, card, o.controller, "creatures_attack", 0,
              lambda tr, o=o: any(matches(state, a, tr.filter, o.controller, o.id)
                                  for a in attackers),
              amount=_attackers_matching(state, card, o.id, o.controller, attackers))
    combat = state.combat
    for o in _battlefield_with(state, "creatures_attack_you") if combat is not None else ():
        # "Whenever one or more creatures attack you" (506.3): a player attacked
        at_me = [a for a in attackers if combat.attackers.get(a) == player_ref(o.controller)]
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "creatures_attack_you", 0,
              lambda tr, o=o, at_me=at_me: any(matches(state, a, tr.filter, o.controller, o.id)
                                               for a in at_me))
    for o in _battlefield_with(state, "attacks_with_others"):  # 508.1: "~ and at least one
        if o.id in attackers:  # other Warrior attack": the others of the kind attacking too
            others = [a for a in attackers if a != o.id]
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "attacks_with_others",
                  0, lambda tr, o=o, others=others: sum(
                      1 for a in others if matches(state, a, tr.filter, o.controller, o.id))
                  >= tr.nth)


