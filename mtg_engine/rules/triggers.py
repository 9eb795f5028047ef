"""Triggered abilities (603): found by reading the event log, put on the stack the next time a
player would receive priority (603.3), in APNAP order (603.3b), each controller ordering their
own and choosing their targets (603.3c-d)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import CardDef, Filter, TriggeredAbility
from mtg_engine.core.steps import Step
from mtg_engine.core.types import CardType
from mtg_engine.rules import last_known
from mtg_engine.rules.exert import on_exert
from mtg_engine.rules.faces import chapter_triggers
from mtg_engine.rules.filters import matches
from mtg_engine.rules.keyword_abilities import attacks_alone, last_time_counter_removed
from mtg_engine.rules.keyword_effects import attack_keyword_triggers, evolves, on_exploits
from mtg_engine.rules.layers import card_of, characteristics, hidden_zones_changed, needs_layers
from mtg_engine.rules.targets import legal_targets, same_word_chosen
from mtg_engine.rules.undying import RETURNING, with_returning_triggers
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, StackKind, Zone, player_ref, ref_player

# "At the beginning of [your / each / each opponent's] <step>" (503.1, 504.1, 505.1, 507.1,
# 513.1); "At end of combat" (511.1)
STEP_EVENTS = {Step.UPKEEP: ("upkeep", "each_upkeep", "opponent_upkeep"),
               Step.DRAW: ("draw_step", "each_draw_step"),
               Step.PRECOMBAT_MAIN: ("main1", "each_main1"),
               Step.END_TURN: ("end_step", "each_end_step", "opponent_end_step"),
               Step.BEGIN_COMBAT: ("begin_combat", "each_begin_combat", "opponent_begin_combat"),
               Step.END_COMBAT: ("each_end_of_combat",), Step.POSTCOMBAT_MAIN: ("main2",)}
ATTACHED_STEP_EVENTS = {Step.UPKEEP: "attached_controller_upkeep",
                        Step.END_TURN: "attached_controller_end_step"}


def _fire(state: GameState, out: list[PendingTrigger], source: int, card: CardDef, controller: int,
          event: str, ref: int = 0, check=None,  # type: ignore[no-untyped-def]
          remembered: tuple[int, ...] = (), amount: int = 0) -> None:
    """`remembered`: what the event involved that the effect names ("that player", "that
    creature": 603.2, 608.2c); `amount`: the event's amount ("that much": the life gained or
    lost, the damage dealt)."""
    if _entered_after_the_event(source):
        return
    for i, tr in enumerate(card.triggers):
        if tr.event == event and (check is None or check(tr)) \
                and intervening_if_holds(state, tr, controller, source):
            out.append(PendingTrigger(source, card.key, i, controller, state.new_timestamp(), ref,
                                      remembered, granted=tr.granted,  # (613.1f)
                                      amount=amount))


# the event being scanned: (its index in the batch, permanent -> the index of the event that
# put it onto the battlefield in this batch, whether the event is one of entering)
_SCAN: list = []  # type: ignore[type-arg]


def _entered_after_the_event(source: int) -> bool:
    """603.2, 603.10: an ability triggers only if it existed when the event happened: a
    permanent put onto the battlefield later in the same batch of events (a card exiled
    "until ~ leaves" returning after a "destroy all", 610.3) doesn't see the events before
    it entered. Permanents entering at the same time still see each other enter (603.6a)."""
    if not _SCAN:
        return False
    index, entered, entering = _SCAN
    return not entering and entered.get(source, -1) > index


def intervening_if_holds(state: GameState, tr: TriggeredAbility, controller: int,
                         source: int) -> bool:
    """603.4: "When/Whenever/At [event], if [condition], [effect]" triggers only if the
    condition is true then, and does nothing if it is false as the ability resolves."""
    if tr.condition is not None:
        from mtg_engine.rules.conditions import holds

        if not holds(state, tr.condition, controller, source):
            return False
    f = tr.if_you_control
    if f is None:
        return True
    return any(state.objects[oid].controller == controller
               and matches(state, oid, f, controller, source) for oid in state.battlefield)


def _battlefield_with(state: GameState, event: str):  # type: ignore[no-untyped-def]
    """The permanents with a triggered ability of `event`, in battlefield order."""
    for oid in _trigger_index(state).get(event, ()):
        yield state.objects[oid]


_TRIGGER_INDEX = ("triggers_by_event",)  # key in the characteristics cache


def _trigger_index(state: GameState) -> dict[str, list[int]]:
    """Event -> the permanents with a triggered ability of that event (battlefield order);
    cached with the characteristics (a permanent entering or leaving, or any change of
    abilities, clears them)."""
    index = state._chars.get(_TRIGGER_INDEX)  # type: ignore[call-overload]
    if index is None:
        index = {}
        layered = needs_layers(state)  # else each permanent's triggers are its card's
        for oid in state.battlefield:
            for t in (card_of(state, oid) if layered else state.objects[oid].card).triggers:
                ids = index.setdefault(t.event, [])
                if not ids or ids[-1] != oid:
                    ids.append(oid)
        if state.command:  # 114.4: emblems' triggered abilities (rules/emblems.py)
            from mtg_engine.rules.emblems import emblems

            for o in emblems(state):
                for t in o.card.triggers:
                    ids = index.setdefault(t.event, [])
                    if not ids or ids[-1] != o.id:
                        ids.append(o.id)
        state._chars[_TRIGGER_INDEX] = index  # type: ignore[index]
    return index  # type: ignore[no-any-return]


@dataclass(slots=True)  # (not frozen: a frozen dataclass is slow to build, one per scan)
class Batch:
    """What a handler may need about the whole batch of events being scanned."""

    events: list[tuple]  # type: ignore[type-arg]
    # 603.10a: creatures that left the battlefield in this batch of events (the same
    # state-based actions or the same resolution) still see each other die.
    left: list[tuple[int, CardDef, int]]
    # (603.10a: one that had lost its abilities as it left has no leaves ability to look back to)
    stripped: frozenset[int]
    # (702.93a, 702.79a: ones that had undying or persist as they left, maybe granted)
    returning: frozenset[int]
    alone: int | None  # the creature attacking alone (506.5), if any
    # 603.10a: attachment -> what it was attached to, for permanents that left attached or
    # whose object left (zones.py logs both): "When enchanted creature dies" looks back
    attached_lki: dict[int, int] = field(default_factory=dict)
    # 603.10a: old id -> what the permanent was as it left (rules/last_known.py)
    lki: dict[int, tuple] = field(default_factory=dict)  # type: ignore[type-arg]


_ATTACHED_LKI = frozenset({"left_attached", "left_with_attached"})  # (_attached_as_they_left)

Handler = Callable[[GameState, list[PendingTrigger], tuple, Batch], None]  # type: ignore[type-arg]


def collect_triggers(state: GameState, start: int) -> int:
    """Look at the events logged since `start` and record every ability they trigger: each
    event goes to the handler of its kind in EVENT_HANDLERS. Returns the new scan position."""
    events = state.log.since(start)
    if not events:
        return start
    found: list[PendingTrigger] = []
    # (each part below reads only some kinds of events: one with none of them in the batch
    # would find nothing, and is skipped)
    kinds = {ev[0] for ev in events}
    moved = "move" in kinds
    stripped = frozenset(ev[1] for ev in events if ev[0] == "left_without_abilities") \
        if "left_without_abilities" in kinds else frozenset()
    returning = frozenset(ev[1] for ev in events if ev[0] == "left_with_keywords") \
        if "left_with_keywords" in kinds else frozenset()
    left = [(ev[1], with_granted_triggers(state, ev[1], _card(state, ev[3], ev[8])), ev[6])
            for ev in events  # (603.10a: with the triggers granted to it as it left, 613.1f)
            if ev[0] == "move" and ev[4] == "battlefield" and ev[1] and ev[1] not in stripped] \
        if moved else []
    attacked = "attack" in kinds
    batch = Batch(events, left, stripped, returning, attacks_alone(events) if attacked else None,
                  _attached_as_they_left(events) if not kinds.isdisjoint(_ATTACHED_LKI) else {},
                  last_known.records(events) if "left_as" in kinds else {})
    entered = {ev[2]: i for i, ev in enumerate(events)
               if ev[0] == "move" and ev[5] == "battlefield" and ev[2]} if moved else {}
    try:
        for i, ev in enumerate(events):
            handler = EVENT_HANDLERS.get(ev[0])
            if handler is not None:
                _SCAN[:] = [i, entered, ev[0] == "move" and ev[5] == "battlefield"]
                handler(state, found, ev, batch)
    finally:
        _SCAN[:] = []
    if attacked:
        attackers = [ev[1] for ev in events if ev[0] == "attack" and ev[1] in state.objects]
        if attackers:
            _attack_declared(state, found, attackers)
    damaged = "damage" in kinds
    if damaged or "lose_life" in kinds:
        _life_lost(state, found, events)
    if damaged:
        _combat_damage_to_players(state, found, events)
    if state.monarch >= 0:  # 720.2: the monarch's inherent triggered abilities
        from mtg_engine.rules.monarch import monarch_triggers

        for ev in events:
            found += monarch_triggers(state, ev)
    if moved or "counters" in kinds or "class_level" in kinds:
        found += chapter_triggers(state, events)  # 715.2b: Sagas' chapter abilities
    _state_triggers(state, found)  # 603.8
    if found:
        state.pending_triggers = (*state.pending_triggers, *found)
    return len(state.log)


# ------------------------------------------------------------------ one handler per event kind


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: Batch) -> None:
    first, n = _one_damage_event(batch, ev, 1)
    if ev[1] in state.objects and first:  # "Whenever ~ deals damage" (120.1)
        o = state.objects[ev[1]]
        _fire(state, found, o.id, _card_now(state, o), o.controller, "deals_damage", ev[2],
              amount=n)
        _attached_to(state, found, o.id, "attached_deals_damage", amount=n)
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
        _fire(state, found, o.id, _card_now(state, o), o.controller, "deals_combat_damage", ev[2])
        _attached_to(state, found, o.id, "attached_deals_combat_damage")
    if ev[2] > 0 and ev[2] in state.objects and next(e for e in combat if e[2] == ev[2]) is ev:
        t = state.objects[ev[2]]
        _fire(state, found, t.id, _card_now(state, t), t.controller, "dealt_combat_damage", ev[1],
              amount=sum(e[3] for e in combat if e[2] == ev[2]))  # all of it at once (510.2)


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
    for name in ("damage_to_you_by", "combat_damage_to_you_by") if ev[4] else ("damage_to_you_by",):
        for w in _battlefield_with(state, name):
            if ev[2] == player_ref(w.controller):
                _fire(state, found, w.id, card_of(state, w.id), w.controller, name, o.id,
                      lambda tr, w=w: matches(state, o.id, tr.filter, w.controller, w.id),
                      remembered=(o.id,))
    # 120.3: "Whenever ~ deals damage to a player / an opponent"; "that player"
    _fire(state, found, o.id, card, o.controller, "damage_to_player", ev[2],
          remembered=(ev[2],), amount=n)
    _attached_to(state, found, o.id, "attached_damage_to_player", ev[2], n)
    if ref_player(ev[2]) in state.opponents(o.controller):
        _fire(state, found, o.id, card, o.controller, "damage_to_opponent", ev[2],
              remembered=(ev[2],), amount=n)
        _attached_to(state, found, o.id, "attached_damage_to_opponent", ev[2], n)


def _damage_to_creature(state: GameState, found: list[PendingTrigger],
                        ev: tuple) -> None:  # type: ignore[type-arg]
    """120.3e: "Whenever ~ deals (combat) damage to a creature": the creature dealt damage is
    remembered ("that creature")."""
    if CardType.CREATURE not in characteristics(state, ev[2]).types:
        return
    o = state.objects[ev[1]]
    card = _card_now(state, o)
    _fire(state, found, o.id, card, o.controller, "damage_to_creature", ev[2],
          remembered=(ev[2],))
    if ev[4]:  # 510.2: combat damage
        _fire(state, found, o.id, card, o.controller, "combat_damage_to_creature", ev[2],
              remembered=(ev[2],))


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    _moved(state, found, ev, batch.left, ev[1] in batch.stripped, batch.returning, batch.lki)
    if ev[5] == "graveyard" and ev[2] in state.objects and not ev[8]:
        _card_to_graveyard(state, found, ev, batch)
    if ev[4] == "battlefield" and ev[1] in batch.lki:
        _permanent_leaves(state, found, ev, batch)
    if ev[4] == "battlefield" and ev[5] == "graveyard" and ev[1] in batch.lki:
        _to_graveyard(state, found, ev, batch)
        if ev[7]:
            _damaged_creature_dies(state, found, ev[1], batch)
    if ev[4] == "battlefield" and ev[1] and batch.attached_lki:
        _attached_leaves(state, found, ev[1], _card(state, ev[3], ev[8]), ev[5], ev[7], batch,
                         ev[2])


def _on_discard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: Batch) -> None:  # 701.8
    _player_event(state, found, "discard", ev[1], mine=True)
    # "Whenever you cycle or discard a card": cycling discards the card (702.29a), one event
    _player_event(state, found, "cycle_or_discard", ev[1], mine=True)
    _player_event(state, found, "opponent_discards", ev[1], mine=False)
    for o in _battlefield_with(state, "player_discards"):  # "Whenever a player discards"
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "player_discards",
              remembered=(player_ref(ev[1]),))
    # 702.35a: "When this card is exiled this way" (madness: still discarded)
    from mtg_engine.rules.madness import exiled_by_madness

    new = exiled_by_madness(batch.events, ev[2])
    if new and new in state.objects:
        o = state.objects[new]
        _fire(state, found, new, o.card, o.owner, "madness_exiled")


def _on_gain_life(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: Batch) -> None:
    for o in _battlefield_with(state, "gain_life"):
        if o.controller == ev[1]:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "gain_life",
                  amount=ev[2])
    _player_event(state, found, "opponent_gains_life", ev[1], mine=False,  # 119.9
                  amount=ev[2])


# 603.7: delayed triggers set up by an instruction (effects/keyword_actions.py `delayed`)
_DELAYED_AT = {Step.UPKEEP: "next_upkeep", Step.END_COMBAT: "end_of_combat"}


def _on_step(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    step = Step[ev[2]]
    if step is Step.END_TURN and state.delayed:
        # 603.7: delayed triggers "at the beginning of the next end step"
        due = [t for t in state.delayed if t.delay == "end_step"]
        state.delayed = tuple(t for t in state.delayed if t.delay != "end_step")
        found += [replace(t, delay="") for t in due]
    if step in _DELAYED_AT and state.delayed:
        # 603.7: "at the beginning of the next turn's upkeep", "at end of combat" (511.1)
        when = _DELAYED_AT[step]
        due = [t for t in state.delayed if t.delay == when]
        state.delayed = tuple(t for t in state.delayed if t.delay != when)
        found += [replace(t, delay="") for t in due]
    if step is Step.UPKEEP and state.delayed:
        # 603.7: delayed triggers "at the beginning of your next upkeep" (rebound 702.88a)
        due = [t for t in state.delayed if t.delay == "upkeep" and t.controller == state.active]
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="") for t in due]
    if step is Step.UPKEEP and state.exile:
        _suspended_upkeep(state, found)
    for name in STEP_EVENTS.get(step, ()):
        for o in _battlefield_with(state, name):
            mine = o.controller == state.active
            if name.startswith("each") or (mine != name.startswith("opponent")):
                # "At the beginning of each player's upkeep, that player ...": the active
                # player is remembered (503.1, 603.2)
                _fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                      remembered=(player_ref(state.active),))
    name = ATTACHED_STEP_EVENTS.get(step, "")
    for o in _battlefield_with(state, name) if name else ():
        # "At the beginning of the upkeep of enchanted creature's controller" (503.1, 513.1):
        # that player is remembered
        t = state.objects.get(o.attached_to) if o.attached_to else None
        if t is not None and t.zone is Zone.BATTLEFIELD and t.controller == state.active:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                  remembered=(player_ref(state.active),))


def _on_cast(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    spell = state.objects.get(ev[2])  # "When you cast this spell" (702.85a)
    if spell is not None and any(t.event == "cast_self" for t in spell.card.triggers):
        _fire(state, found, ev[2], spell.card, ev[1], "cast_self", ev[2])
    for o in _battlefield_with(state, "cast_spell"):
        if o.controller == ev[1] and ev[2] in state.objects:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "cast_spell", ev[2],
                  lambda tr, o=o, sid=ev[2]: matches(state, sid, tr.filter, o.controller, o.id))
    _cast_or_copy(state, found, ev, batch)
    _cast_on_their_turn(state, found, ev, batch)
    _cast_from(state, found, ev, batch)
    kicked = _battlefield_with(state, "cast_kicked_spell")
    if ev[2] in state.objects and next(kicked, None) is not None:
        from mtg_engine.rules.conditions import kicks

        if kicks(state, ev[2]):  # "Whenever you cast a kicked spell" (702.33)
            for o in _battlefield_with(state, "cast_kicked_spell"):
                if o.controller == ev[1]:
                    _fire(state, found, o.id, card_of(state, o.id), o.controller,
                          "cast_kicked_spell", ev[2])
    _targeted_by_spell(state, found, ev[1], ev[2])
    _targeted_by_opponent(state, found, ev[2])  # ward (702.21a)
    _targeted(state, found, ev[2])
    _nth_each_turn(state, found, ev, batch, "cast_nth_spell", "opponent_casts_nth_spell")
    for o in _battlefield_with(state, "any_player_casts"):  # "Whenever a player casts"
        if ev[2] in state.objects:  # the caster is remembered ("that player", 603.2)
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "any_player_casts", ev[2],
                  lambda tr, o=o, sid=ev[2]: matches(state, sid, tr.filter, o.controller, o.id),
                  remembered=(player_ref(ev[1]),))


def _cast_or_copy(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: Batch) -> None:
    """"Whenever you cast or copy a <filter> spell" (magecraft, 207.2c): a spell cast
    (601.2i) or a copy of a spell put on the stack (707.10: a copy is not cast), by the
    ability's controller; the spell must match as it is on the stack."""
    player, sid = ev[1], ev[2]
    if sid not in state.objects:
        return
    for o in _battlefield_with(state, "cast_or_copy_spell"):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "cast_or_copy_spell",
                  sid, lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id))


def _on_counters(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: Batch) -> None:
    if ev[3] > 0 and ev[1] in state.battlefield:
        # 122.6: "Whenever one or more <kind> counters are put on ~": the filter's has_counter
        # names the kind put
        o = state.objects[ev[1]]
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "counters_put_on_self",
              check=lambda tr: tr.filter.has_counter == ev[2])
        for _ in range(min(ev[3], 1000)):  # "Whenever a <kind> counter is put on ~": each
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "counter_put_on_self",
                  check=lambda tr: tr.filter.has_counter == ev[2])
    if ev[2] != "time":
        return
    oid = last_time_counter_removed(state, ev)  # 702.62a, 702.63a
    if oid is not None:
        o = state.objects[oid]
        _fire(state, found, oid, _card_now(state, o), o.controller, "last_time_counter_removed")


def _on_draw(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    for o in _battlefield_with(state, "draw_card"):
        if o.controller == ev[1]:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "draw_card")
    _player_event(state, found, "opponent_draws", ev[1], mine=False)  # 121.1
    _nth_each_turn(state, found, ev, batch, "draw_nth_card", "")


def _on_tap_untap(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                  ev: tuple, batch: Batch) -> None:  # 701.21
    if ev[1] in state.battlefield:
        index = _trigger_index(state)  # (its own triggers are in the index too)
        if not (f"becomes_{ev[0]}ped" in index or f"attached_becomes_{ev[0]}ped" in index
                or "permanent_becomes_tapped" in index):
            return
        o = state.objects[ev[1]]
        _fire(state, found, o.id, card_of(state, o.id), o.controller, f"becomes_{ev[0]}ped")
        _attached_to(state, found, o.id, f"attached_becomes_{ev[0]}ped")  # 701.21
        if ev[0] == "tap":  # "Whenever a creature an opponent controls becomes tapped"
            _watched(state, found, "permanent_becomes_tapped", o.id)


def _on_targeting(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                  ev: tuple, batch: Batch) -> None:
    _targeted_by_opponent(state, found, ev[2])  # ward (702.21a)
    _targeted(state, found, ev[2])


def _on_turned_face_up(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                       ev: tuple, batch: Batch) -> None:
    if ev[1] in state.objects:
        o = state.objects[ev[1]]  # "When ~ is turned face up" (702.37e, 708.8)
        _fire(state, found, o.id, _card_now(state, o), o.controller, "turned_face_up")
        _watched(state, found, "permanent_turned_face_up", o.id)  # "Whenever a permanent ..."


def _on_cycle(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: Batch) -> None:
    if ev[2] in state.objects:  # "When you cycle ~" (702.29)
        o = state.objects[ev[2]]
        _fire(state, found, o.id, o.card, ev[1], "cycle")
    # 702.29: "Whenever you cycle a card" / "Whenever a player cycles a card"; the player is
    # remembered
    _player_event(state, found, "you_cycle", ev[1], mine=True)
    for o in _battlefield_with(state, "player_cycles"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "player_cycles",
              remembered=(player_ref(ev[1]),))


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
    if kind == "block" and ev[2] in state.objects:
        # "Whenever ~ blocks a creature with flying": the filter is the attacker's (509.5b:
        # once per creature it blocks); "Whenever ~ blocks" triggers once, on its first block
        # of the batch, even if it blocks several creatures (509.5a; bushido 702.45a)
        first = next(e for e in batch.events if e[0] == "block" and e[1] == oid) is ev
        check = (lambda tr, o=o, a=ev[2]: first if tr.filter == Filter()  # noqa: E731
                 else matches(state, a, tr.filter, o.controller, o.id))
    # the attacker it blocks is remembered ("that creature")
    _fire(state, found, oid, _card_now(state, o), o.controller, name, 0, check,
          remembered=(ev[2],) if kind == "block" else ())
    if kind == "block" and ev[2] in state.objects:
        _blocked_by(state, found, ev[2], oid)
    if kind != "attack":  # (attached_attacks: above)
        _attached_to(state, found, oid, f"attached_{name}")  # 509.1i, 509.1h
    if kind == "becomes_blocked":  # "Whenever a creature you control becomes blocked"
        _watched(state, found, "creature_becomes_blocked", oid)
    if kind == "block":  # "Whenever a creature blocks" (509.1i)
        _watched(state, found, "creature_blocks", oid)
    if kind == "attack":
        _attacks_player(state, found, oid, ev[2])
        if oid == batch.alone:  # "Whenever ~ attacks alone" (506.5)
            _fire(state, found, oid, _card_now(state, o), o.controller, "attacks_alone_self")


def _watchers(state: GameState, batch: Batch, event: str) -> list[tuple[int, CardDef, int]]:
    """The permanents with a triggered ability for `event`: those on the battlefield, and
    those that left it in the same batch (leaves-the-battlefield abilities look back in time,
    603.10a): (id, card, controller)."""
    found = [(o.id, card_of(state, o.id), o.controller) for o in _battlefield_with(state, event)]
    return found + [w for w in batch.left if any(t.event == event for t in w[1].triggers)]


def _on_sacrifice(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                  ev: tuple, batch: Batch) -> None:
    """701.17a: "Whenever you / an opponent / a player sacrifice(s) a <filter>" and "When you
    sacrifice ~": leaves-the-battlefield abilities, looking back in time (603.6c, 603.10a): the
    sacrificed permanent as it last existed, and watchers that left in the same batch."""
    player, old = ev[1], ev[2]
    own = [w for w in batch.left if w[0] == old]
    for wid, wcard, _ in own:
        _fire(state, found, wid, wcard, player, "sacrifice_self", old)
    for name, mine in (("you_sacrifice", True), ("opponent_sacrifices", False),
                       ("player_sacrifices", None)):
        watchers = _watchers(state, batch, name)
        for wid, wcard, wctrl in watchers:
            if mine is None or (wctrl == player) == mine:
                _fire(state, found, wid, wcard, wctrl, name, old,
                      lambda tr, wid=wid: _sacrificed(tr.filter, ev, wid))


def _sacrificed(f: Filter, ev: tuple, watcher: int) -> bool:  # type: ignore[type-arg]
    """Does the permanent sacrificed (as it last existed: its types, subtypes and whether it
    was a token, logged by effects/primitives.sacrifice) match the filter?"""
    _, _, old, types, subtypes, is_token = ev
    return not ((f.types and not set(f.types) & set(types))
                or (f.subtypes and not set(f.subtypes) & set(subtypes))
                or (f.token is not None and f.token != is_token)
                or (f.other and old == watcher))


def _on_phasing(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: Batch) -> None:
    """"Whenever ~ phases in" (702.26c): it exists again; "Whenever ~ phases out" (702.26b)
    looks back in time (603.10b): the permanent as it was, phased out now."""
    o = state.objects.get(ev[1])
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    if ev[0] == "phase_in":
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "phases_in")
    else:
        _fire(state, found, o.id, o.card, o.controller, "phases_out")


def _on_transform(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: Batch) -> None:
    """701.28: "Whenever this creature transforms into ~": the face it turned to has it."""
    o = state.objects.get(ev[1])
    if o is not None and o.zone is Zone.BATTLEFIELD:
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "transforms_into")


def _on_play_land(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: Batch) -> None:
    """305.1: "Whenever you / an opponent / a player play(s) a land"; the player is
    remembered ("that player")."""
    _player_event(state, found, "you_play_land", ev[1], mine=True)
    _player_event(state, found, "opponent_plays_land", ev[1], mine=False)
    for o in _battlefield_with(state, "player_plays_land"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "player_plays_land",
              remembered=(player_ref(ev[1]),))


# The table: event kind (the first field of a logged event) -> its handler. A new trigger
# event gets a new entry (and its handler above), never a branch in collect_triggers.
EVENT_HANDLERS: dict[str, Handler] = {
    "damage": _on_damage,
    "move": _on_move,
    "discard": _on_discard,
    "gain_life": _on_gain_life,
    "step": _on_step,
    "cast": _on_cast,
    "counters": _on_counters,
    "draw": _on_draw,
    "tap": _on_tap_untap,
    "untap": _on_tap_untap,
    "activate": _on_targeting,
    "targeted": _on_targeting,
    "turned_face_up": _on_turned_face_up,
    "cycle": _on_cycle,
    "attack": _on_combat_role,
    "block": _on_combat_role,
    "becomes_blocked": _on_combat_role,
    "unblocked": _on_combat_role,
    "sacrifice": _on_sacrifice,
    "exploits": on_exploits,  # 702.110b (rules/keyword_effects.py)
    "exert": on_exert,  # 701.39 (rules/exert.py)
    "copy_spell": _cast_or_copy,  # 707.10 (magecraft)
    "play_land": _on_play_land,  # 305.1
    "transform": _on_transform,  # 701.28
    "phase_in": _on_phasing,  # 702.26c
    "phase_out": _on_phasing,  # 702.26b, 603.10b
}


def _suspended_upkeep(state: GameState, found: list[PendingTrigger]) -> None:
    """702.62a: "At the beginning of your upkeep, if this card is suspended, ..." functions in
    exile; "your" is the card's owner's (a card in exile has no controller, 108.4a)."""
    for oid in state.exile:
        o = state.objects[oid]
        if o.owner == state.active and any(t.event == "suspended_upkeep" for t in o.card.triggers):
            _fire(state, found, oid, o.card, o.owner, "suspended_upkeep")


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


def _player_event(state: GameState, found: list[PendingTrigger], event: str, player: int,
                  mine: bool, amount: int = 0) -> None:
    """A player's event seen by permanents of that player (`mine`) or of their opponents;
    the player is remembered ("that player")."""
    for o in _battlefield_with(state, event):
        if (o.controller == player) == mine:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, event,
                  remembered=(player_ref(player),), amount=amount)


def _creature_attacks(state: GameState, found: list[PendingTrigger], attacker: int) -> None:
    """508.1m: "Whenever a creature you control attacks" sees each attacking creature that
    matches its filter as it is declared; "that creature" is remembered."""
    for o in _battlefield_with(state, "creature_attacks"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "creature_attacks",
              attacker, lambda tr, o=o: matches(state, attacker, tr.filter, o.controller, o.id),
              remembered=(attacker,))


def _attached_to(state: GameState, found: list[PendingTrigger], creature: int, event: str,
                 player: int = 0, amount: int = 0) -> None:
    """"Whenever enchanted/equipped creature ...": the Auras and Equipment attached to the
    creature (303.4, 301.5), if it is what their filter names ("enchanted land"); a player
    dealt damage (or the spell or ability targeting it) is remembered ("that player")."""
    for o in _battlefield_with(state, event):
        if o.attached_to == creature:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, event, creature,
                  lambda tr, o=o: tr.filter == Filter()
                  or matches(state, creature, tr.filter, o.controller, o.id),
                  remembered=(player,) if player else (), amount=amount)


def _attached_as_they_left(events: list[tuple]) -> dict[int, int]:  # type: ignore[type-arg]
    """603.10a: attachment -> the object it was attached to, for the attachments that left the
    battlefield attached and those whose object left (rules/zones.py `_log_attachments`)."""
    out: dict[int, int] = {}
    for ev in events:
        if ev[0] == "left_attached":
            out[ev[1]] = ev[2]
        elif ev[0] == "left_with_attached":
            for a in ev[2]:
                out.setdefault(a, ev[1])
    return out


def _attachments_of(state: GameState, old: int, batch: Batch) -> list[tuple[int, CardDef, int]]:
    """What was attached to the permanent `old` as it left (603.10a): each as it is now on the
    battlefield, or as it last existed there if it left in the same batch."""
    out = []
    for a, to in batch.attached_lki.items():
        if to != old:
            continue
        o = state.objects.get(a)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            out.append((a, card_of(state, a), o.controller))
        else:
            out += [w for w in batch.left if w[0] == a]
    return out


def _attached_leaves(state: GameState, found: list[PendingTrigger], old: int, card: CardDef,
                     to: str, was_creature: bool, batch: Batch, new: int = 0) -> None:
    """"When enchanted creature leaves the battlefield / dies" (603.6c, 700.4): the Auras and
    Equipment that were attached to it, looking back in time (603.10a), if it was what their
    filter names (its card's types as it left; "creature": was it a creature)."""
    def was(tr: TriggeredAbility) -> bool:
        return all(was_creature if t == "Creature" else CardType.parse(t) in card.types
                   for t in tr.filter.types)

    for wid, wcard, wctrl in _attachments_of(state, old, batch):
        _fire(state, found, wid, wcard, wctrl, "attached_leaves", old, was)
        if to == "graveyard" and was_creature:  # 700.4; the card in the graveyard is
            # remembered ("that card", 400.7)
            _fire(state, found, wid, wcard, wctrl, "attached_dies", old, was,
                  remembered=(new,) if new else ())


def _watched(state: GameState, found: list[PendingTrigger], event: str, oid: int) -> None:
    """An event of an object seen by the permanents whose filter it matches ("Whenever a
    creature you control becomes blocked"); the object is remembered ("that creature")."""
    for o in _battlefield_with(state, event):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, event, oid,
              lambda tr, o=o: matches(state, oid, tr.filter, o.controller, o.id),
              remembered=(oid,))


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


def _targeted_permanents(state: GameState, sid: int) -> list[tuple[int, GameObject]]:
    """The permanents the spell or ability on the stack `sid` targets, each once however many
    times it is chosen (603.2c)."""
    o = state.objects.get(sid)
    if o is None or o.zone is not Zone.STACK:
        return []
    found = [(t, state.objects.get(t)) for t in dict.fromkeys(o.targets) if t > 0]
    return [(t, p) for t, p in found if p is not None and p.zone is Zone.BATTLEFIELD]


def _targeted(state: GameState, found: list[PendingTrigger], sid: int) -> None:
    """115.1, 115.9b: "Whenever ~ / enchanted creature becomes the target of a spell or
    ability": each permanent the spell or ability on the stack (`sid`) targets, once however
    many times it is chosen (603.2c); the spell or ability is remembered."""
    for t, p in _targeted_permanents(state, sid):
        _fire(state, found, t, card_of(state, t), p.controller, "becomes_target", sid,
              remembered=(sid,))
        _attached_to(state, found, t, "attached_becomes_target", sid)


def _nth_each_turn(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                   batch: Batch, mine: str, theirs: str) -> None:
    """"Whenever you cast your second spell each turn" (601.2i), "... draw your second card
    each turn" (121.1): this "cast" / "draw" event is the player's Nth this turn (counted in
    the log since the turn began); the player is remembered."""
    if not (_trigger_index(state).get(mine) or (theirs and _trigger_index(state).get(theirs))):
        return
    player, n = ev[1], _nth_this_turn(state, ev, batch, lambda e: e[1] == ev[1])
    for o in _battlefield_with(state, mine):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, mine, 0,
                  lambda tr: tr.nth == n, remembered=(player_ref(player),))
    for o in _battlefield_with(state, theirs) if theirs else ():
        if player in state.opponents(o.controller):
            _fire(state, found, o.id, card_of(state, o.id), o.controller, theirs, 0,
                  lambda tr: tr.nth == n, remembered=(player_ref(player),))


def _nth_this_turn(state: GameState, ev: tuple, batch: Batch,  # type: ignore[type-arg]
                   same: Callable[[tuple], bool]) -> int:  # type: ignore[type-arg]
    """How many events of `ev`'s kind for which `same` holds happened this turn, `ev`
    included (counted in the log since the turn began)."""
    n, began = 0, False
    for e in batch.events[:batch.events.index(ev) + 1]:
        if e[0] == "turn":  # this turn began in the batch: nothing earlier counts
            n, began = 0, True
        elif e[0] == ev[0] and same(e):
            n += 1
    for i in range(-1 if began else len(state.log) - len(batch.events) - 1, -1, -1):
        e = state.log[i]
        if e[0] == "turn":
            break
        n += e[0] == ev[0] and same(e)
    return n


def _cast_from(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: Batch) -> None:
    """601.2a: "Whenever you cast a <filter> spell from your graveyard / hand", "Whenever a
    player casts a spell from a graveyard / their hand": the zone is the one the card moved
    from onto the stack as it was cast (the move just before the "cast" event)."""
    player, sid = ev[1], ev[2]
    zone = next((e[4] for e in batch.events if e[0] == "move" and e[2] == sid
                 and e[5] == "stack"), None)
    if zone not in ("graveyard", "hand") or sid not in state.objects:
        return
    for o in _battlefield_with(state, f"cast_from_{zone}"):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, f"cast_from_{zone}",
                  sid, lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id))
    for o in _battlefield_with(state, f"any_player_casts_from_{zone}"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller,
              f"any_player_casts_from_{zone}", sid,
              lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
              remembered=(player_ref(player),))


def _cast_on_their_turn(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                        batch: Batch) -> None:
    """"Whenever you cast a <filter> spell during an opponent's turn", "... your first spell
    during each opponent's turn" (601.2i, 500.1): the caster is the ability's controller and
    the active player is one of their opponents."""
    player, sid = ev[1], ev[2]
    if state.active not in state.opponents(player) or sid not in state.objects:
        return
    for o in _battlefield_with(state, "cast_spell_their_turn"):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "cast_spell_their_turn",
                  sid, lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id))
    first = [o for o in _battlefield_with(state, "cast_first_spell_their_turn")
             if o.controller == player]
    if first and _nth_this_turn(state, ev, batch, lambda e: e[1] == player) == 1:
        for o in first:
            _fire(state, found, o.id, card_of(state, o.id), o.controller,
                  "cast_first_spell_their_turn", sid)


def _life_lost(state: GameState, found: list[PendingTrigger], events: list[tuple]) -> None:  # type: ignore[type-arg]
    """"Whenever you / an opponent lose(s) life" (119.3): each life-loss event, including
    damage dealt to a player (119.2, 120.3a), but not damage dealt as poison counters
    (120.3b: infect, logged just before the damage); the player is remembered."""
    for i, ev in enumerate(events):
        if ev[0] == "lose_life":
            player, n = ev[1], ev[2]
        elif ev[0] == "damage" and ev[2] < 0 and not (
                i and events[i - 1][0] == "player_counters"
                and player_ref(events[i - 1][1]) == ev[2]):
            player, n = ref_player(ev[2]), ev[3]
        else:
            continue
        _player_event(state, found, "lose_life", player, mine=True, amount=n)
        _player_event(state, found, "opponent_loses_life", player, mine=False, amount=n)


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


def _attack_declared(state: GameState, found: list[PendingTrigger], attackers: list[int]) -> None:
    """508.1: "Whenever you attack" / "Whenever one or more creatures you control attack"
    trigger once when attackers are declared (all at once, 508.1a), if any of them is that
    player's (and matches the filter)."""
    for o in _battlefield_with(state, "you_attack"):
        if any(state.objects[a].controller == o.controller for a in attackers):
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "you_attack")
    for o in _battlefield_with(state, "creatures_attack"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "creatures_attack", 0,
              lambda tr, o=o: any(matches(state, a, tr.filter, o.controller, o.id)
                                  for a in attackers))
    combat = state.combat
    for o in _battlefield_with(state, "creatures_attack_you") if combat is not None else ():
        # "Whenever one or more creatures attack you" (506.3): a player attacked
        at_me = [a for a in attackers if combat.attackers.get(a) == player_ref(o.controller)]
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "creatures_attack_you", 0,
              lambda tr, o=o, at_me=at_me: any(matches(state, a, tr.filter, o.controller, o.id)
                                               for a in at_me))
    if len(attackers) >= 3:  # battalion: "Whenever ~ and at least two other creatures attack"
        for o in _battlefield_with(state, "attacks_with_two_others"):
            if o.id in attackers:
                _fire(state, found, o.id, card_of(state, o.id), o.controller,
                      "attacks_with_two_others")


def _card_now(state: GameState, o: GameObject) -> CardDef:
    return card_of(state, o.id) if o.zone is Zone.BATTLEFIELD else o.card


def _targeted_by_spell(state: GameState, found: list[PendingTrigger], caster: int,
                       sid: int) -> None:
    """"Whenever ~ becomes the target of a spell": the spell just cast targets it (601.2c);
    "that spell's controller" is remembered."""
    spell = state.objects.get(sid)
    if spell is None:
        return
    for o in _battlefield_with(state, "becomes_target_of_spell"):
        if o.id in spell.targets:
            for i, tr in enumerate(o.card.triggers):
                # "Whenever you cast a spell that targets ~": the filter is the spell's
                if tr.event == "becomes_target_of_spell" and (
                        tr.filter == Filter() or matches(state, sid, tr.filter, o.controller, o.id)):
                    found.append(PendingTrigger(o.id, o.card.key, i, o.controller,
                                                state.new_timestamp(), sid,
                                                remembered=(player_ref(caster),)))


def _targeted_by_opponent(state: GameState, found: list[PendingTrigger], sid: int) -> None:
    """702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
    controls": each permanent the spell or ability on the stack (`sid`) targets, controlled by
    an opponent of its controller, with that ability now (613.1f); the spell or ability is
    remembered."""
    for t, p in _targeted_permanents(state, sid):
        ch = characteristics(state, t)
        if ch.controller == state.objects[sid].controller:
            continue
        for i, tr in enumerate(p.card.triggers):
            if tr.event == "becomes_target_by_opponent" and tr in ch.triggers:
                found.append(PendingTrigger(t, p.card.key, i, ch.controller,
                                            state.new_timestamp(), sid, remembered=(sid,)))


def with_granted_triggers(state: GameState, old: int, card: CardDef) -> CardDef:
    """603.10a: a leaves-the-battlefield ability granted to the object (613.1f) looks back in
    time too: the card with the triggered abilities it had been granted as it left."""
    from mtg_engine.cards.dsl import granted_ability
    from mtg_engine.rules.undying import _as_it_left

    ev = _as_it_left(state, old, "left_with_granted")
    if ev is None:
        return card
    return replace(card, triggers=card.triggers + tuple(
        granted_ability("add_triggers", g) for g in ev[2]))


def _card(state: GameState, name: str, is_token: bool) -> CardDef:
    return state.db.token(name) if is_token else state.db.get(name)


def _moved(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
           left: list[tuple[int, CardDef, int]], stripped: bool = False,
           returning: frozenset[int] = frozenset(),
           lki: dict[int, tuple] | None = None) -> None:  # type: ignore[type-arg]
    _, old, new, name, frm, to, controller, was_creature, is_token = ev
    if to == "battlefield" and new in state.objects:
        o = state.objects[new]
        _fire(state, found, new, card_of(state, new), o.controller, "enters", new)  # 603.6a
        if not o.tapped:  # "When ~ enters the battlefield untapped" (110.5)
            _fire(state, found, new, card_of(state, new), o.controller, "enters_untapped", new)
        for other in _battlefield_with(state, "another_enters"):
            if other.id != new:
                _fire(state, found, other.id, card_of(state, other.id), other.controller,
                      "another_enters", new,
                      lambda tr, other=other: matches(state, new, tr.filter, other.controller, other.id),
                      remembered=(new,))  # "that creature" (603.2)
        for other in _battlefield_with(state, "permanent_enters"):
            # 603.6a: "Whenever a creature enters": every permanent on the battlefield,
            # the newcomer included, is checked, so a creature sees itself enter
            _fire(state, found, other.id, card_of(state, other.id), other.controller,
                  "permanent_enters", new,
                  lambda tr, other=other: matches(state, new, tr.filter, other.controller, other.id),
                  remembered=(new,))
        for other in _battlefield_with(state, "evolve"):  # 702.100a, 603.4
            if other.id != new and other.controller == o.controller:
                _fire(state, found, other.id, card_of(state, other.id), other.controller,
                      "evolve", new, lambda tr, other=other: evolves(state, other.id, new),
                      remembered=(new,))
    if to == "graveyard" and new in state.objects:
        # "When ~ is put into a graveyard from anywhere": it triggers from the graveyard.
        o = state.objects[new]
        _fire(state, found, new, o.card, o.owner, "put_into_graveyard", new)
    if frm == "battlefield":
        # 603.10a: leaves-the-battlefield abilities look back in time: the object as it last
        # existed on the battlefield is the source.
        card = _card(state, name, is_token)
        if not stripped and (card.keywords & RETURNING or old in returning):
            card = with_returning_triggers(state, old, card)  # 702.93a, 702.79a, 603.10a
        card = with_granted_triggers(state, old, card)  # 603.10a, 613.1f
        own = replace(card, triggers=()) if stripped else card
        _fire(state, found, old, own, controller, "leaves", old)
        if to == "graveyard":  # "When ~ is put into a graveyard from the battlefield"
            _fire(state, found, old, own, controller, "put_into_graveyard_from_battlefield", old)
            if new in state.objects and state.objects[new].owner == controller:  # 404.2
                _fire(state, found, old, own, controller,
                      "put_into_your_graveyard_from_battlefield", old)
        if to == "graveyard" and was_creature:  # 700.4: "dies"
            _fire(state, found, old, own, controller, "dies", old)
            watchers = [(o.id, card_of(state, o.id), o.controller)
                        for o in _battlefield_with(state, "creature_dies")]
            watchers += [w for w in left if any(t.event == "creature_dies" for t in w[1].triggers)]
            rec = (lki or {}).get(old)  # 603.10a: as it last existed (rules/last_known.py)
            for wid, wcard, wctrl in watchers:
                _fire(state, found, wid, wcard, wctrl, "creature_dies", old,
                      lambda tr, wid=wid, wctrl=wctrl: _dies_filter(tr, card, controller, old,
                                                                     wid, wctrl, is_token)
                      if rec is None else last_known.matches_as_it_left(
                          state, rec, tr.filter, wctrl, wid))


# "Whenever a <filter> dies / is put into [your / an opponent's] graveyard from the battlefield"
# (700.4): the permanent as it last existed (603.10a); the graveyard is its owner's (404.2)
_TO_GRAVEYARD = (("permanent_dies", None), ("permanent_to_graveyard", None),
                 ("permanent_to_your_graveyard", True),
                 ("permanent_to_opponent_graveyard", False))


def _to_graveyard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: Batch) -> None:
    old = ev[1]
    rec = batch.lki[old]
    owner = rec[-1]
    for name, yours in _TO_GRAVEYARD:
        watchers = _watchers(state, batch, name)
        for wid, wcard, wctrl in watchers:
            if yours is None or (owner == wctrl) == yours:
                _fire(state, found, wid, wcard, wctrl, name, old,
                      lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                          state, rec, tr.filter, wctrl, wid), remembered=(old,))


def _permanent_leaves(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: Batch) -> None:
    """"Whenever another creature you control leaves the battlefield" (603.6c): a
    leaves-the-battlefield ability, the permanent as it last existed (603.10a)."""
    rec = batch.lki[ev[1]]
    watchers = _watchers(state, batch, "permanent_leaves")
    for wid, wcard, wctrl in watchers:
        _fire(state, found, wid, wcard, wctrl, "permanent_leaves", ev[1],
              lambda tr, wid=wid, wctrl=wctrl: last_known.matches_as_it_left(
                  state, rec, tr.filter, wctrl, wid))


def _card_to_graveyard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                       batch: Batch) -> None:
    """"Whenever a [<type>] card is put into [your / an opponent's / a] graveyard from
    anywhere" (404.2: a card goes to its owner's graveyard); the card as it is there. A
    permanent that left the battlefield in the same batch still sees it (603.10a)."""
    new = ev[2]
    owner = state.objects[new].owner
    for name, yours in (("card_to_graveyard", None), ("card_to_your_graveyard", True),
                        ("card_to_opponent_graveyard", False)):
        watchers = _watchers(state, batch, name)
        for wid, wcard, wctrl in watchers:
            if yours is None or (owner == wctrl) == yours:
                _fire(state, found, wid, wcard, wctrl, name, new,
                      lambda tr, wctrl=wctrl, wid=wid: matches(state, new, tr.filter, wctrl, wid))


def _state_triggers(state: GameState, found: list[PendingTrigger]) -> None:
    """603.8: a state-triggered ability ("When you control no Islands") triggers as soon as
    the game state matches its condition, and not again until it has resolved, been countered
    or otherwise left the stack (it is then pending or on the stack)."""
    index = _trigger_index(state)
    if "state_you_control_none" not in index and "state_none_on_battlefield" not in index:
        return  # (no permanent has one)
    for name in ("state_you_control_none", "state_none_on_battlefield"):
        for o in _battlefield_with(state, name):
            card = card_of(state, o.id)
            for i, tr in enumerate(card.triggers):
                if tr.event != name or _state_trigger_waiting(state, found, o.id, i):
                    continue
                mine = name == "state_you_control_none"
                if not any(matches(state, p, tr.filter, o.controller, o.id)
                           and (not mine or state.objects[p].controller == o.controller)
                           for p in state.battlefield):
                    _fire(state, found, o.id, card, o.controller, name,
                          check=lambda t, tr=tr: t is tr)


def _state_trigger_waiting(state: GameState, found: list[PendingTrigger], source: int,
                           ability: int) -> bool:
    """Has this state trigger triggered without having left the stack yet (603.8)?"""
    if any(t.source == source and t.ability == ability
           for t in (*found, *state.pending_triggers)):
        return True
    return any(state.objects[s].kind is StackKind.TRIGGERED and state.objects[s].source == source
               and state.objects[s].ability == ability for s in state.stack)


def _damaged_creature_dies(state: GameState, found: list[PendingTrigger], old: int,
                           batch: Batch) -> None:
    """"Whenever a creature dealt damage by ~ this turn dies" (120.1, 700.4): the dying
    creature was dealt damage this turn by that object (the same object: 400.7), found in the
    log since the turn began. A source that left the battlefield with it still sees it
    (603.10a)."""
    watchers = _watchers(state, batch, "damaged_by_self_dies")
    if not watchers:
        return
    sources = set()
    log = state.log
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e[0] == "turn":
            break
        if e[0] == "damage" and e[2] == old:
            sources.add(e[1])
    for wid, wcard, wctrl in watchers:
        if wid in sources:
            _fire(state, found, wid, wcard, wctrl, "damaged_by_self_dies", old)


def _dies_filter(tr: TriggeredAbility, card: CardDef, controller: int, dying: int, watcher: int,
                 watcher_controller: int, is_token: bool = False) -> bool:
    """Does "whenever a/another <filter> dies" see this creature die? (603.10a: as it last
    existed on the battlefield: its controller, whether it was a token (111.1), its card's
    types)"""
    f = tr.filter
    if f.token is not None and is_token != f.token:
        return False

    if f.other and dying == watcher:
        return False
    if f.controller == "you" and controller != watcher_controller:
        return False
    if f.controller == "opponent" and controller == watcher_controller:
        return False
    return not (f.types and not any(CardType.parse(t) in card.types for t in f.types))


# ------------------------------------------------------------------ putting them on the stack


def put_triggers_on_stack(state: GameState) -> bool:
    """603.3b: APNAP order; each player puts theirs on the stack in the order they choose, then
    chooses their targets (603.3d). Returns True if the stack changed; sets `state.pending`
    when a player must choose an order or a target (and is called again with the answer)."""
    changed = False
    if state.awaiting_targets:
        if not _choose_targets(state):
            return False
        changed = True
    while state.pending_triggers:
        player = next(p for p in state.apnap() + list(range(len(state.players)))
                      if any(t.controller == p for t in state.pending_triggers))
        mine = [t for t in state.pending_triggers if t.controller == player]
        order = mine
        if len({(t.source_card, t.ability, t.source) for t in mine}) > 1:
            if state.asking != "order_triggers" or state.answer is None:
                state.pending = ChoiceDecision(
                    player, "order_triggers", tuple(range(len(mine))), len(mine), len(mine),
                    "order your triggered abilities (the first chosen goes on the stack first)")
                state.asking = "order_triggers"
                return False
            order = [mine[i] for i in state.answer]
            state.answer, state.asking = None, ""
        state.pending_triggers = tuple(t for t in state.pending_triggers if t.controller != player)
        for t in order:
            _push(state, t)
        changed = True
        if not _choose_targets(state):
            return False
    return changed


def order_options(n: int) -> list[tuple[int, ...]]:
    if n <= 5:
        return list(itertools.permutations(range(n)))
    return [tuple(range(n))]


def trigger_card(state: GameState, t: PendingTrigger) -> CardDef:
    if t.source_card in state.db:
        return state.db.get(t.source_card)
    return state.db.token(t.source_card)


def _push(state: GameState, t: PendingTrigger) -> None:
    card = trigger_card(state, t)
    tr = t.trigger(card)
    sid = state.new_id()
    o = GameObject(sid, card, t.controller, Zone.STACK, state.new_timestamp())
    o.controller = t.controller
    o.kind = StackKind.TRIGGERED
    o.source, o.ability, o.granted = t.source, t.ability, t.granted
    o.remembered = t.remembered
    # A triggered ability has no X of its own (its text is compiled without X): its `x` holds
    # the amount of the event that triggered it ("that much", 603.2, 608.2h)
    o.x = t.amount
    state.add_object(o, forget=False)
    state.stack.append(sid)
    # (an ability on the stack: what depends on it is forgotten; no player's cards moved)
    hidden_zones_changed(state, range(len(state.players)))
    if tr.targets or tr.modes:  # (603.3c: a mode, then its targets: rules/modal_triggers.py)
        state.awaiting_targets = (*state.awaiting_targets, sid)
    state.log.append(("trigger", t.controller, sid, t.source_card))


def _choose_targets(state: GameState) -> bool:
    """603.3d: the controller chooses targets for each ability just put on the stack; one with
    no legal target for a required target is removed from the stack."""
    from mtg_engine.rules.modal_triggers import choose_mode, trigger_specs

    while state.awaiting_targets:
        sid = state.awaiting_targets[0]
        moded = choose_mode(state, sid)  # 603.3c, 700.2
        if moded == "asked":
            return False
        if moded == "removed":
            state.awaiting_targets = state.awaiting_targets[1:]
            continue
        o = state.objects[sid]
        specs = trigger_specs(o)
        while len(o.targets) < len(specs):
            spec = specs[len(o.targets)]
            if state.asking == "trigger_target" and state.answer is not None:
                choice = state.answer[0]
                state.answer, state.asking = None, ""
            else:
                taken = same_word_chosen(specs, o.targets)  # 115.3
                options = [t for t in legal_targets(state, spec, o.controller, o.source)
                           if t not in taken]
                if not options and not spec.optional:
                    state.log.append(("trigger_removed", sid, o.card.name))
                    state.stack.remove(sid)
                    state.remove_object(sid)
                    break
                if not options:
                    choice = 0
                else:
                    state.pending = ChoiceDecision(
                        o.controller, "target", tuple(options) + ((0,) if spec.optional else ()),
                        1, 1, f"choose a target for {o.card.name}'s ability")
                    state.asking = "trigger_target"
                    return False
            o = state.mut(sid)
            o.targets = (*o.targets, choice)
        if sid in state.objects and state.objects[sid].targets:
            state.log.append(("targeted", o.controller, sid))  # its targets are chosen (ward)
        state.awaiting_targets = state.awaiting_targets[1:]
    return True


# session 6: batched events (603.2c) and others, in their own module, registered into
# EVENT_HANDLERS (rules/trigger_events_batch.py)
from mtg_engine.rules import trigger_events_batch as _batched  # noqa: E402, F401
