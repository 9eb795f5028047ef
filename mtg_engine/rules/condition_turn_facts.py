"""Conditions about what players did this turn and about the creatures attacking now, read from
the event log (rules/conditions.turn_events) and the combat (registered in
rules/condition_families.JUDGES; oracle/conditions_turn_facts.py reads them). Most are the
conditions of the Traps' alternative costs (118.9):

- "opponent_searched_this_turn": an opponent searched a library this turn (701.19);
- "creatures_attacking_at_least" / "creatures_attacking_exactly": `count` (or more) creatures
  are attacking (506.3); "attacking_is": an attacking creature matches `filter`;
- "opponent_cast_at_least": one opponent cast `count` or more spells this turn (601.2i);
- "opponent_gained_life_this_turn" (119.9), "opponent_drew_at_least" (121.1: one opponent drew
  `count` or more cards);
- "opponent_had_enter": `count` or more permanents matching `filter` entered the battlefield
  under one opponent's control this turn (as they are, or as they last existed there, 608.2h);
  "you_had_enter": the same under your control;
- "opponent_cards_to_graveyard_at_least": `count` or more cards were put into one opponent's
  graveyard from anywhere this turn (404.1; tokens aren't cards, 111.1);
- "discarded_this_turn" (701.8), "token_created_this_turn" (111.1), "surveilled_this_turn"
  (701.42), "no_land_played_this_turn" (305.1): by you; "no_creature_died_this_turn" (700.4);
  "creature_died_under_you": a creature you controlled died this turn (700.4);
  "creature_not_named_self_died": a creature not named as the source died this turn (201.2);
- "self_dealt_damage_to_opponent" / "self_was_dealt_damage" (120.3, the source itself this
  turn), "opponent_dealt_damage_at_least" (one opponent, `count` or more),
  "you_dealt_damage_at_least" (you, `count` or more in all), "no_life_lost_this_turn"
  (119.3), "self_attacked_or_blocked_this_turn" (508.1, 509.1);
- "library_at_least" / "library_empty" (401.1: your library), "opponent_controls_none" (one
  opponent controls no permanent matching `filter`), "opponent_poisoned" (122.1f: an opponent
  has a poison counter), "controls_exactly" (you control exactly `count` of `filter`);
- "not_starting_player": "you didn't go first this game" (103.1); "no_spell_cast_this_turn"
  (601.2i: you cast no spell this turn); "to_graveyard_from_battlefield" (a permanent of the
  `filter`'s card types was put into your graveyard from the battlefield this turn);
  "graveyards_at_least" (`count` or more cards matching `filter` in all graveyards, 404.1);
- "destroyed_by_opponent": a permanent you controlled matching `filter` as it last existed on
  the battlefield (603.10a, its "left_as" record) was destroyed this turn by a spell or ability
  an opponent controlled (701.7a: its "destroyed" record names that player);
- "your_main_phase": it's your turn and a main phase (505.1);
- "emblems_at_least": you have `count` or more emblems (114.2: the objects in the command zone
  you own with no card types, 114.3; planes and schemes have theirs).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_engine.rules.conditions import turn_events
from mtg_engine.rules.filters import matches
from mtg_engine.rules.turn_triggers import is_turn_trigger

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition, Filter
    from mtg_engine.state.game_state import GameState

Event = tuple[object, ...]


def _by_opponent(state: GameState, you: int, kind: str,
                 weight: Callable[[Event], int] = lambda ev: 1) -> Counter[int]:
    """Per opponent of `you`, the events of `kind` this turn whose player (ev[1]) it is."""
    opponents = set(state.opponents(you))
    out: Counter[int] = Counter()
    for ev in turn_events(state):
        if ev[0] == kind and ev[1] in opponents:
            out[int(ev[1])] += weight(ev)  # type: ignore[call-overload]
    return out


def _attackers(state: GameState) -> list[int]:
    combat = state.combat
    return [a for a in combat.attackers if a in state.battlefield] if combat is not None else []


def _opponent_had_enter(state: GameState, c: Condition, you: int, source: int) -> bool:
    return _had_enter(state, c, you, source, set(state.opponents(you)))


def _you_had_enter(state: GameState, c: Condition, you: int, source: int) -> bool:
    return _had_enter(state, c, you, source, {you})


def _had_enter(state: GameState, c: Condition, you: int, source: int,
               opponents: set[int], back: int = 0) -> bool:
    per = entered_per_player(state, c.filter, you, source, opponents, back)
    return any(n >= c.count for n in per.values())


def entered_per_player(state: GameState, f: Filter, you: int, source: int,
                       opponents: set[int], back: int = 0) -> Counter[int]:
    """How many permanents matching `f` entered the battlefield under the control of each of
    `opponents` (the opponents, or you) this turn (`back` 1: last turn). 608.2h: a
    permanent still on the battlefield is judged as it is; one gone since, as it last existed
    there (its "left_as" record, rules/last_known.py)."""
    from mtg_engine.rules.last_known import matches_as_it_left

    events = turn_events(state, back)
    left = {ev[1]: ev for ev in (*events, *(turn_events(state) if back else ()))
            if ev[0] == "left_as"}
    per: Counter[int] = Counter()
    for ev in events:
        if ev[0] != "move" or ev[5] != "battlefield":
            continue
        oid = int(ev[2])  # type: ignore[call-overload]
        if oid in state.battlefield:
            who = state.objects[oid].controller
            ok = matches(state, oid, f, you, source)
        elif oid in left:
            who = int(left[oid][9])  # type: ignore[call-overload]
            ok = matches_as_it_left(state, left[oid], f, you, source)
        else:
            continue
        if ok and who in opponents:
            per[who] += 1
    return per


def _opponent_cards_to_graveyard(state: GameState, c: Condition, you: int, source: int) -> bool:
    """404.1: a card goes to its owner's graveyard; the owner read from the card there (or, if
    it has left the graveyard since, its "move" out)."""
    opponents = set(state.opponents(you))
    per: Counter[int] = Counter()
    for ev in turn_events(state):
        if ev[0] != "move" or ev[5] != "graveyard" or ev[8]:
            continue
        o = state.objects.get(int(ev[2]))  # type: ignore[call-overload]
        owner = o.owner if o is not None else _owner_of(state, int(ev[2]))  # type: ignore[call-overload]
        if owner in opponents:
            per[owner] += 1
    return any(n >= c.count for n in per.values())


def _owner_of(state: GameState, oid: int) -> int | None:
    """The owner of a card that has since left the graveyard: the player whose graveyard it
    left (its "move" out of the graveyard names the new object, whose owner is the same)."""
    for ev in state.log:
        if ev[0] == "move" and ev[1] == oid:
            new = state.objects.get(int(ev[2]))  # type: ignore[call-overload]
            return new.owner if new is not None else None
    return None


def _mine(kind: str) -> Callable[[GameState, Condition, int, int], bool]:
    def judge(state: GameState, c: Condition, you: int, source: int) -> bool:
        return any(ev[0] == kind and ev[1] == you for ev in turn_events(state))

    return judge


def _token_created(state: GameState, c: Condition, you: int, source: int) -> bool:
    """111.1: a token created under your control ("move" from no zone, rules/zones.py)."""
    return any(ev[0] == "move" and ev[4] == "none" and ev[8] and ev[6] == you
               for ev in turn_events(state))


def _no_creature_died(state: GameState, c: Condition, you: int, source: int) -> bool:
    """700.4: no creature was put into a graveyard from the battlefield this turn."""
    return not any(ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "graveyard" and ev[7]
                   for ev in turn_events(state))


def _other_named_died(state: GameState, c: Condition, you: int, source: int) -> bool:
    """700.4, 201.2: a creature whose name isn't the source's was put into a graveyard from the
    battlefield this turn (its name as it last existed there, 603.10a: a copy's is the copied
    card's)."""
    o = state.objects.get(source)
    name = o.card.name if o is not None else ""
    return any(ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "graveyard" and ev[7]
               and ev[3] != name for ev in turn_events(state))


def _creature_died_under_you(state: GameState, c: Condition, you: int, source: int) -> bool:
    """700.4: a creature you controlled was put into a graveyard from the battlefield this
    turn (its controller as it last existed there, 603.10a)."""
    return any(ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "graveyard" and ev[7]
               and ev[6] == you for ev in turn_events(state))


def _destroyed_by_opponent(state: GameState, c: Condition, you: int, source: int) -> bool:
    """701.7a, 603.10a: a permanent you controlled matching `filter` as it last existed was
    destroyed this turn by a spell or ability an opponent controlled."""
    from mtg_engine.rules.last_known import matches_as_it_left

    events = turn_events(state)
    opponents = set(state.opponents(you))
    by_opponent = {ev[1] for ev in events if ev[0] == "destroyed" and ev[2] in opponents}
    if not by_opponent:
        return False
    return any(ev[0] == "left_as" and ev[1] in by_opponent and ev[9] == you
               and matches_as_it_left(state, ev, c.filter, you, source) for ev in events)


def _player_of(target: object) -> int | None:
    """The player a "damage" event's target names (a negative ref, -1 - player), or None."""
    t = int(target)  # type: ignore[call-overload]
    return -t - 1 if t < 0 else None


def _damage_to_opponents(state: GameState, you: int, source: int | None) -> Counter[int]:
    """Per opponent, the damage dealt to them this turn (by `source` only, if given; 120.3)."""
    opponents = set(state.opponents(you))
    out: Counter[int] = Counter()
    for ev in turn_events(state):
        if ev[0] == "damage" and (source is None or ev[1] == source):
            p = _player_of(ev[2])
            if p in opponents:
                out[p] += int(ev[3])  # type: ignore[call-overload]
    return out


def _no_life_lost(state: GameState, c: Condition, you: int, source: int) -> bool:
    """119.3, 120.3a: you lost no life this turn (damage to you is life lost)."""
    from mtg_engine.rules.conditions import _life_losses

    return not any(who == you for who, n in _life_losses(turn_events(state)))


def _opponent_controls_none(state: GameState, c: Condition, you: int, source: int) -> bool:
    """An opponent controls no permanent matching `filter` (one of them, 102.2)."""
    return any(not any(state.objects[oid].controller == p
                       and matches(state, oid, c.filter, you, source)
                       for oid in state.battlefield)
               for p in state.opponents(you))


def _not_starting_player(state: GameState, c: Condition, you: int, source: int) -> bool:
    """103.1: the starting player took the game's first turn: the active player of its steps
    (the "step" events of turn 1, rules/turn.py); before any step began, no one has gone
    first."""
    first = next((ev for ev in state.log if ev[0] == "step" and ev[1] == 1), None)
    return first is not None and first[3] != you


def _to_graveyard_from_battlefield(state: GameState, c: Condition, you: int,
                                   source: int) -> bool:
    """A permanent with one of `filter`'s card types, as it last existed on the battlefield
    (608.2h, its "left_as" record), was put into your graveyard from there this turn (404.1:
    a card goes to its owner's graveyard; its "left_as" record names the owner)."""
    want = {t.lower() for t in c.filter.types}
    events = turn_events(state)
    left = {ev[1]: ev for ev in events if ev[0] == "left_as"}
    for ev in events:
        if ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "graveyard" \
                and ev[1] in left and left[ev[1]][17] == you \
                and want & {str(t).lower() for t in left[ev[1]][2]}:  # type: ignore[union-attr]
            return True
    return False


def _first_combat_phase(state: GameState, c: Condition, you: int, source: int) -> bool:
    """505.1a, 506.1: "if it's the first combat phase of the turn": the beginning of combat
    step has begun once this turn (rules/turn.py logs each step as it begins). A combat phase
    whose beginning of combat step was skipped (500.8) still counts, by its declare attackers
    step (508.8: no combat damage step without one): the most of the two step counts."""
    steps = [ev[2] for ev in turn_events(state) if ev[0] == "step"]
    return max(steps.count("BEGIN_COMBAT"), steps.count("DECLARE_ATTACKERS")) <= 1


def _your_main_phase(state: GameState, c: Condition, you: int, source: int) -> bool:
    """505.1: "if it's your main phase": your turn, in a main phase (precombat or postcombat,
    505.1a; an additional main phase is one, 500.8)."""
    from mtg_engine.core.steps import Step

    return state.active == you and state.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


JUDGES: dict[str, Callable[[GameState, Condition, int, int], bool]] = {
    "first_combat_phase": _first_combat_phase,
    "your_main_phase": _your_main_phase,
    "opponent_searched_this_turn": lambda state, c, you, source: bool(
        _by_opponent(state, you, "search")),
    "creatures_attacking_at_least": lambda state, c, you, source: len(
        _attackers(state)) >= c.count,
    "creatures_attacking_exactly": lambda state, c, you, source: len(
        _attackers(state)) == c.count,
    "attacking_is": lambda state, c, you, source: any(
        matches(state, a, c.filter, you, source) for a in _attackers(state)),
    "opponent_cast_at_least": lambda state, c, you, source: any(
        n >= c.count for n in _by_opponent(state, you, "cast").values()),
    "opponent_gained_life_this_turn": lambda state, c, you, source: any(
        n > 0 for n in _by_opponent(state, you, "gain_life",
                                    lambda ev: int(ev[2])).values()),  # type: ignore[call-overload]
    "opponent_drew_at_least": lambda state, c, you, source: any(
        n >= c.count for n in _by_opponent(state, you, "draw").values()),
    "opponent_had_enter": _opponent_had_enter,
    "you_had_enter": _you_had_enter,
    "opponent_cards_to_graveyard_at_least": _opponent_cards_to_graveyard,
    "discarded_this_turn": _mine("discard"),
    "surveilled_this_turn": _mine("surveil"),
    "no_land_played_this_turn": lambda state, c, you, source: not _mine("play_land")(
        state, c, you, source),
    "land_played_this_turn": _mine("play_land"),  # 305.1: "if you played a land this turn"
    "token_created_this_turn": _token_created,
    "no_creature_died_this_turn": _no_creature_died,
    "creature_died_under_you": _creature_died_under_you,
    "destroyed_by_opponent": _destroyed_by_opponent,
    "creature_not_named_self_died": _other_named_died,
    "self_dealt_damage_to_opponent": lambda state, c, you, source: any(
        n > 0 for n in _damage_to_opponents(state, you, source).values()),
    "opponent_dealt_damage_at_least": lambda state, c, you, source: any(
        n >= c.count for n in _damage_to_opponents(state, you, None).values()),
    "you_dealt_damage_at_least": lambda state, c, you, source: sum(  # 120.3
        int(ev[3]) for ev in turn_events(state)  # type: ignore[call-overload]
        if ev[0] == "damage" and _player_of(ev[2]) == you) >= c.count,
    "self_was_dealt_damage": lambda state, c, you, source: any(
        ev[0] == "damage" and ev[2] == source and int(ev[3]) > 0  # type: ignore[call-overload]
        for ev in turn_events(state)),
    "self_attacked_or_blocked_this_turn": lambda state, c, you, source: any(
        ev[0] in ("attack", "block") and ev[1] == source for ev in turn_events(state)),
    "no_life_lost_this_turn": _no_life_lost,
    "library_at_least": lambda state, c, you, source: len(
        state.players[you].library) >= c.count,
    "library_empty": lambda state, c, you, source: not state.players[you].library,
    "opponent_controls_none": _opponent_controls_none,
    "opponent_poisoned": lambda state, c, you, source: any(
        state.players[p].counters.get("poison", 0) > 0 for p in state.opponents(you)),
    "not_starting_player": _not_starting_player,
    "emblems_at_least": lambda state, c, you, source: sum(
        1 for oid in state.command if state.objects[oid].owner == you
        and not state.objects[oid].card.types and not is_turn_trigger(state, oid)) >= c.count,
    "no_spell_cast_this_turn": lambda state, c, you, source: not any(
        ev[0] == "cast" and ev[1] == you for ev in turn_events(state)),
    "to_graveyard_from_battlefield": _to_graveyard_from_battlefield,
    # 701.17a: ("sacrifice", player, old id, types, subtypes, token): `count` or more of the
    # subtype `name` sacrificed by you this turn, as they last existed (603.10a)
    "sacrificed_at_least": lambda state, c, you, source: sum(
        1 for ev in turn_events(state) if ev[0] == "sacrifice" and ev[1] == you
        and c.name in ev[4]) >= c.count,  # type: ignore[operator]
    "graveyards_at_least": lambda state, c, you, source: sum(
        1 for p in state.players for g in p.graveyard
        if matches(state, g, c.filter, you, source)) >= c.count,
    "controls_exactly": lambda state, c, you, source: sum(
        1 for oid in state.battlefield if state.objects[oid].controller == you
        and matches(state, oid, c.filter, you, source)) == c.count,
}
