"""Trigger events of players, spells and permanents (603.2): casting, drawing, discarding,
life, counters, steps (503-513), tapping, targeting, cycling, sacrificing, phasing,
transforming, lands played; and state triggers (603.8)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import CardDef, Filter
from mtg_engine.core.steps import Step
from mtg_engine.rules.filters import matches
from mtg_engine.rules.gained_suspend import fire_gained
from mtg_engine.rules.keyword_abilities import last_time_counter_removed
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.rules.trigger_base import (
    ATTACHED_STEP_EVENTS,
    STEP_EVENTS,
    Batch,
    _attached_to,
    _battlefield_with,
    _fire,
    _trigger_index,
    _watchers,
)
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, StackKind, Zone, player_ref, ref_player


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
_DELAYED_AT = {Step.UPKEEP: "next_upkeep", Step.END_COMBAT: "end_of_combat",
               Step.CLEANUP: "next_cleanup",  # (514.3a; rules/flash_self.py)
               Step.BEGIN_COMBAT: "combat_begins"}  # ("that combat", rules/extra_phases.py)
# (read once: an Enum class attribute, or the class's item, is a slow read in Python 3.11, and
# every step is scanned)
_UPKEEP, _END_TURN = Step.UPKEEP, Step.END_TURN
_MAIN_STEPS = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
_STEP_NAMED = {s.name: s for s in Step}
# 603.7: "at the beginning of the next end step"; "of that turn's end step" in the extra turn it
# names, once it has begun (rules/extra_turns.py)
_END_STEP_DELAYS = ("end_step", "this_turn_end_step")


def _on_step(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    step = _STEP_NAMED[ev[2]]
    if state.delayed:  # (603.7: delayed triggers; most steps have none to look at)
        _delayed_at_step(state, found, step)
    if step is _UPKEEP and state.exile:
        _suspended_upkeep(state, found)
    index = _trigger_index(state)  # (what _battlefield_with reads, read once)
    for name in STEP_EVENTS.get(step, ()):
        for o in [state.objects[oid] for oid in index.get(name, ())]:
            mine = o.controller == state.active
            if name.startswith("each") or (mine != name.startswith("opponent")):
                # "At the beginning of each player's upkeep, that player ...": the active
                # player is remembered (503.1, 603.2)
                _fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                      remembered=(player_ref(state.active),))
    name = ATTACHED_STEP_EVENTS.get(step, "")
    for o in [state.objects[oid] for oid in index.get(name, ())] if name else ():
        # "At the beginning of the upkeep of enchanted creature's controller" (503.1, 513.1):
        # that player is remembered
        t = state.objects.get(o.attached_to) if o.attached_to else None
        if t is not None and t.zone is Zone.BATTLEFIELD and t.controller == state.active:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                  remembered=(player_ref(state.active),))


def _delayed_at_step(state: GameState, found: list[PendingTrigger], step: Step) -> None:
    """The delayed triggered abilities due at the beginning of `step` (603.7), and those
    whose duration ends with it (514.2)."""
    if step is _END_TURN and state.delayed:
        # 603.7: delayed triggers "at the beginning of the next end step", and "of your next
        # end step" in a turn of their controller (603.7b, 603.7d)
        due = [t for t in state.delayed if t.delay in _END_STEP_DELAYS or (
            t.delay == "your_next_end_step" and t.controller == state.active)]
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="") for t in due]
    if step is Step.CLEANUP and state.delayed:  # 514.2: "this turn" delayed triggers end
        from mtg_engine.rules.delayed_dies import expire

        expire(state)
        from mtg_engine.rules import extra_turns, turn_triggers

        extra_turns.expire(state)  # (a turn ended with no end step, 719.1)

        turn_triggers.expire(state)
        from mtg_engine.rules.extra_phases import expire as expire_added_combats

        expire_added_combats(state)  # (500.8: "that combat" never began)
    if step in _MAIN_STEPS and state.delayed:
        from mtg_engine.rules.delayed_main import due_at_main

        due_at_main(state, found, step)  # 603.7b, 505.1: "your next (precombat) main phase"
    if step in _DELAYED_AT and state.delayed:
        # 603.7: "at the beginning of the next turn's upkeep", "at end of combat" (511.1)
        when = _DELAYED_AT[step]
        due = [t for t in state.delayed if t.delay == when]
        state.delayed = tuple(t for t in state.delayed if t.delay != when)
        found += [replace(t, delay="") for t in due]
    if state.delayed and step in (_UPKEEP, Step.DECLARE_ATTACKERS):
        from mtg_engine.rules.next_attack_step import on_step as next_attack_step

        next_attack_step(state, found, step)  # 603.7b, 508.4 (Meandering Towershell)
    if step is _UPKEEP and state.delayed:
        # 603.7: delayed triggers "at the beginning of your next upkeep" (rebound 702.88a;
        # 603.7b, 603.7d: a Pact's, of the turn of its controller)
        due = [t for t in state.delayed if t.delay in ("upkeep", "your_next_upkeep")
               and t.controller == state.active]
        state.delayed = tuple(t for t in state.delayed if t not in due)
        found += [replace(t, delay="") for t in due]


def _on_cast(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    spell = state.objects.get(ev[2])  # "When you cast this spell" (702.85a)
    if spell is not None and any(t.event == "cast_self" for t in spell.card.triggers):
        _fire(state, found, ev[2], spell.card, ev[1], "cast_self", ev[2])
    if spell is not None and spell.chosen and spell.kind is StackKind.SPELL:
        from mtg_engine.rules.conspire import granted_triggers

        granted_triggers(state, found, ev[2], ev[1])  # 702.78b: given instances paid
        from mtg_engine.rules.spell_keywords import granted_replicate_trigger

        granted_replicate_trigger(state, found, ev[2], ev[1])  # 702.56a: a given replicate
        from mtg_engine.rules.casualty import granted_trigger as casualty_trigger

        casualty_trigger(state, found, ev[2], ev[1])  # 702.153a: a given casualty
    for o in _battlefield_with(state, "cast_spell"):
        if o.controller == ev[1] and ev[2] in state.objects:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "cast_spell", ev[2],
                  lambda tr, o=o, sid=ev[2]: matches(state, sid, tr.filter, o.controller, o.id),
                  remembered=(ev[2],))  # "that spell" (601.2i, 603.2)
    if spell is not None and not spell.copy:  # 601.2i, 707.12: a card cast, not a copy
        _you_play_card(state, found, ev[1], ev[2])
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
                          "cast_kicked_spell", ev[2], remembered=(ev[2],))  # ("that spell")
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
                  sid, lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
                  remembered=(sid,))  # ("that spell": the spell or the copy, 603.2)
    for o in _battlefield_with(state, "any_player_casts_or_copies"):  # 707.10: any player's
        _fire(state, found, o.id, card_of(state, o.id), o.controller,
              "any_player_casts_or_copies", sid,
              lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
              remembered=(player_ref(player),))  # ("they": the caster or copier, 603.2)
    if ev[0] != "copy_spell":
        return
    for o in _battlefield_with(state, "copy_spell"):  # "Whenever you copy a spell" (707.10)
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "copy_spell",
                  sid, lambda tr, o=o: matches(state, sid, tr.filter, o.controller, o.id),
                  remembered=(sid,))  # ("that spell": the copy)


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
        fire_gained(state, found, oid, "last_time_counter_removed")  # (gained suspend)
    o = state.objects.get(ev[1])
    if o is not None and o.zone is Zone.EXILE:  # "... is removed from ~ while it's exiled"
        for _ in range(min(-ev[3], 1000)):  # (each counter, 702.62a)
            _fire(state, found, o.id, o.card, o.controller, "time_counter_removed_in_exile")
        if oid is not None:
            _fire(state, found, o.id, o.card, o.controller, "last_time_counter_removed_in_exile")


def _on_draw(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: Batch) -> None:
    for o in _battlefield_with(state, "draw_card"):
        if o.controller == ev[1]:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "draw_card")
    _player_event(state, found, "opponent_draws", ev[1], mine=False)  # 121.1
    _nth_each_turn(state, found, ev, batch, "draw_nth_card", "opponent_draws_nth_card")
    from mtg_engine.rules.trigger_reveal_first_draw import on_draw as reveal_first

    reveal_first(state, found, ev, batch)  # 701.16a: "Reveal the first card you draw ..."


_TAP_EVENTS = {k: (f"becomes_{k}ped", f"attached_becomes_{k}ped") for k in ("tap", "untap")}


def _on_tap_untap(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                  ev: tuple, batch: Batch) -> None:  # 701.21
    index = _trigger_index(state)  # (its own triggers are in the index too)
    becomes, attached = _TAP_EVENTS[ev[0]]
    if not (becomes in index or attached in index or f"permanent_{becomes}" in index):
        return  # (no permanent has such an ability: the cheap test first)
    if ev[1] in state.battlefield:
        o = state.objects[ev[1]]
        _fire(state, found, o.id, card_of(state, o.id), o.controller, f"becomes_{ev[0]}ped")
        _attached_to(state, found, o.id, f"attached_becomes_{ev[0]}ped")  # 701.21
        # "Whenever a creature an opponent controls becomes tapped / a permanent you control
        # becomes untapped" (701.21a-b)
        _watched(state, found, f"permanent_becomes_{ev[0]}ped", o.id)


def _on_targeting(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                  ev: tuple, batch: Batch) -> None:
    _targeted_by_opponent(state, found, ev[2])  # ward (702.21a)
    _targeted(state, found, ev[2])
    so = state.objects.get(ev[2])
    if ev[0] == "targeted" and so is not None and so.kind in (None, StackKind.SPELL):
        # a copy of a spell is a spell (707.10) that targets what it targets as it is put onto
        # the stack (707.10c): "Whenever ~ becomes the target of a spell" (not heroic's "you
        # cast": a copy isn't cast, 707.10)
        _targeted_by_spell(state, found, ev[1], ev[2], cast=False)


def _on_retargeting(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                    ev: tuple, batch: Batch) -> None:
    """115.7: a target changed to `ev[3]`: that permanent becomes the target of the spell or
    ability `ev[2]` (the others were already its targets)."""
    _targeted_by_opponent(state, found, ev[2], ev[3])  # ward (702.21a)
    _targeted(state, found, ev[2], ev[3])
    so = state.objects.get(ev[2])
    if so is not None and so.kind in (None, StackKind.SPELL):
        _targeted_by_spell(state, found, so.controller, ev[2], cast=False, only=ev[3])


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
                      lambda tr, wid=wid, wctrl=wctrl: _sacrificed(tr.filter, ev, wid)
                      and _sacrificed_colors(state, tr.filter, batch.lki.get(old), wctrl, wid))


def _sacrificed_colors(state: GameState, f: Filter, rec: tuple | None,  # type: ignore[type-arg]
                       controller: int, watcher: int) -> bool:
    """"Whenever you sacrifice a black creature": the colours of the permanent as it last
    existed on the battlefield (603.10a, 608.2h: its "left_as" record, rules/last_known.py)."""
    if not f.colors and not f.not_colors:
        return True
    from dataclasses import replace

    from mtg_engine.rules.last_known import matches_as_it_left

    return rec is not None and matches_as_it_left(
        state, rec, replace(Filter(), colors=f.colors, not_colors=f.not_colors), controller,
        watcher)


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
    land = ev[2]  # "Whenever you play an Island", "When you play another land": the land
    # played, as it is on the battlefield (cards/oracle/trigger_lands_played.py)
    for o in _battlefield_with(state, "you_play_land"):
        if o.controller == ev[1]:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "you_play_land",
                  remembered=(player_ref(ev[1]),),
                  check=lambda tr, o=o: tr.filter == Filter() or (
                      land in state.objects and matches(state, land, tr.filter, o.controller, o.id)))
    _you_play_card(state, found, ev[1], land)
    _player_event(state, found, "opponent_plays_land", ev[1], mine=False)
    for o in _battlefield_with(state, "player_plays_land"):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, "player_plays_land",
              remembered=(player_ref(ev[1]),))


def _you_play_card(state: GameState, found: list[PendingTrigger], player: int,
                   played: int) -> None:
    """"Whenever you play a card": the player plays a land (305.1) or casts a card (601.2i;
    a copy cast, 707.12, is no card); what was played is remembered."""
    for o in _battlefield_with(state, "you_play_card"):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "you_play_card",
                  remembered=(played,))


def _suspended_upkeep(state: GameState, found: list[PendingTrigger]) -> None:
    """702.62a: "At the beginning of your upkeep, if this card is suspended, ..." functions in
    exile; "your" is the card's owner's (a card in exile has no controller, 108.4a)."""
    for oid in state.exile:
        o = state.objects[oid]
        if o.owner == state.active and any(t.event == "suspended_upkeep" for t in o.card.triggers):
            _fire(state, found, oid, o.card, o.owner, "suspended_upkeep")
        if o.owner == state.active:  # suspend a card in exile gained (rules/gained_suspend.py)
            fire_gained(state, found, oid, "suspended_upkeep")


def _player_event(state: GameState, found: list[PendingTrigger], event: str, player: int,
                  mine: bool, amount: int = 0) -> None:
    """A player's event seen by permanents of that player (`mine`) or of their opponents;
    the player is remembered ("that player")."""
    for o in _battlefield_with(state, event):
        if (o.controller == player) == mine:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, event,
                  remembered=(player_ref(player),), amount=amount)


def _watched(state: GameState, found: list[PendingTrigger], event: str, oid: int) -> None:
    """An event of an object seen by the permanents whose filter it matches ("Whenever a
    creature you control becomes blocked"); the object is remembered ("that creature")."""
    for o in _battlefield_with(state, event):
        _fire(state, found, o.id, card_of(state, o.id), o.controller, event, oid,
              lambda tr, o=o: matches(state, oid, tr.filter, o.controller, o.id),
              remembered=(oid,))


def _targeted_permanents(state: GameState, sid: int, only: int = 0
                         ) -> list[tuple[int, GameObject]]:
    """The permanents the spell or ability on the stack `sid` targets, each once however many
    times it is chosen (603.2c); `only`: the one a target was just changed to (115.7)."""
    o = state.objects.get(sid)
    if o is None or o.zone is not Zone.STACK:
        return []
    found = [(t, state.objects.get(t)) for t in dict.fromkeys(o.targets) if t > 0
             and (not only or t == only)]
    return [(t, p) for t, p in found if p is not None and p.zone is Zone.BATTLEFIELD]


def _targeted(state: GameState, found: list[PendingTrigger], sid: int, only: int = 0) -> None:
    """115.1, 115.9b: "Whenever ~ / enchanted creature becomes the target of a spell or
    ability": each permanent the spell or ability on the stack (`sid`) targets, once however
    many times it is chosen (603.2c); the spell or ability is remembered."""
    for t, p in _targeted_permanents(state, sid, only):
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
    # the spell cast, beside its caster ("counter that spell", 601.2i; event_referents.py)
    spell = ev[2] if mine == "cast_nth_spell" and ev[2] in state.objects else 0
    for o in _battlefield_with(state, mine):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, mine, spell,
                  lambda tr: tr.nth == n, remembered=(player_ref(player),))
    for o in _battlefield_with(state, theirs) if theirs else ():
        if player in state.opponents(o.controller):
            _fire(state, found, o.id, card_of(state, o.id), o.controller, theirs, spell,
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


def _card_now(state: GameState, o: GameObject) -> CardDef:
    return card_of(state, o.id) if o.zone is Zone.BATTLEFIELD else o.card


def _targeted_by_spell(state: GameState, found: list[PendingTrigger], caster: int,
                       sid: int, cast: bool = True, only: int = 0) -> None:
    """"Whenever ~ becomes the target of a spell": the spell just cast (601.2c), or a copy
    just put onto the stack (`cast` False, 707.10c), targets it; "that spell's controller" is
    remembered."""
    spell = state.objects.get(sid)
    if spell is None:
        return
    for o in _battlefield_with(state, "becomes_target_of_spell"):
        if o.id in spell.targets and (not only or o.id == only):
            for i, tr in enumerate(o.card.triggers):
                # "Whenever you cast a spell that targets ~" (heroic): the filter is the
                # spell's, and only a spell cast counts
                if tr.event == "becomes_target_of_spell" and (
                        tr.filter == Filter() or (
                            cast and matches(state, sid, tr.filter, o.controller, o.id))):
                    found.append(PendingTrigger(o.id, o.card.key, i, o.controller,
                                                state.new_timestamp(), sid,
                                                remembered=(player_ref(caster),)))


def _targeted_by_opponent(state: GameState, found: list[PendingTrigger], sid: int,
                          only: int = 0) -> None:
    """702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
    controls": each permanent the spell or ability on the stack (`sid`) targets, controlled by
    an opponent of its controller, with that ability now (613.1f); the spell or ability is
    remembered."""
    for t, p in _targeted_permanents(state, sid, only):
        ch = characteristics(state, t)
        if ch.controller == state.objects[sid].controller:
            continue
        for i, tr in enumerate(p.card.triggers):
            if tr.event == "becomes_target_by_opponent" and tr in ch.triggers:
                found.append(PendingTrigger(t, p.card.key, i, ch.controller,
                                            state.new_timestamp(), sid, remembered=(sid,),
                                            event_player=state.objects[sid].controller))
        for tr in ch.triggers:  # granted ones (613.1f: ward {N}, cards/ward_grant.py)
            if tr.granted and tr.event == "becomes_target_by_opponent":
                found.append(PendingTrigger(t, p.card.key, 0, ch.controller,
                                            state.new_timestamp(), sid, remembered=(sid,),
                                            granted=tr.granted))


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


