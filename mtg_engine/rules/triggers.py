"""Triggered abilities (603): found by reading the event log, put on the stack the next time a
player would receive priority (603.3), in APNAP order (603.3b), each controller ordering their
own and choosing their targets (603.3c-d)."""

from __future__ import annotations

import itertools
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import CardDef
from mtg_engine.rules import event_referents, last_known
from mtg_engine.rules.exert import on_exert
from mtg_engine.rules.faces import chapter_triggers
from mtg_engine.rules.keyword_abilities import attacks_alone
from mtg_engine.rules.keyword_effects import on_exploits
from mtg_engine.rules.layers import hidden_zones_changed
from mtg_engine.rules.miracle import is_miracle_trigger
from mtg_engine.rules.monstrosity import on_monstrous
from mtg_engine.rules.per_opponent_targets import expand_now
from mtg_engine.rules.targets import legal_targets, same_word_chosen, unrelated
from mtg_engine.rules.trigger_base import _ATTACHED_LKI, _SCAN, Batch, Handler
from mtg_engine.rules.trigger_combat import (
    _attack_declared,
    _combat_damage_to_players,
    _on_combat_role,
    on_damage,
)
from mtg_engine.rules.trigger_doubling import additional_triggers
from mtg_engine.rules.trigger_events import (
    _cast_or_copy,
    _life_lost,
    _on_cast,
    _on_counters,
    _on_cycle,
    _on_discard,
    _on_draw,
    _on_gain_life,
    _on_phasing,
    _on_play_land,
    _on_retargeting,
    _on_sacrifice,
    _on_step,
    _on_tap_untap,
    _on_targeting,
    _on_transform,
    _on_turned_face_up,
    _state_triggers,
)
from mtg_engine.rules.trigger_zones import (
    _attached_as_they_left,
    _card,
    _on_move,
    with_granted_triggers,
)
from mtg_engine.rules.x_targets import any_number_chosen, any_number_goes_on, expand
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, StackKind, Zone


def collect_triggers(state: GameState, start: int) -> int:
    """Look at the events logged since `start` and record every ability they trigger: each
    event goes to the handler of its kind in EVENT_HANDLERS. Returns the new scan position."""
    if start >= state.log.length:
        return start  # (nothing logged since: most calls)
    events = state.log.since(start)
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
    # (cards put into a graveyard, and whether from the battlefield: trigger_graveyard.py)
    arrived = {ev[2]: (i, ev[4] == "battlefield") for i, ev in enumerate(events)
               if ev[0] == "move" and ev[5] == "graveyard" and ev[2]} if moved else {}
    try:
        for i, ev in enumerate(events):
            handler = EVENT_HANDLERS.get(ev[0])
            if handler is not None:
                _SCAN[:] = [i, entered, _entering(ev), arrived,
                            ev[0] == "move" and ev[4] == "battlefield"]
                caused = len(found)
                handler(state, found, ev, batch)
                if len(found) > caused and ev[0] == "move":  # 603.2d (trigger_doubling.py)
                    found += additional_triggers(state, ev, found[caused:], batch)
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
    if found and state.delayed:  # 603.7b: one that triggers once has (rules/turn_triggers.py)
        from mtg_engine.rules.turn_triggers import triggered

        triggered(state, found)
    if found:
        state.pending_triggers = (*state.pending_triggers, *found)
    return state.log.length


def _entering(ev: tuple) -> bool:  # type: ignore[type-arg]
    """An event of a permanent entering the battlefield: its move, or the counters it enters
    with (122.6: they are "put" on it as it enters; rules/zones.py marks them)."""
    return (ev[0] == "move" and ev[5] == "battlefield") or (
        ev[0] == "counters" and ev[-1] == "entering")


# The table: event kind (the first field of a logged event) -> its handler. A new trigger
# event gets a new entry (and its handler above), never a branch in collect_triggers.
EVENT_HANDLERS: dict[str, Handler] = {
    "damage": on_damage,  # (_on_damage when it could find something)
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
    "retargeted": _on_retargeting,  # 115.7 (effects/change_target.py)
    "turned_face_up": _on_turned_face_up,
    "cycle": _on_cycle,
    "attack": _on_combat_role,
    "block": _on_combat_role,
    "becomes_blocked": _on_combat_role,
    "unblocked": _on_combat_role,
    "sacrifice": _on_sacrifice,
    "exploits": on_exploits,  # 702.110b (rules/keyword_effects.py)
    "monstrous": on_monstrous,  # 701.31 (rules/monstrosity.py)
    "exert": on_exert,  # 701.39 (rules/exert.py)
    "copy_spell": _cast_or_copy,  # 707.10 (magecraft)
    "play_land": _on_play_land,  # 305.1
    "transform": _on_transform,  # 701.28
    "phase_in": _on_phasing,  # 702.26c
    "phase_out": _on_phasing,  # 702.26b, 603.10b
}


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
    if t.source_card == "":  # 708.2a: a face-down permanent's (an ability granted to it)
        from mtg_engine.rules.face_down import FACE_DOWN

        return FACE_DOWN
    return state.db.token(t.source_card)


def _push(state: GameState, t: PendingTrigger) -> None:
    card = trigger_card(state, t)
    tr = t.trigger(card)
    sid = state.new_id()
    o = GameObject(sid, card, t.controller, Zone.STACK, state.new_timestamp())
    o.controller = t.controller
    o.kind = StackKind.TRIGGERED
    o.source, o.ability, o.granted = t.source, t.ability, t.granted
    o.text_changes = t.text_changes  # 612, 113.7a
    o.remembered = t.remembered
    if t.event_player >= 0 or tr.event in event_referents.OBJECT_EVENTS:  # 603.2, 608.2h
        o.chosen = event_referents.on_stack(t, tr.event)
    if any(s.filter.defending for m in (tr, *tr.modes) for s in m.targets):
        from mtg_engine.rules.trigger_targets import chosen_defending

        o.chosen = (*o.chosen, *chosen_defending(state, t.source, t.remembered))  # (506.2, 603.3d)
    # A triggered ability has no X of its own (its text is compiled without X): its `x` holds
    # the amount of the event that triggered it ("that much", 603.2, 608.2h)
    o.x = t.amount
    if not o.x:  # 107.3m: an enters-the-battlefield ability's X is its spell's
        from mtg_engine.rules.entering_x import entering_x

        o.x = entering_x(state, t, tr)
    state.add_object(o, forget=False)
    state.stack.append(sid)
    # (an ability on the stack: what depends on it is forgotten; no player's cards moved)
    hidden_zones_changed(state, range(len(state.players)))
    if tr.targets or tr.modes or is_miracle_trigger(tr.event):
        # (603.3c: a mode, then its targets: rules/modal_triggers.py; 702.94a: miracle's
        # reveal first, rules/miracle.py)
        state.awaiting_targets = (*state.awaiting_targets, sid)
    # (its source and ability: "This ability triggers only once each turn", trigger_base.py)
    state.log.append(("trigger", t.controller, sid, t.source_card, t.source, t.ability))


def _choose_targets(state: GameState) -> bool:
    """603.3d: the controller chooses targets for each ability just put on the stack; one with
    no legal target for a required target is removed from the stack."""
    from mtg_engine.rules.miracle import choose_reveal
    from mtg_engine.rules.modal_triggers import choose_mode, trigger_specs

    while state.awaiting_targets:
        sid = state.awaiting_targets[0]
        moded = choose_reveal(state, sid)  # 702.94a
        if moded == "ok":
            moded = choose_mode(state, sid)  # 603.3c, 700.2
        if moded == "asked":
            return False
        if moded == "removed":
            state.awaiting_targets = state.awaiting_targets[1:]
            continue
        o = state.objects[sid]
        specs = expand_now(state, o.controller, trigger_specs(o), o.source)  # 601.2c, 603.3d
        while len(o.targets) < len(specs) or any_number_goes_on(specs, o.targets):
            spec = specs[min(len(o.targets), len(specs) - 1)]
            if spec.any_number:  # 601.2c, 603.3d: one more, or none (0: done)
                spec = replace(spec, any_number=False, optional=True)
            if state.asking == "trigger_target" and state.answer is not None:
                choice = state.answer[0]
                state.answer, state.asking = None, ""
            else:
                taken = same_word_chosen(specs, o.targets) | set(
                    any_number_chosen(specs, o.targets))  # 115.3
                options = [t for t in legal_targets(state, spec, o.controller, o.source)
                           if t not in taken]
                # 601.2c (with "any number of": the requirement once more for this one)
                full = expand(specs, o.x, len(o.targets) + 1) if specs[-1].any_number else specs
                taken = set(unrelated(state, full, o.targets, options))
                options = [t for t in options if t not in taken]
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
            from mtg_engine.rules.trigger_attachment_history import log_targets

            log_targets(state, sid)  # 115.1
        state.awaiting_targets = state.awaiting_targets[1:]
    return True


# session 6: batched events (603.2c) and others, in their own module, registered into
# EVENT_HANDLERS (rules/trigger_events_batch.py); 615.13: "whenever damage that would be
# dealt to you is prevented" (rules/prevention_triggers.py)
from mtg_engine.rules import chosen_players as _chosen_players  # noqa: E402, F401  (614.12a)
from mtg_engine.rules import curse_attacked as _curse_attacked  # noqa: E402, F401
from mtg_engine.rules import discard_triggers as _discards  # noqa: E402, F401  (701.8)
from mtg_engine.rules import haunt as _haunt  # noqa: E402, F401  (702.55)
from mtg_engine.rules import prevention_triggers as _prevented  # noqa: E402, F401
from mtg_engine.rules import trigger_activations as _activations  # noqa: E402, F401  (602.2)
from mtg_engine.rules import trigger_attached_blocks as _attached_blocks  # noqa: E402, F401  (509.1h-i)
from mtg_engine.rules import trigger_attached_to_self as _attached_self  # noqa: E402, F401  (701.3a)
from mtg_engine.rules import trigger_attachment_history as _attachment_history  # noqa: E402, F401  (115.1, 701.3)
from mtg_engine.rules import trigger_blocks as _blocks  # noqa: E402, F401  (509.1h-i)
from mtg_engine.rules import trigger_combat_damage_you as _combat_you  # noqa: E402, F401  (510.2)
from mtg_engine.rules import trigger_counter_each as _counter_each  # noqa: E402, F401  (122.6)
from mtg_engine.rules import trigger_countered as _countered  # noqa: E402, F401  (701.5a)
from mtg_engine.rules import trigger_counters_put as _counters_put  # noqa: E402, F401  (122.6)
from mtg_engine.rules import trigger_creature_damage as _creature_damage  # noqa: E402, F401  (120.3e)
from mtg_engine.rules import trigger_crews as _crews  # noqa: E402, F401  (702.122b)
from mtg_engine.rules import trigger_damage_to_self as _damage_to_self  # noqa: E402, F401  (510.2)
from mtg_engine.rules import trigger_day_night as _day_night  # noqa: E402, F401  (724.1a)
from mtg_engine.rules import trigger_defending as _defending  # noqa: E402, F401  (506.2, 510.2)
from mtg_engine.rules import trigger_dungeons as _dungeons  # noqa: E402, F401  (309, 701.46)
from mtg_engine.rules import trigger_enters_tapped as _enters_tapped  # noqa: E402, F401  (110.5)
from mtg_engine.rules import trigger_events_batch as _batched  # noqa: E402, F401
from mtg_engine.rules import trigger_exiled as _exiled  # noqa: E402, F401  (406.3)
from mtg_engine.rules import trigger_explores as _explores  # noqa: E402, F401  (701.40)
from mtg_engine.rules import trigger_history as _history  # noqa: E402, F401  (706.1, 701.8, 115.1)
from mtg_engine.rules import trigger_kicks as _kicks  # noqa: E402, F401  (702.33d)
from mtg_engine.rules import trigger_lands_played as _lands_played  # noqa: E402, F401  (305.1)
from mtg_engine.rules import trigger_monarch as _monarch  # noqa: E402, F401  (720.3)
from mtg_engine.rules import trigger_mutates as _mutates  # noqa: E402, F401  (702.140d)
from mtg_engine.rules import trigger_opponents as _opponents  # noqa: E402, F401  (508.1m, 510.3a)
from mtg_engine.rules import trigger_player_events as _player_events  # noqa: E402, F401
from mtg_engine.rules import trigger_players_graveyard as _players_graveyard  # noqa: E402, F401  (404.2)
from mtg_engine.rules import trigger_renowned as _renowned  # noqa: E402, F401  (702.112b)
from mtg_engine.rules import trigger_returned as _returned  # noqa: E402, F401  (400.7)
from mtg_engine.rules import trigger_spell_damage as _spell_damage  # noqa: E402, F401  (120.3)
from mtg_engine.rules import trigger_spell_targets as _spell_targets  # noqa: E402, F401  (115.1)
from mtg_engine.rules import trigger_steps as _steps  # noqa: E402, F401  (503.1, 505.1)
from mtg_engine.rules import trigger_tapped_self as _tapped_self  # noqa: E402, F401  (106.12)
from mtg_engine.rules import trigger_trains as _trains  # noqa: E402, F401  (702.149c)
from mtg_engine.rules import trigger_turn_counts as _turn_counts  # noqa: E402, F401  (119.3, 601.2i)
from mtg_engine.rules import trigger_variants as _variants  # noqa: E402, F401  (901, 904)
