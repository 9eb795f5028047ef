"""Which objects a DSL `Filter` describes ("nonblack creature", "creature you control")."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import Filter
from mtg_engine.core.types import CardType
from mtg_engine.rules.card_type_choice import CARD_TYPE_NAMES
from mtg_engine.rules.damaged_this_turn import damage_this_turn_is
from mtg_engine.rules.graveyard_history import put_there_this_turn
from mtg_engine.rules.layers import Characteristics, characteristics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, player_ref


def _match(state: GameState, o: GameObject, ch: Characteristics, f: Filter, controller: int,
           source_id: int) -> bool:
    if f.base_pt and f"{ch.base_power}/{ch.base_toughness}" != f.base_pt:  # 208.1, 613.4b
        return False  # (after layer 7b)
    if f.commander is not None:  # 903.3
        from mtg_engine.rules.commanders import is_commander

        if is_commander(state, o.id) != f.commander:
            return False
    if f.mana_costs and str(ch.mana_cost) not in f.mana_costs:  # 202.1: as printed
        return False
    if f.watched:  # 603.7c: one of the objects a delayed ability watches (turn_triggers.py)
        from mtg_engine.rules.turn_triggers import watched

        if o.id not in watched(state, source_id):
            return False
    if f.cast_from:  # 601.2a: the zone the spell was cast from (rules/spell_cast_zones.py)
        from mtg_engine.rules.spell_cast_zones import cast_from_matches

        if not cast_from_matches(state, o.id, f.cast_from):
            return False
    # (`t in ch.types`: the types are str enums, equal to and hashed as their names, "Creature")
    if f.types and not any(t in ch.types for t in f.types):
        return False
    if f.spell_targets:  # 115.9b (rules/spell_targets.py)
        from mtg_engine.rules.spell_targets import targets_one_of

        if not targets_one_of(state, o, f.spell_targets, controller, source_id):
            return False
    if f.all_types and not all(t in ch.types for t in f.all_types):
        return False
    if f.not_types and any(t in ch.types for t in f.not_types):
        return False
    if f.subtypes and not any(ch.has_subtype(s) for s in f.subtypes):
        return False
    if f.not_subtypes and any(ch.has_subtype(s) for s in f.not_subtypes):
        return False
    if f.supertypes and not any(s in ch.supertypes for s in f.supertypes):
        return False
    if f.not_supertypes and any(s in ch.supertypes for s in f.not_supertypes):
        return False
    if f.colors and not any(c in ch.colors for c in f.colors):
        return False
    if f.not_colors and any(c in ch.colors for c in f.not_colors):
        return False
    if f.all_colors and not all(c in ch.colors for c in f.all_colors):  # 105.2
        return False
    if f.colorless is not None and (ch.colors == "") != f.colorless:
        return False
    if f.multicolored is not None and (len(set(ch.colors)) >= 2) != f.multicolored:  # 105.4
        return False
    if f.historic is not None and historic(ch.supertypes, ch.types, ch.subtypes) != f.historic:
        return False
    if f.color_count is not None and len(set(ch.colors)) != f.color_count:  # 105.2
        return False
    if f.monocolored is not None and (len(set(ch.colors)) == 1) != f.monocolored:  # 105.4
        return False
    if f.x_fields and f.x_amount is not None:  # "with power less than or equal to the
        # number of Islands you control": that count as the filter is checked (608.2h; for a
        # target, as it is chosen and as it resolves, 601.2c, 608.2b)
        return _match(state, o, ch, counted_bound(state, f, controller, source_id),
                      controller, source_id)
    if f.x_fields:
        return False  # X not bound to its value (107.3a: rules/x_filters.py)
    if f.controller == "enchanted_player":  # 303.4: the player the source Aura enchants
        src = state.objects.get(source_id)
        return src is not None and src.attached_to == player_ref(ch.controller) \
            and _match(state, o, ch, replace(f, controller=None), controller, source_id)
    if f.controller is not None and f.controller != "you" and f.controller != "opponent":
        return False  # "that_player" not bound to a player (603.2: rules/trigger_targets.py)
    if f.controller == "you" and ch.controller != controller:
        return False
    if f.controller == "opponent" and ch.controller == controller:
        return False
    if f.controlled_by >= 0 and ch.controller != f.controlled_by:  # (bound "that_player")
        return False
    if f.owned_by_you and o.owner != controller:  # 108.3
        return False
    if f.same_owner and (source_id not in state.objects  # 702.140a (rules/mutate.py)
                         or o.owner != state.objects[source_id].owner):
        return False
    if f.other and (o.id == source_id or (o.zone.value != "battlefield"
                                          and source_id not in state.objects
                                          and _became(state, source_id) == o.id)):
        return False  # "another": not the source, nor the card it became (400.7)
    if f.attached_to_source and o.attached_to != source_id:  # 301.5, 303.4
        return False
    if f.attached_with_source and not _attached_with(state, o, source_id):  # 303.4, 301.5
        return False
    if f.attached_to_filter is not None and not _attached_to_match(
            state, o, f.attached_to_filter, controller, source_id):
        return False
    if f.tapped is not None and o.tapped != f.tapped:
        return False
    if f.keywords and not any(k in ch.keywords or (k in _ALT_KEYWORDS and _has_alt(ch, k))
                              for k in f.keywords):
        return False  # (702.113, 702.140: "a card with awaken" has an awaken cost)
    if f.not_keywords and any(k in ch.keywords for k in f.not_keywords):
        return False
    if f.power_le is not None and ch.power > f.power_le:
        return False
    if f.power_ge is not None and ch.power < f.power_ge:
        return False
    if f.toughness_le is not None and ch.toughness > f.toughness_le:  # 208.1
        return False
    if f.toughness_ge is not None and ch.toughness < f.toughness_ge:
        return False
    if f.pt_total is not None and ch.power + ch.toughness != f.pt_total:  # 208.1
        return False
    if f.power_lt_source and not _power_less_than_source(state, ch.power, source_id):
        return False
    if f.power_gt_source and not _power_greater_than_source(state, ch.power, source_id):
        return False  # 509.1b: "creatures with power greater than ~'s power"
    if f.chosen and not _is_chosen(state, ch, f.chosen, source_id):  # 614.12a
        return False
    if f.not_chosen and _is_chosen(state, ch, f.not_chosen, source_id):  # 608.2d
        return False
    if f.defending:  # 506.2: the defending player of the attacking source
        from mtg_engine.rules.keyword_abilities import defending_player_of

        if ch.controller != defending_player_of(state, source_id):
            return False
    mv = ch.card.mana_value + (o.x * ch.card.mana_cost.x_count if o.x else 0)
    if f.mana_value_le is not None and mv > f.mana_value_le:
        return False
    if f.mana_value_ge is not None and mv < f.mana_value_ge:
        return False
    if f.mana_value_odd is not None and (mv % 2 == 1) != f.mana_value_odd:
        return False  # 202.3: "with an odd mana value" (0 is even)
    if f.least_mana_value and mv > _least_mana_value(state, f, controller, source_id):
        return False  # 202.3: "with the lowest mana value" (tied: each of them)
    if f.token is not None and o.is_token != f.token:
        return False
    if f.name is not None and ch.name != f.name:
        return False
    if f.has_counter is not None and (  # 122.1: "with a counter on it" is of any kind
            not any(n > 0 for n in o.counters.values()) if f.has_counter == "any"
            else o.counters.get(f.has_counter, 0) <= 0):
        return False
    if f.counters_at_least and o.counters.get(f.has_counter or "", 0) < f.counters_at_least:
        return False  # 122.1: "with three or more level counters on it"
    if f.no_counters and any(n > 0 for n in o.counters.values()):
        return False
    if f.no_counter and o.counters.get(f.no_counter, 0) > 0:  # 122.1: none of that kind
        return False
    if f.any_of and not any(_match(state, o, ch, alt, controller, source_id)
                            for alt in f.any_of):
        return False  # "target creature or Vehicle": one of the kinds (205.2a, 115.1)
    if f.damage_this_turn and not damage_this_turn_is(state, o.id, f.damage_this_turn,
                                                      controller):
        return False  # 120.1 (rules/damaged_this_turn.py)
    if f.put_there_this_turn and not put_there_this_turn(state, o.id):
        return False  # 400.7 (rules/graveyard_history.py)
    if f.attacked_this_turn and not _attacked_this_turn(state, o.id):
        return False  # 508.1: "creatures that attacked this turn"
    if f.entered_this_turn and not _entered_this_turn(state, o.id):
        return False  # "creatures that entered the battlefield this turn" (400.7)
    if f.no_abilities and not no_abilities(ch):
        return False  # 113.1: "creatures with no abilities"
    if f.face_down and o.face_down is None:
        return False  # 708.2: "face-down creatures"
    if (f.enchanted is not None or f.equipped is not None or f.modified or f.other_aura
            or f.blocking_source or f.blocked_by_source) \
            and not attached_ok(state, o.id, f, source_id):
        return False  # 303.4, 301.5, 700.9, 509.1g
    combat = state.combat
    if f.in_combat is not None and ((combat is not None and (
            o.id in combat.attackers or o.id in combat.blockers)) != f.in_combat):
        return False
    if f.attacking is not None and ((combat is not None and o.id in combat.attackers) != f.attacking):
        return False
    if f.attacking_you and not _attacking_you(state, o.id, f.attacking_you, controller):
        return False
    if f.blocked is not None and not _blocked_as(state, o.id, f.blocked):
        return False  # 506.4: "blocked creature" / "unblocked creature"
    return not (f.blocking is not None
                and (combat is not None and o.id in combat.blockers) != f.blocking)


def _attached_with(state: GameState, o: GameObject, source_id: int) -> bool:
    """Is `o` attached to the permanent the source is attached to (303.4, 301.5)?"""
    src = state.objects.get(source_id)
    host = src.attached_to if src is not None else None
    return host is not None and host > 0 and o.attached_to == host


def _attached_to_match(state: GameState, o: GameObject, f: Filter, controller: int,
                       source_id: int) -> bool:
    """303.4, 301.5: "Aura attached to a creature you control": the permanent `o` is attached
    to (not a player, 303.4: a Curse) matches `f`, from the same player's point of view."""
    host = o.attached_to
    if host is None or host < 0 or host not in state.objects \
            or state.objects[host].zone.value != "battlefield":
        return False
    return _match(state, state.objects[host], characteristics(state, host), f, controller,
                  source_id)


def _attacking_you(state: GameState, oid: int, what: str, you: int) -> bool:
    """506.2, 508.1b: is `oid` attacking player `you` (or, with "you_or_planeswalker", a
    planeswalker `you` control)?"""
    from mtg_engine.state.objects import ref_player

    combat = state.combat
    if combat is None or oid not in combat.attackers:
        return False
    target = combat.attackers[oid]
    if ref_player(target) is not None:
        return ref_player(target) == you
    return what == "you_or_planeswalker" and target in state.objects \
        and state.objects[target].controller == you


def _became(state: GameState, old: int) -> int:
    """400.7: the object the source `old` became as it left its zone (0 if none): "When ~
    dies, return another target creature card from your graveyard" can't target ~'s card."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "move" and ev[1] == old:
            return int(ev[2])
    return 0


def attached_ok(state: GameState, oid: int, f: Filter, source_id: int) -> bool:
    from mtg_engine.rules.attached_filters import attached_ok as ok

    return ok(state, oid, f, source_id)


def chosen_value(state: GameState, source_id: int, what: str) -> str:
    """The choice ("color": a letter, "creature_type": a type) the source made as it entered
    the battlefield (614.12a, kept in `GameObject.chosen`); for an ability on the stack, its
    source permanent's. "" when there is none (it entered without that choice)."""
    o = state.objects.get(source_id)
    if o is None:  # a source gone (sacrificed as a cost): the choice of its ability resolving
        return next((dict(state.objects[s].chosen).get(what, "") for s in state.stack
                     if s in state.objects and state.objects[s].source == source_id
                     and dict(state.objects[s].chosen).get(what)), "")
    value = chosen_of(o.chosen, what)
    if not value and o.source and o.source in state.objects:
        value = chosen_of(state.objects[o.source].chosen, what)
    return value


def chosen_of(chosen: tuple[tuple[str, str], ...], what: str) -> str:
    """The choice `what` among `chosen`; "the chosen type" (`creature_type`) is also a land
    type chosen ("choose a [basic] land type", 205.3i)."""
    got = dict(chosen)
    value = got.get(what, "")
    if not value and what == "creature_type":
        value = got.get("basic_land_type", "") or got.get("land_type", "") \
            or got.get("card_type", "")  # (205.2a: rules/card_type_choice.py)
    return value


def _is_chosen(state: GameState, ch: Characteristics, what: str, source_id: int) -> bool:
    """"of the chosen color / type" (614.12a): the object has the color or creature type the
    source chose; with no choice made, nothing matches."""
    value = chosen_value(state, source_id, what)
    if not value:
        return False
    if what == "name":  # 201.2: "cards with the chosen name" (rules/card_names.py)
        from mtg_engine.rules.card_names import has_name

        return has_name(ch.name, value)
    if value in CARD_TYPE_NAMES:  # 205.2a: a card type chosen (rules/card_type_choice.py)
        return CardType(value) in ch.types
    return value in ch.colors if what == "color" else ch.has_subtype(value)


def card_is_chosen(state: GameState, source_id: int, what: str, card: object,
                   oid: int = 0) -> bool:
    """"of the chosen color / type" (614.12a) read on a card being cast (its characteristics
    as a spell): the card has the color or creature type the source chose; `oid`: the object
    cast, whose creature types an effect may change (611.3c: Maskwood Nexus, rules/
    spell_characteristics.py)."""
    value = chosen_value(state, source_id, what)
    if not value:
        return False
    if what == "color":
        return value in getattr(card, "colors", "")
    if what == "name":  # 201.2 (rules/card_names.py)
        from mtg_engine.rules.card_names import has_name

        return has_name(getattr(card, "name", ""), value)
    if value in CARD_TYPE_NAMES:  # 205.2a (rules/card_type_choice.py)
        return CardType(value) in getattr(card, "types", ())
    if card_has_subtype(card, value):
        return True
    from mtg_engine.rules.spell_characteristics import given_creature_type

    return given_creature_type(state, oid, card, (value,))  # type: ignore[arg-type]


_ALT_KEYWORDS = ("awaken", "mutate")


def _has_alt(ch: Characteristics, kind: str) -> bool:
    """702.113a, 702.140a: awaken and mutate are alternative costs the card has
    (cards/dsl.AltCost kind)."""
    return any(a.kind == kind for a in getattr(ch.card, "alt_costs", ()))


def _blocked_as(state: GameState, oid: int, blocked: bool) -> bool:
    """506.4, 509.1h: is `oid` an attacking creature that is blocked (`blocked`) or unblocked?
    Once blockers are declared it is one or the other for the rest of the combat; before, it
    is neither."""
    from mtg_engine.core.steps import Step
    from mtg_engine.rules.ninjutsu import _AFTER_BLOCKS

    combat = state.combat
    if combat is None or oid not in combat.attackers or state.step not in _AFTER_BLOCKS \
            or (state.step is Step.DECLARE_BLOCKERS and not combat.blocks_declared):
        return False
    return (oid in combat.blocked) == blocked


def _least_mana_value(state: GameState, f: Filter, controller: int, source_id: int) -> int:
    """The lowest mana value among the permanents the rest of `f` names (202.3)."""
    rest = replace(f, least_mana_value=False)
    return min((characteristics(state, oid).card.mana_value for oid in state.battlefield
                if _match(state, state.objects[oid], characteristics(state, oid), rest,
                          controller, source_id)), default=0)


def card_has_subtype(card: object, sub: str) -> bool:
    """A card's subtype `sub` as it is outside the battlefield or about to enter (614.12): a
    creature type is also had by a card that is every creature type, changeling's
    characteristic-defining ability (702.73a, 604.3: it functions in every zone; 205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if sub in getattr(card, "subtypes", ()):
        return True
    return sub in CREATURE_TYPES and ("changeling" in getattr(card, "keywords", ()) or any(
        st.cda and (st.effect.all_creature_types or sub in st.effect.add_subtypes)
        for st in getattr(card, "statics", ())))  # ("~ is also a Cleric, ...", 604.3)


def _attacked_this_turn(state: GameState, oid: int) -> bool:
    """508.1: was the permanent declared as an attacker this turn (rules/keyword_abilities.py;
    400.7: as this object, not before it changed zones)?"""
    from mtg_engine.rules.keyword_abilities import attacked_this_turn

    return attacked_this_turn(state, oid)


def _entered_this_turn(state: GameState, oid: int) -> bool:
    """Did this object move onto the battlefield this turn (a card from another zone or a
    token created, logged as a move: 400.7, it is the object that entered, not one before
    it changed zones)?"""
    from mtg_engine.rules.conditions import turn_events

    return any(ev[0] == "move" and ev[2] == oid and ev[5] == "battlefield"
               for ev in turn_events(state))


def no_abilities(ch: Characteristics) -> bool:
    """113.1: an object with no abilities (Muraganda Petroglyphs): none now (keywords,
    activated, triggered, static abilities, 113.3), and its rules text gave it none, or an
    effect removed them all (613.1f: lost, whatever its text; abilities granted after count).
    A face-down permanent has no text (708.2a); a card's reminder text is no ability (207.2)."""
    if ch.keywords or ch.abilities or ch.triggers or ch.statics or ch.flashback is not None:
        return False
    return ch.lost_all or not re.sub(r"\([^)]*\)", "", ch.card.text).strip()


def historic(supertypes: Iterable[Any], types: Iterable[Any], subtypes: Iterable[str]) -> bool:
    """700.6: legendaries, artifacts and Sagas are historic (a permanent's characteristics or
    the face of a card cast)."""
    return any(x.value == "Legendary" for x in supertypes) \
        or any(x.value == "Artifact" for x in types) or "Saga" in subtypes


def _source_power(state: GameState, source_id: int) -> int | None:
    """The source permanent's power now, for "with power less/greater than this creature's
    power" (mentor 702.134a, 509.1b); a source that has left the battlefield, its power as it
    last existed there (608.2h: "Sacrifice ~: Creatures you control with power less than ~'s
    power ...", rules/last_known.py); None if it never was on the battlefield."""
    src = state.objects.get(source_id)
    if src is not None and src.zone.value == "battlefield":
        return characteristics(state, source_id).power
    for ev in reversed(state.log):  # (rare: the source has left)
        if ev[0] == "left_as" and ev[1] == source_id:
            return int(ev[7])  # (last_known.log_as_it_leaves: its power)
    return None


def _power_less_than_source(state: GameState, power: int, source_id: int) -> bool:
    theirs = _source_power(state, source_id)
    return theirs is not None and power < theirs


def _power_greater_than_source(state: GameState, power: int, source_id: int) -> bool:
    theirs = _source_power(state, source_id)
    return theirs is not None and power > theirs


def counted_bound(state: GameState, f: Filter, controller: int, source_id: int) -> Filter:
    """`f` with its X fields bound to its `x_amount` counted now, for `controller` (608.2h)."""
    from mtg_engine.rules.amounts import amount_value
    from mtg_engine.rules.x_filters import bind
    from mtg_engine.state.game_state import Frame

    frame = Frame((), ("", False, "ability", 0), 0, controller, source_id, "", (), ())
    return replace(bind(f, amount_value(state, frame, f.x_amount)), x_amount=None)


def matches(state: GameState, oid: int, f: Filter, controller: int, source_id: int = 0) -> bool:
    """Does object `oid` match `f`, for a source controlled by `controller`?"""
    o = state.objects[oid]
    return _match(state, o, characteristics(state, oid), f, controller, source_id)


def match_characteristics(state: GameState, o: GameObject, ch: Characteristics, f: Filter,
                          controller: int, source_id: int) -> bool:
    """The same test on characteristics being computed (the layer system deciding what a
    static ability affects, 611.3a, 613.5)."""
    return _match(state, o, ch, f, controller, source_id)
