"""Conditions about how and when a spell was cast (601.2) and the creatures that dealt you
damage this turn (registered in rules/condition_families.JUDGES; oracle/conditions_casting.py
reads them):

- "not_cast_from_hand": the spell (or the permanent it became) was cast from a zone other
  than its controller's hand (601.2a; a copy wasn't cast, 707.12: false);
- "first_spell_this_game": you cast no spell before this one this game (601.2i: judged as the
  spell is being cast, before its own "cast" event, or once it has been cast, with it);
- "cast_another_named": you cast a spell with the source's name this game other than the
  source itself (601.2i, 201.2);
- "alt_cost_paid": the spell was cast for its alternative cost (118.9) whose mana is `name`
  ("If the {1}{B} cost was paid");
- "mana_spent_same_color": `count` or more mana of one colour was spent to cast it (601.2h,
  adamant: the spell's, or the permanent's it was, "spent" record);
- "cast_creature_and_noncreature": you cast a creature spell and a noncreature spell this
  turn (601.2i; the spells as their cards say, 202.2);
- "permanent_cast_in_main_phase": the permanent was a spell cast during its controller's main
  phase (505.1; "When ~ enters the battlefield, if you cast it during your main phase");
- "damaged_by_creatures_at_least": `count` or more different creatures dealt you damage this
  turn (120.3; a creature as it is now, or as it last existed on the battlefield, 608.2h).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Condition
from mtg_engine.rules.conditions import cast_from, cast_info, turn_events
from mtg_engine.state.objects import player_ref

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState


def _not_cast_from_hand(state: GameState, c: Condition, you: int, source: int) -> bool:
    zone = cast_from(state, source)
    return zone is not None and zone != "hand"


def _casts(state: GameState, you: int) -> list[tuple[object, ...]]:
    return [ev for ev in state.log if ev[0] == "cast" and ev[1] == you]


def _first_spell(state: GameState, c: Condition, you: int, source: int) -> bool:
    """No "cast" event of yours in the game's log, but the source's own (601.2i)."""
    return all(ev[2] == source for ev in _casts(state, you))


def _another_named(state: GameState, c: Condition, you: int, source: int) -> bool:
    o = state.objects.get(source)
    if o is None:
        return False
    return any(ev[2] != source and ev[3] == o.card.name for ev in _casts(state, you))


def _alt_cost_paid(state: GameState, c: Condition, you: int, source: int) -> bool:
    """118.9: cast for the alternative cost of the mana `name` (cast_info's ("alt", kind))."""
    o = state.objects.get(source)
    if o is None or ("alt", "alternative") not in cast_info(state, source):
        return False
    return any(alt.kind == "alternative" and str(alt.mana) == c.name
               for alt in o.card.alt_costs)


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

    kinds = set()
    for ev in turn_events(state):
        if ev[0] == "cast" and ev[1] == you:
            try:
                kinds.add(CardType.CREATURE in state.db.get(str(ev[3])).types)
            except LookupError:
                continue
    return kinds == {True, False}


JUDGES: dict[str, Callable[[GameState, Condition, int, int], bool]] = {
    "not_cast_from_hand": _not_cast_from_hand,
    "first_spell_this_game": _first_spell,
    "cast_another_named": _another_named,
    "alt_cost_paid": _alt_cost_paid,
    "damaged_by_creatures_at_least": _damaged_by_creatures,
    "permanent_cast_in_main_phase": _permanent_cast_in_main_phase,
    "mana_spent_same_color": _same_color,
    "cast_creature_and_noncreature": _creature_and_noncreature,
}
