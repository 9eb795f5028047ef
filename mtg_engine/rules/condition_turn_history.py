"""Conditions judged from the event log and the source's control (oracle/
conditions_turn_history.py reads them; registered in rules/condition_families.JUDGES):

- "self_controlled_since_turn": you've controlled the source continuously since the
  beginning of your most recent turn (302.6: as summoning sickness counts it);
- "your_creature_spell_countered": a creature spell you cast this turn was countered by a
  spell or ability an opponent controlled (701.5a: the "countered" event names the player
  who countered it, effects/primitives.perform_counter; the spell's card types its card's);
- "you_had_enter_last_turn": `count` or more permanents matching `filter` entered the
  battlefield under your control last turn (as condition_turn_facts reads this turn's);
- "self_came_under_control" / "self_not_came_under_control": the source is a permanent that
  came under your control this turn (302.6: it entered, or its control changed, this turn) /
  is not;
- "counter_put_on_yours": a counter of kind `name` was put on a permanent you controlled
  this turn (122.6; the permanent's controller now, or as it last existed on the battlefield);
- "self_attacked_your_last_turn": the source attacked during your most recent turn before this
  one (508.1m; "~ can't attack if it attacked during your last turn.", Giant Turtle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.conditions import turn_events

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def _controlled_since(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.rules.mana import _most_recent_turn_of

    o = state.objects.get(source)
    if o is None or o.zone.value != "battlefield" or o.controller != you:
        return False
    return o.since_turn == 0 or o.since_turn < _most_recent_turn_of(state, you)


def _came_under_control(state: GameState, c: Condition, you: int, source: int) -> bool:
    """302.6: "~ came under your control this turn": the turn it came under its controller's
    control (GameObject.since_turn, set as it enters and as control changes) is this one."""
    o = state.objects.get(source)
    return o is not None and o.zone.value == "battlefield" and o.controller == you \
        and o.since_turn == state.turn


def _not_came_under_control(state: GameState, c: Condition, you: int, source: int) -> bool:
    return not _came_under_control(state, c, you, source)


def _creature_spell_countered(state: GameState, c: Condition, you: int, source: int) -> bool:
    events = turn_events(state)
    mine = {ev[2]: ev[3] for ev in events if ev[0] == "cast" and ev[1] == you}
    for ev in events:
        if ev[0] != "countered" or len(ev) < 5 or not ev[4] or ev[1] not in mine:
            continue
        if ev[3] == you or ev[3] < 0:
            continue  # (countered by you, or by no player's spell or ability)
        try:
            card = state.db.get(str(mine[ev[1]]))
        except LookupError:
            continue
        if any(t.value == "Creature" for t in card.types):
            return True
    return False


def _had_enter_last_turn(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.rules.condition_turn_facts import _had_enter

    return _had_enter(state, c, you, source, {you}, back=1)


def _counter_put_on_yours(state: GameState, c: Condition, you: int, source: int) -> bool:
    events = turn_events(state)
    for ev in events:
        if ev[0] != "counters" or ev[2] != c.name or ev[3] <= 0:
            continue
        o = state.objects.get(ev[1])
        if o is not None and o.zone.value == "battlefield":
            if o.controller == you:
                return True
            continue
        left = next((e for e in events if e[0] == "left_as" and e[1] == ev[1]), None)
        if left is not None and left[9] == you:
            return True
    return False


def your_last_turn_events(state: GameState, you: int) -> list[tuple[object, ...]]:
    """The events of `you`'s most recent turn before this one (500.1: the log between its
    ("turn", n, active) event and the next turn's; extra turns count, 500.7), or []. The
    game's first turn logs no "turn" event: its events open the log, its active player the
    one of its "step" events (103.1)."""
    log = state.log
    i = len(log) - 1
    while i >= 0 and log[i][0] != "turn":  # (this turn's own event)
        i -= 1
    if i < 0:
        return []  # (this is the first turn)
    end = i
    i -= 1
    while i >= 0:
        if log[i][0] == "turn":
            if log[i][2] == you:
                return [log[j] for j in range(i + 1, end)]
            end = i
        i -= 1
    first = next((ev for ev in log if ev[0] == "step" and ev[1] == 1), None)
    return [log[j] for j in range(0, end)] if first is not None and first[3] == you else []


def _self_attacked_your_last_turn(state: GameState, c: Condition, you: int,
                                  source: int) -> bool:
    """"it attacked during your last turn" (Giant Turtle): the source (the same object, 400.7)
    was declared as an attacker (508.1m's "attack" event) in your most recent turn before
    this one."""
    return any(ev[0] == "attack" and ev[1] == source
               for ev in your_last_turn_events(state, you))


JUDGES = {"self_controlled_since_turn": _controlled_since,
          "self_attacked_your_last_turn": _self_attacked_your_last_turn,
          "self_came_under_control": _came_under_control,
          "self_not_came_under_control": _not_came_under_control,
          "your_creature_spell_countered": _creature_spell_countered,
          "you_had_enter_last_turn": _had_enter_last_turn,
          "counter_put_on_yours": _counter_put_on_yours}
