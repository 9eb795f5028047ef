"""Conditions about how and when a spell was cast (601.2) and the creatures that dealt you
damage this turn (registered in rules/condition_families.JUDGES; oracle/conditions_casting.py
reads them):

- "first_spell_this_game": you cast no spell before this one this game (601.2i: judged as the
  spell is being cast, before it becomes cast; GameState.cast_a_spell, which the saved game
  keeps, as the event log it keeps doesn't go back that far);
- "mana_spent_same_color": `count` or more mana of one colour was spent to cast it (601.2h,
  adamant: the spell's, or the permanent's it was, "spent" record);
- "cast_creature_and_noncreature": you cast a creature spell and a noncreature spell this
  turn (601.2i; the spells as their cards say, 202.2);
- "permanent_cast_in_main_phase": the permanent was a spell cast during its controller's main
  phase (505.1; "When ~ enters the battlefield, if you cast it during your main phase");
- "cast_not_from_hand": the spell was cast from a zone other than the hand (601.2a; a copy
  wasn't cast, 707.12);
- "not_cast_from_hand": the permanent wasn't cast from the hand (601.2a: put onto the
  battlefield otherwise, or cast from another zone; Phage the Untouchable);
- "damaged_by_creatures_at_least": `count` or more different creatures dealt you damage this
  turn (120.3; a creature as it is now, or as it last existed on the battlefield, 608.2h).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Condition
from mtg_engine.rules.conditions import cast_info, turn_events
from mtg_engine.state.objects import player_ref

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState


def _first_spell(state: GameState, c: Condition, you: int, source: int) -> bool:
    """You haven't cast a spell this game (an alternative cost's condition: judged as the spell
    is cast, before it becomes cast, 601.2b, 601.2i)."""
    return you not in state.cast_a_spell


def _damaged_by_creatures(state: GameState, c: Condition, you: int, source: int) -> bool:
    """120.3: the different creatures among the sources of this turn's damage to you."""
    from mtg_engine.rules.last_known_conditions import _record
    from mtg_engine.rules.layers import characteristics

    me = player_ref(you)
    sources = set()
    for ev in turn_events(state):
        if ev[0] != "damage" or ev[2] != me or int(ev[3]) <= 0:  # type: ignore[call-overload]
            continue
        sid = int(ev[1])  # type: ignore[call-overload]
        if sid in state.battlefield:
            creature = characteristics(state, sid).is_creature
        else:
            rec = _record(state, sid)
            creature = rec is not None and "Creature" in rec[2]
        if creature:
            sources.add(sid)
    return len(sources) >= c.count


def _permanent_cast_in_main_phase(state: GameState, c: Condition, you: int,
                                  source: int) -> bool:
    from mtg_engine.rules.conditions import _cast_in_main_phase, _spell_it_was

    spell = _spell_it_was(state, source)
    return spell != 0 and _cast_in_main_phase(state, spell, you)


def _same_color(state: GameState, c: Condition, you: int, source: int) -> bool:
    spent = dict(cast_info(state, source)).get("spent")
    return bool(spent) and any(int(n) >= c.count for n in spent.split(",")[:5])  # (WUBRG)


def _creature_and_noncreature(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.spell_as_cast import cast_card, records

    kinds = set()
    events = turn_events(state)
    recs = records(events)  # (601.2i: each spell as it became cast, rules/spell_as_cast.py)
    for ev in events:
        if ev[0] == "cast" and ev[1] == you:
            card = cast_card(state, ev, recs)
            if card is not None:
                kinds.add(CardType.CREATURE in card.types)
    return kinds == {True, False}


def _another_named_self(state: GameState, c: Condition, you: int, source: int) -> bool:
    """601.2i, 201.2: "you've cast another spell named ~ this game": a "cast" event of this
    game by you, of a spell with the source's name, other than the source (the spell
    resolving: its own cast event is not another spell's)."""
    o = state.objects.get(source)
    if o is None:
        return False
    name = o.card.name
    return any(ev[0] == "cast" and ev[1] == you and ev[2] != source and ev[3] == name
               for ev in state.log.since(0))


def _alt_mana_paid(state: GameState, c: Condition, you: int, source: int) -> bool:
    """118.9, 601.2b: "If the {1}{B} cost was paid": the spell (or the permanent it became,
    cast_info) was cast for an alternative cost, and the card's one alternative cost of kind
    "alternative" is of that mana (the one that was paid)."""
    from mtg_engine.rules.conditions import cast_info

    o = state.objects.get(source)
    if o is None or ("alt", "alternative") not in cast_info(state, source):
        return False
    alts = [a for a in o.card.alt_costs if a.kind == "alternative"]
    return len(alts) == 1 and str(alts[0].mana) == c.name


def _cast_not_from_hand(state: GameState, c: Condition, you: int, source: int) -> bool:
    """601.2a: "If this spell was cast from anywhere other than your hand": the spell was cast
    (a copy of a spell was not, 707.12) from a zone that isn't its owner's hand (the zone its
    cast move left, rules/conditions.cast_from)."""
    from mtg_engine.rules.conditions import cast_from

    zone = cast_from(state, source)
    return zone is not None and zone != "hand"


def _not_cast_from_hand(state: GameState, c: Condition, you: int, source: int) -> bool:
    """601.2a, 603.4: "if you didn't cast it from your hand": the permanent was put onto the
    battlefield without being cast, or was cast from another zone (rules/conditions.cast_from
    reads the moves that brought it there)."""
    from mtg_engine.rules.conditions import cast_from

    return cast_from(state, source) != "hand"


JUDGES: dict[str, Callable[[GameState, Condition, int, int], bool]] = {
    "not_cast_from_hand": _not_cast_from_hand,
    "alt_mana_paid": _alt_mana_paid,
    "cast_not_from_hand": _cast_not_from_hand,
    "cast_another_named_self": _another_named_self,
    "first_spell_this_game": _first_spell,
    "damaged_by_creatures_at_least": _damaged_by_creatures,
    "permanent_cast_in_main_phase": _permanent_cast_in_main_phase,
    "mana_spent_same_color": _same_color,
    "cast_creature_and_noncreature": _creature_and_noncreature,
}
