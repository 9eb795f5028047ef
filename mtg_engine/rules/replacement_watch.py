"""Which events a replacement or prevention effect watches (614.1, 615.1): the event's kind, the
player or object it affects, the damage's source and recipient, and what an entering permanent
would be (614.12). `rules/replacement.applicable` asks `watches` of every effect that exists."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtg_engine.cards.dsl import Filter, ReplacementSpec
from mtg_engine.rules import (
    damaged_this_turn,
    discard_replacement,
    draw_replacements,
    player_counters,
    replacement_tokens,
)
from mtg_engine.rules.spell_characteristics import given_creature_type
from mtg_engine.state.objects import Zone, player_ref, ref_player

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState


def watches(state: GameState, spec: ReplacementSpec, ev: Event, src: int, controller: int,
            shield_target: int, shield_dest: int = 0) -> bool:
    """Does `spec` (of source `src`, controlled by `controller`) apply to `ev`? (`shield_dest`:
    a chosen source's shield's one recipient, affects "dest", 615.8)"""
    kind = ev.kind
    e = spec.event
    if e == "damage":
        return kind == "damage" and damage_watched(state, spec, ev, src, controller,
                                                   shield_target, shield_dest)
    if e in ("gain_life", "draw", *draw_replacements.EVENTS):  # (only some draws: those)
        return kind == draw_replacements.kind(e) and draw_replacements.watches(state, e, ev) \
            and _player_watched(state, spec.affects, ev.player, controller, shield_target)
    if e == "destroy":
        return kind == "destroy" and _object_watched(state, spec, ev.obj, src, controller,
                                                     shield_target)
    if e == "put_counters" and kind == "counters" and (spec.affects in player_counters.AFFECTS
                                                       or player_counters.on_player(ev)):
        return player_counters.watched(state, spec, ev, controller)  # 122.1, 122.6
    if e == "put_counters" and ev.cause == player_counters.COST and spec.condition == "by_effect":
        return False  # 614.16, 118.3: "If an effect would put ..." (a cost isn't an effect)
    if e == "put_counters" and spec.condition == "by_modular" and ev.cause != "modular":
        return False  # 614.16, 702.43a: "If a modular triggered ability would put ..."
    if e == "put_counters":  # 614.16: "if one or more counters would be put on ..."
        return kind == "counters" and ev.obj in state.objects \
            and (not spec.counter_kind or spec.counter_kind == ev.counter_kind) \
            and _object_watched(state, spec, ev.obj, src, controller, shield_target)
    if e == "create_tokens":  # 614.16: "if an effect would create one or more tokens ..."
        return kind == "tokens" and _player_watched(state, spec.affects, ev.player, controller,
                                                    shield_target) \
            and replacement_tokens.tokens_watched(state, spec, ev.source_card)
    if e in ("draw_step", "untap_step", "upkeep_step", "combat_phase"):  # "Skip your draw
        # step" (614.1b), "... skips their next combat phase" (614.10)
        return kind == e and _player_watched(state, spec.affects, ev.player, controller,
                                             shield_target)
    if e == "counter":
        return kind == "counter" and _player_watched(state, spec.affects, ev.player, controller,
                                                     shield_target)
    if kind != "move" or ev.obj not in state.objects:
        return False
    o = state.objects[ev.obj]
    if e == "enters":
        if ev.to != "battlefield":
            return False
        if spec.condition == "not_cast" and o.zone is Zone.STACK:
            return False  # "and it wasn't cast": a permanent spell resolving was (601.2i)
        return _entering_matches(state, spec, ev, src, controller)
    if e == "to_graveyard":
        if ev.to != "graveyard" or (spec.zone_from and o.zone.value != spec.zone_from):
            return False
    elif e == "die":  # 700.4: put into a graveyard from the battlefield (a creature, but see below)
        from mtg_engine.rules.layers import characteristics

        # A shield names its object ("if that creature or planeswalker would die"): 700.4
        # dying is any permanent's move to a graveyard, so a planeswalker there is exiled too
        if ev.to != "graveyard" or o.zone is not Zone.BATTLEFIELD \
                or (spec.affects != "shield" and not characteristics(state, ev.obj).is_creature):
            return False
    elif e == "leave_battlefield":
        if o.zone is not Zone.BATTLEFIELD or ev.to == "battlefield":
            return False
    elif e == discard_replacement.EVENT:  # "... causes you to discard ~" (701.8)
        if not discard_replacement.watches(state, ev, o):
            return False
    elif e != "move":
        return False
    return _object_watched(state, spec, ev.obj, src, controller, shield_target)



def _player_watched(state: GameState, affects: str, player: int, controller: int,
                    shield_target: int) -> bool:
    if affects == "shield":
        return player_ref(player) == shield_target
    if affects == "you":
        return player == controller
    if affects == "opponent":
        return player != controller
    return affects in ("any", "each_player")



def _object_watched(state: GameState, spec: ReplacementSpec, oid: int, src: int,
                    controller: int, shield_target: int) -> bool:
    if spec.affects == "shield":
        return oid == shield_target
    if spec.affects == "self":
        return oid == src
    if spec.affects == "attached":  # 303.4, 301.5
        return oid == _attached_to(state, src)
    if spec.affects == "any":
        return True
    if spec.affects in damaged_this_turn.DAMAGED_BY:  # "a creature dealt damage by ~ this turn"
        by = src if spec.affects == "damaged_by_self" else _attached_to(state, src)
        return damaged_this_turn.dealt_damage_this_turn(state, by, oid)
    o = state.objects[oid]
    if spec.affects in ("you", "opponent"):  # "a card an opponent owns", "... you own"
        return (o.owner == controller) == (spec.affects == "you") \
            and (spec.filter == Filter() or _filter_match(state, oid, spec.filter, controller, src))
    return _filter_match(state, oid, spec.filter, controller, src)



def _filter_match(state: GameState, oid: int, f: Filter, controller: int, src: int) -> bool:
    from mtg_engine.rules.filters import matches

    o = state.objects[oid]
    if o.zone is not Zone.BATTLEFIELD and f.controller is not None:
        # outside the battlefield "you control" reads as "you own" (108.4)
        f = replace(f, controller=None) if (o.owner == controller) == (f.controller == "you") \
            else f
    return matches(state, oid, f, controller, src)



def damage_watched(state: GameState, spec: ReplacementSpec, ev: Event, src: int,
                   controller: int, shield_target: int, shield_dest: int = 0) -> bool:
    if (spec.combat_only and not ev.combat) or (spec.noncombat_only and ev.combat):
        return False
    if spec.instead == "cap" and ev.amount <= spec.amount:
        return False  # "would deal 4 or more damage ... deals 3 instead": only then (616.1e)
    if spec.damage_at_most and ev.amount > spec.damage_at_most:
        return False  # 615.1a: "If a source would deal 3 or less damage to ~" (616.1e)
    if spec.condition == "has_counter" and (src not in state.objects  # "while it has a counter"
                                            or not state.objects[src].counters.get(spec.counter_kind)):
        return False
    target = ev.obj if ev.obj else player_ref(ev.player)
    if spec.source == "attached" and ev.source != _attached_to(state, src):
        return False  # "damage that would be dealt by enchanted creature" (303.4, 615)
    # the source: "from ~", "from a creature you control", a shield "from" an object
    if spec.source == "self" and ev.source != src:
        return False
    if spec.source == "shield" and ev.source != shield_target:
        return False
    if spec.source == "shield" and spec.source_filter != Filter() and (
            ev.source not in state.objects
            or not _filter_match(state, ev.source, spec.source_filter, controller, src)):
        return False  # 615.9: the chosen source no longer has the properties: not prevented
    if spec.source == "filter_but_shield" and (  # 615.1a: "creatures other than that one"
            ev.source == shield_target or ev.source not in state.objects
            or not _filter_match(state, ev.source, spec.source_filter, controller, src)):
        return False  # (effects/prevention_sources.from_creatures_except)
    if spec.source in ("filter", "spell") and (  # "spell": a source on the stack (608.2)
            ev.source not in state.objects
            or (spec.source == "spell" and state.objects[ev.source].zone is not Zone.STACK)
            or not _filter_match(state, ev.source, spec.source_filter, controller, src)):
        return False
    who = ref_player(target)
    a = spec.affects
    if a == "any":
        return True
    if a == "shield":
        return target == shield_target
    if a == "dest":  # 615.8: "... would deal damage to target creature": to that one only
        return target == shield_dest
    if a == "attached":  # "to enchanted creature", "to enchanted player" (a Curse, 303.4)
        return target == _attached_to(state, src)
    if a == "opponent_or_theirs":  # "to an opponent or a permanent an opponent controls"
        return who != controller if who is not None else \
            target in state.objects and state.objects[target].controller != controller
    if who is not None:
        return _player_watched(state, a, who, controller, shield_target)
    if target not in state.objects:
        return False
    if a == "self":
        return target == src
    return a == "filter" and _filter_match(state, target, spec.filter, controller, src)



def _attached_to(state: GameState, src: int) -> int:
    """The permanent the Aura or Equipment `src` is attached to (303.4, 301.5); -1 if none."""
    o = state.objects.get(src)
    return o.attached_to if o is not None and o.attached_to is not None else -1



# the filter fields `_entering_matches` reads; a card whose filter sets another (a colour...)
# is refused (cards/oracle/evaluable.py)
ENTERING_FILTER_FIELDS = frozenset({"types", "not_types", "subtypes", "not_subtypes",
                                    "supertypes", "token", "other", "chosen", "controller",
                                    "not_supertypes", "any_of"})



def _entering_matches(state: GameState, spec: ReplacementSpec, ev: Event, src: int,
                      controller: int) -> bool:
    """614.12: "[Objects] enter the battlefield ..." judged with the entering object's
    characteristics (its card's, and the control it will enter under)."""
    if spec.affects == "self":
        return ev.obj == src
    o = state.objects[ev.obj]
    f = spec.filter
    card = o.card
    if ev.cause != "created" and (card.faces or card.face_of):
        from mtg_engine.rules.zones import entering_card

        # 616.1d, 712.9: the face it would enter with (back face up: daybound at night,
        # 702.145b; a transforming spell cast transformed) is settled before the others apply
        card = entering_card(state, ev.obj, ev.face_index)
    types = {t.value for t in _entering_copy_types(state, ev) or card.types}
    if f.types and not types & set(f.types):
        return False
    if f.not_types and types & set(f.not_types):
        return False
    now = _keeps_types(ev, o.controller, o.owner)
    if f.subtypes and not any(_has_subtype(card, s) for s in f.subtypes) and not (
            now and given_creature_type(state, ev.obj, card, f.subtypes)):
        return False
    if f.not_subtypes and (any(_has_subtype(card, s) for s in f.not_subtypes) or (
            now and given_creature_type(state, ev.obj, card, f.not_subtypes))):
        return False  # "non-Human"
    if f.supertypes and not any(s.value in f.supertypes for s in card.supertypes):
        return False
    if f.not_supertypes and any(s.value in f.not_supertypes for s in card.supertypes):
        return False  # "nonbasic" (205.4a)
    if f.any_of and not any(_entering_matches(state, replace(spec, filter=sub), ev, src,
                                              controller) for sub in f.any_of):
        return False  # "creatures and nonbasic lands": either (its controller is f's)
    if f.token is not None and card.is_token != f.token:
        return False
    if f.other and ev.obj == src:
        return False
    if f.chosen:  # 614.12a: "of the chosen type", the source's choice
        from mtg_engine.rules.filters import card_is_chosen

        if not card_is_chosen(state, src, f.chosen, card, ev.obj if now else 0):
            return False
    who = ev.controller if ev.controller >= 0 else o.owner
    if f.controller == "you" and who != controller:
        return False
    return not (f.controller == "opponent" and who == controller)



def _keeps_types(ev: Event, controller: int, owner: int) -> bool:
    """614.12: continuous effects that already exist and would apply to the entering permanent
    count. An effect giving "creatures you control" and "creature spells you control and
    creature cards you own that aren't on the battlefield" a creature type (Maskwood Nexus,
    Arcane Adaptation, 611.3c) gives the entering card the types it has now
    (spell_characteristics.given_creature_type) when it enters under the control it has now
    (a card created as a token had none before)."""
    if ev.cause == "created":
        return False
    return (ev.controller if ev.controller >= 0 else owner) == controller


def _has_subtype(card: Any, sub: str) -> bool:
    """205.3m, 702.73a: the subtype, or any creature type for a card with changeling."""
    from mtg_engine.rules.filters import card_has_subtype

    return card_has_subtype(card, sub)



def _entering_copy_types(state: GameState, ev: Event) -> tuple[Any, ...]:
    """614.12, 616.1c: the card types of an object entering as a copy of another (its choice
    made, ev.chosen): the copiable values' (707.2) plus an "except it's an artifact in
    addition" (707.9b); () when it isn't entering as a copy."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.copy import copied_values, current_copy, enter_as_copy_ability

    value = current_copy(state, ev.chosen)  # (its latest choice, 707.9e)
    if value is None:
        return ()
    copied = copied_values(state, value)
    types = list(copied.types) if copied is not None else []
    st = enter_as_copy_ability(state.objects[ev.obj].card)
    for t in (st.effect.add_types if st is not None else ()):
        if CardType(t) not in types:
            types.append(CardType(t))
    return tuple(types)
