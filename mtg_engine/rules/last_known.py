"""Last known information of a permanent that left the battlefield (603.10a, 608.2h).

As a permanent leaves, rules/zones.py logs what it was ("left_as", old id, ...): its
characteristics after the layer system (613), its controller, counters, tapped status and
combat role. Leaves-the-battlefield triggers with a filter ("Whenever another Zombie you
control dies", "Whenever a creature you control with a +1/+1 counter on it dies") look back in
time to it (603.10a), and the filter is matched against the object as it last existed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import Filter
from mtg_engine.core.types import CardType, Supertype
from mtg_engine.rules.face_down import FACE_DOWN
from mtg_engine.rules.layers import Characteristics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

Event = tuple[Any, ...]


def log_as_it_leaves(state: GameState, o: GameObject, ch: Characteristics, key: str) -> None:
    """603.10a: record the permanent `o` (characteristics `ch`) as it leaves the battlefield;
    `key` finds its card (what the "move" event names; "" for a face-down one, 708.2)."""
    combat = state.combat
    role = ("attacking" if combat is not None and o.id in combat.attackers else
            "blocking" if combat is not None and o.id in combat.blockers else "")
    state.log.append((
        "left_as", o.id, tuple(sorted(t.value for t in ch.types)), tuple(sorted(ch.subtypes)),
        tuple(sorted(s.value for s in ch.supertypes)), ch.colors, tuple(sorted(ch.keywords)),
        ch.power, ch.toughness, ch.controller, ch.every_creature_type, o.x, o.tapped, role,
        tuple(sorted((k, n) for k, n in o.counters.items() if n)), key, o.card.is_token,
        o.owner, _attached_as_it_leaves(state, o)))


def _attached_as_it_leaves(state: GameState, o: GameObject) -> tuple[str, ...]:
    """What was attached to `o` as it left (303.4, 301.5, 700.9): "Aura" and/or "Equipment",
    and "own_aura" for an Aura its controller controlled (700.9: that makes it modified);
    read by "Whenever an equipped / enchanted / modified creature you control dies" (603.10a:
    the Auras and Equipment stay on the battlefield only until state-based actions)."""
    kinds: set[str] = set()
    for a in _auras_and_equipment(state):
        att = state.objects.get(a)
        if att is None or att.attached_to != o.id or att.id == o.id \
                or att.zone is not Zone.BATTLEFIELD:
            continue
        subtypes = set(att.card.subtypes)
        kinds |= {"Aura", "Equipment"} & subtypes
        if "Aura" in subtypes and att.controller == o.controller:
            kinds.add("own_aura")
    return tuple(sorted(kinds))


def _auras_and_equipment(state: GameState) -> list[int]:
    """The permanents whose card is an Aura or Equipment, in battlefield order (the only ones
    `_attached_as_it_leaves` reports); cached with the characteristics (as the permanents
    with a cost-changing static ability are, rules/costs.spell_cost_sources)."""
    key = ("auras_and_equipment",)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        cached = state._chars[key] = [  # type: ignore[index]
            a for a in state.battlefield
            if "Aura" in state.objects[a].card.subtypes
            or "Equipment" in state.objects[a].card.subtypes]
    return cached  # type: ignore[no-any-return]


def log_card_pt(state: GameState, oid: int) -> None:
    """608.2h: a creature card leaving a graveyard or exile (public zones, 400.2): its power
    and toughness there, its CDAs applied (604.3), for an effect that reads "that card's
    power" once the card has moved (Morgue Burst, Rotfeaster Maggot: rules/amounts.py)."""
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(state, oid)
    state.log.append(("left_zone_pt", oid, ch.power, ch.toughness))


def records(events: list[Event]) -> dict[int, Event]:
    """old id -> its "left_as" record, for the events of one batch."""
    return {ev[1]: ev for ev in events if ev[0] == "left_as"}


def _object(state: GameState, rec: Event) -> tuple[GameObject, Characteristics]:
    (_, old, types, subtypes, supers, colors, keywords, power, toughness, controller,
     every_type, x, tapped, _role, counters, key, is_token, _owner, _attached) = rec
    card = FACE_DOWN if not key else state.db.token(key) if is_token else state.db.get(key)
    o = GameObject(old, card, controller, Zone.GRAVEYARD)
    o.controller, o.x, o.tapped = controller, x, tapped
    o.counters = dict(counters)
    ch = Characteristics(card.name, frozenset(CardType(t) for t in types), frozenset(subtypes),
                         frozenset(Supertype(s) for s in supers), colors, frozenset(keywords),
                         power, toughness, power, toughness, controller, card,
                         every_creature_type=every_type)
    return o, ch


def mana_value_as_it_left(state: GameState, rec: Event) -> int:
    """202.3, 608.2h: the mana value of the permanent recorded by `rec` as it last existed: its
    card's (a copy's is what it copied, 707.2) plus X (202.3e); a face-down one's is 0 (708.2)."""
    o, ch = _object(state, rec)
    return ch.card.mana_value + (o.x * ch.card.mana_cost.x_count if o.x else 0)


def matches_as_it_left(state: GameState, rec: Event, f: Filter, controller: int,
                       source_id: int) -> bool:
    """Does the permanent recorded by `rec`, as it last existed on the battlefield, match
    `f` for a source controlled by `controller` (603.10a)?"""
    from mtg_engine.rules.filters import match_characteristics

    role = rec[13]
    if f.attacking is not None and (role == "attacking") != f.attacking:
        return False
    if f.blocking is not None and (role == "blocking") != f.blocking:
        return False
    if f.in_combat is not None and bool(role) != f.in_combat:
        return False
    if not _attached_as_it_left(rec, f):
        return False
    o, ch = _object(state, rec)
    rest = replace(f, attacking=None, blocking=None, in_combat=None, enchanted=None,
                   equipped=None, modified=False)
    return match_characteristics(state, o, ch, rest, controller, source_id)


def _attached_as_it_left(rec: Event, f: Filter) -> bool:
    """`f`'s "enchanted" / "equipped" / "modified" (303.4, 301.5, 700.9) of the permanent as
    it last existed (603.10a): what was attached to it and its counters then; "enchanted or
    equipped" (both asked) is either, as rules/attached_filters.attached_ok reads it now."""
    kinds, counters = set(rec[18]), rec[14]
    if f.modified and not (any(n > 0 for _, n in counters) or "Equipment" in kinds
                           or "own_aura" in kinds):
        return False
    asked = [(want, kind) for want, kind in ((f.enchanted, "Aura"), (f.equipped, "Equipment"))
             if want is not None]
    if not asked:
        return True
    if all(want for want, _ in asked):
        return any(kind in kinds for _, kind in asked)
    return all((kind in kinds) == want for want, kind in asked)
