"""Conditions about how a permanent got onto the battlefield, read from the event log
(registered in rules/condition_families.JUDGES; oracle/conditions_history.py reads them):

- "nth_spell_this_turn": the permanent was the `count`th spell its controller cast this turn
  (601.2i: the "cast" events of this turn, in order; the spell is the object that moved from
  the stack onto the battlefield, 400.7);
- "entered_or_cast_from_graveyard": it entered the battlefield from its controller's graveyard,
  or it was cast from there (601.2a; the graveyard is its owner's, 404.2: "your graveyard" is
  so only when its controller owns it);
- "it_nth_spell": the spell a "Whenever you cast a spell" trigger remembers was the `count`th
  spell matching `filter` (its card types) its caster cast this turn (601.2i; Vengevine's "if
  it's the second creature spell you cast this turn": judged in rules/conditions.holds, which
  has the trigger's remembered spell; the spells cast earlier as their cards say, 202.2, as
  rules/trigger_turn_counts counts them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.conditions import cast_from, turn_events

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def _entering_move(state: GameState, permanent: int) -> tuple[object, ...] | None:
    """The move event that put the permanent onto the battlefield (400.7: its new id)."""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "move" and ev[2] == permanent:
            return ev  # type: ignore[no-any-return]
    return None


def nth_spell_this_turn(state: GameState, c: Condition, you: int, source: int) -> bool:
    move = _entering_move(state, source)
    if move is None or move[4] != "stack":
        return False
    spell = move[1]
    n = 0
    for ev in turn_events(state):
        if ev[0] == "cast" and ev[1] == you:
            n += 1
            if ev[2] == spell:
                return n == c.count
    return False


def entered_or_cast_from_graveyard(state: GameState, c: Condition, you: int,
                                   source: int) -> bool:
    o = state.objects.get(source)
    if o is None or o.owner != you:
        return False
    move = _entering_move(state, source)
    if move is None:
        return False
    return move[4] == "graveyard" or (move[4] == "stack" and cast_from(state, source) == "graveyard")


def it_nth_spell(state: GameState, c: Condition, you: int, remembered: tuple[int, ...]) -> bool:
    """Is the remembered spell the `count`th spell of `c.filter`'s kind `you` cast this turn
    (each earlier one as it became cast, rules/spell_as_cast.py)?"""
    from mtg_engine.rules.spell_as_cast import cast_matches, records

    spell = remembered[0] if remembered else 0
    n = 0
    events = list(turn_events(state))
    recs = records(events)
    for ev in events:
        if ev[0] != "cast" or ev[1] != you:
            continue
        kind = cast_matches(state, ev, recs, c.filter)
        if ev[2] == spell:  # (the spell itself: as it is on the stack if it still is, 601.2i)
            o = state.objects.get(spell)
            if o is not None and o.zone.value == "stack":
                from mtg_engine.rules.filters import matches

                kind = matches(state, spell, c.filter, you, spell)
            return kind and n + 1 == c.count
        n += kind
    return False


def times_kicked(state: GameState, spell: int) -> int:
    """702.33c-d: how many times the spell `spell` was kicked: as it is (on the stack, or the
    permanent it became), else as it last existed on the stack (608.2h: its "spell_left"
    record, rules/zones.py)."""
    from mtg_engine.rules.conditions import kicks

    n = kicks(state, spell)
    if n:
        return n
    return next((int(ch[1]) for ev in state.log.since(0) if ev[0] == "spell_left"
                 and ev[1] == spell for ch in ev[6] if ch[0] == "kicks"), 0)


def it_kicked(state: GameState, remembered: tuple[int, ...]) -> bool:
    """702.33d: was the spell the trigger remembers ("Whenever you cast a spell, if that spell
    was kicked") kicked? Checked as the ability triggers and again as it resolves (603.4):
    the spell as it is (on the stack, or the permanent it became), else as it last existed
    on the stack (608.2h: logged by rules/zones.py as it left, countered or resolved)."""
    from mtg_engine.rules.conditions import kicks

    spell = remembered[0] if remembered else 0
    if kicks(state, spell) > 0:
        return True
    return any(ev[0] == "spell_left" and ev[1] == spell
               and any(ch[0] == "kicks" and int(ch[1]) > 0 for ch in ev[6])
               for ev in state.log.since(0))


JUDGES = {"nth_spell_this_turn": nth_spell_this_turn,
          "entered_or_cast_from_graveyard": entered_or_cast_from_graveyard}
