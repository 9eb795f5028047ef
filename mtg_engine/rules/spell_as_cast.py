"""A spell as it became cast (601.2i), for the counts of the spells cast this turn by kind.

"Whenever you cast your second Goblin spell each turn", "if it's the second creature spell
you cast this turn", "if you've cast a noncreature spell this turn", "Players can't cast more
than one instant spell each turn": each reads the spells cast earlier this turn. A spell's
characteristics are those the layer system gives it on the stack (613.1, 611.3c: Maskwood
Nexus makes creature spells every creature type, Painter's Servant adds a colour; 708.4: a
face-down spell is a nameless 2/2 creature), not those printed on its card. So as a spell
becomes cast, `log_cast_as` records them ("cast_as", spell id, types, subtypes, supertypes,
colours, power, every creature type) when they differ from its card's (the cheap case, a spell
as printed, records nothing), and `cast_card` gives the card of a "cast" event with those
characteristics."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtg_engine.core.types import CardType, Supertype

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef, Filter
    from mtg_engine.state.game_state import GameState

CAST_AS = "cast_as"
Event = tuple[Any, ...]


def _printed(state: GameState, name: str) -> CardDef | None:
    """The card a "cast" event names (the face cast, 709.3); a face-down spell's has no name
    (708.4)."""
    if not name:
        from mtg_engine.rules.face_down import FACE_DOWN

        return FACE_DOWN
    try:
        return state.db.get(name)
    except LookupError:
        return None


def log_cast_as(state: GameState, sid: int, name: str) -> None:
    """601.2i: record the spell `sid`'s characteristics as it becomes cast, if they aren't its
    card's (`name`: the name the "cast" event logs)."""
    from mtg_engine.rules.layers import characteristics

    o = state.objects.get(sid)
    if o is None or (_no_effect_on(state, sid) and _as_printed(state, o.card, name)):
        return  # (the cheap case: no effect applies to it and its card is as printed)
    ch = characteristics(state, sid)
    card = _printed(state, name)
    rec = (CAST_AS, sid, *_record_from(ch)[2:])
    if card is not None and rec[2:] == _record_of(card)[2:]:
        return
    state.log.append(rec)


def _no_effect_on(state: GameState, sid: int) -> bool:
    """611.3c, 613.1: does no effect change the spell's characteristics (no static ability
    working outside the battlefield, no effect applying to it, a copy effect included)? Then
    they are those of its card with its characteristic-defining abilities (604.3)."""
    from mtg_engine.rules.layers import _other_zone_statics

    return not any(sid in e.affected for e in state.effects) and not _other_zone_statics(state)


# (card, database, name) -> whether the card's own characteristics are those of the card the
# name prints (`_as_printed`); the key is the card's id, checked against the card itself
_PRINTED: dict[tuple[int, int, str], tuple[CardDef, Any, bool]] = {}


def _as_printed(state: GameState, card: CardDef, name: str) -> bool:
    """Are the characteristics `card` gives a spell (with its intrinsic ones, and no
    characteristic-defining ability, 604.3) those of the card `name` prints? Computed once per
    card (no database lookup on every cast)."""
    key = (id(card), id(state.db), name)
    memo = _PRINTED.get(key)
    if memo is not None and memo[0] is card and memo[1] is state.db:
        return memo[2]
    from mtg_engine.rules.layers import _from_card

    printed = _printed(state, name)
    ch = _from_card(card, 0)
    same = printed is not None and not any(st.cda for st in ch.statics) \
        and _record_from(ch)[2:] == _record_of(printed)[2:]
    if len(_PRINTED) > 65536:
        _PRINTED.clear()
    _PRINTED[key] = (card, state.db, same)
    return same


def _record_from(ch: Any) -> Event:
    return (CAST_AS, 0, tuple(sorted(t.value for t in ch.types)), tuple(sorted(ch.subtypes)),
            tuple(sorted(s.value for s in ch.supertypes)), ch.colors,
            ch.power if ch.is_creature else None, ch.every_creature_type)


def _record_of(card: CardDef) -> Event:
    is_creature = CardType.CREATURE in card.types
    return (CAST_AS, 0, tuple(sorted(t.value for t in card.types)), tuple(sorted(card.subtypes)),
            tuple(sorted(s.value for s in card.supertypes)), card.colors,
            (card.power or 0) if is_creature else None, False)


def records(events: list[Event]) -> dict[int, Event]:
    """spell id -> its "cast_as" record, among `events` (those of this turn, say)."""
    return {int(ev[1]): ev for ev in events if ev[0] == CAST_AS}


def cast_card(state: GameState, ev: Event, recs: dict[int, Event]) -> CardDef | None:
    """The card of the "cast" event `ev` with the characteristics its spell had as it became
    cast (`recs`: `records` of the events read; None if the card isn't known)."""
    card = _printed(state, str(ev[3]))
    rec = recs.get(int(ev[2]))
    if rec is None or card is None:
        return card
    _, _, types, subtypes, supertypes, colors, power, _every = rec
    return replace(card, types=tuple(CardType(t) for t in types), subtypes=tuple(subtypes),
                   supertypes=tuple(Supertype(s) for s in supertypes), colors=colors,
                   power=power if power is not None else card.power)


def every_creature_type(ev: Event, recs: dict[int, Event]) -> bool:
    """Was the "cast" event's spell every creature type as it became cast (702.73a)?"""
    rec = recs.get(int(ev[2]))
    return bool(rec is not None and rec[7])


def cast_matches(state: GameState, ev: Event, recs: dict[int, Event], f: Filter) -> bool:
    """Was the spell of the "cast" event `ev` one `f` describes as it became cast (its types,
    colours, subtypes, power: rules/restrictions._spell_matches; every creature type has each
    creature type `f` names, 205.3m)?"""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.restrictions import _spell_matches

    card = cast_card(state, ev, recs)
    if card is None:
        return False
    if _spell_matches(card, f):
        return True
    return bool(f.subtypes) and every_creature_type(ev, recs) \
        and any(t in CREATURE_TYPES for t in f.subtypes) \
        and _spell_matches(card, replace(f, subtypes=()))
