"""Conditions about players: their life compared with their starting life total (103.3), the
monarch among the opponents (720.1), the cards they own in exile (406.1, 108.3) and the
permanents put into their hand from the battlefield this turn (400.7). Registered in
rules/condition_families.JUDGES; oracle/conditions_players.py reads them.

- "life_above_starting": your life total minus your starting life total is `count` or more
  (0: "greater than or equal to", 1: "greater than", N: "at least N life more than");
- "life_below_starting": your life total is less than your starting life total;
- "opponent_monarch": an opponent is the monarch;
- "owns_card_in_exile" / "opponent_owns_card_in_exile": a card in exile you (an opponent) own;
- "to_hand_from_battlefield": a permanent was put into your hand from the battlefield this
  turn (a token too: it goes there before it ceases to exist, 111.7, 704.5d);
- "their_turn" / "not_their_turn": the player the trigger event remembers (its first player
  ref, 603.2: "Whenever a player casts a spell, if it's not their turn") is (not) the active
  player (500). Judged in rules/conditions.holds, which has the trigger's remembered objects;
- "self_not_token": the source isn't a token (111.1);
- "that_player_more_lands" / "that_player_another_land": the controller of the permanent the
  trigger remembers ("Whenever a land enters the battlefield under an opponent's control, if
  that player ...": as it is, or as it last existed, 608.2h) controls more lands than you /
  had another land enter the battlefield under their control this turn (judged in
  rules/conditions.holds, which has the remembered permanent);
- "graveyard_at_most": `count` or fewer cards matching `filter` in your graveyard (404.1);
- "each_player_life_at_most": each player has `count` or less life (119.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_engine.rules.filters import matches
from mtg_engine.rules.starting_life import starting_life_total

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def _above_starting(state: GameState, you: int) -> int:
    return state.players[you].life - starting_life_total(state, you)  # 103.3


def _owns_in_exile(state: GameState, players: set[int]) -> bool:
    """406.1: a card in exile owned by one of `players` (108.3); a token there is no card
    (111.1) and ceases to exist anyway (704.5d)."""
    return any(state.objects[oid].owner in players and not state.objects[oid].card.is_token
               for oid in state.exile)


def _to_hand_from_battlefield(state: GameState, c: Condition, you: int, source: int) -> bool:
    """A "move" from the battlefield to a hand this turn whose card you own (404.1... 108.3:
    a card goes to its owner's hand): the owner read from its "left_as" record (603.10a)."""
    from mtg_engine.rules.conditions import turn_events

    events = turn_events(state)
    owner = {ev[1]: ev[17] for ev in events if ev[0] == "left_as"}
    return any(ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "hand"
               and owner.get(ev[1]) == you for ev in events)


def their_turn(state: GameState, remembered: tuple[int, ...]) -> bool:
    """Is the player the trigger remembers the active player (500)? (False if it remembers
    none.)"""
    from mtg_engine.state.objects import ref_player

    player = next((ref_player(r) for r in remembered if r < 0), None)
    return player is not None and player == state.active


def _self_not_token(state: GameState, c: Condition, you: int, source: int) -> bool:
    """111.1: the source isn't a token (as it last existed, if it has left the battlefield:
    its "left_as" record, 608.2h)."""
    o = state.objects.get(source)
    if o is not None:
        return not o.card.is_token
    rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == source),
               None)
    return rec is not None and not rec[16]


def _controller_of(state: GameState, oid: int) -> int | None:
    """The permanent's controller, or as it last existed on the battlefield (608.2h)."""
    if oid in state.battlefield:
        return state.objects[oid].controller
    rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == oid), None)
    return int(rec[9]) if rec is not None else None


def that_player(state: GameState, kind: str, you: int, remembered: tuple[int, ...]) -> bool:
    """"that player" (the remembered permanent's controller) controls more lands than you, or
    had another land enter the battlefield under their control this turn."""
    from mtg_engine.rules.conditions import turn_events
    from mtg_engine.rules.layers import characteristics

    oid = remembered[0] if remembered and remembered[0] > 0 else 0
    player = _controller_of(state, oid) if oid else None
    if player is None:
        return False

    def lands(p: int) -> int:
        return sum(1 for x in state.battlefield if state.objects[x].controller == p
                   and characteristics(state, x).is_land)

    if kind == "that_player_more_lands":
        return lands(player) > lands(you)
    for ev in turn_events(state):
        other = int(ev[2]) if ev[0] == "move" and ev[5] == "battlefield" else 0  # type: ignore[call-overload]
        if not other or other == oid or _controller_of(state, other) != player:
            continue
        if other in state.battlefield:
            if characteristics(state, other).is_land:
                return True
            continue
        rec = next((e for e in reversed(state.log) if e[0] == "left_as" and e[1] == other),
                   None)
        if rec is not None and "Land" in rec[2]:
            return True
    return False


def self_dealt_that_player(state: GameState, source: int, remembered: tuple[int, ...]) -> int:
    """120.3: the damage the object `source` (the same object, 400.7) has dealt this turn to the
    player the trigger remembers ("if it has dealt 10 or more damage to that player this
    turn": Vessel of the All-Consuming)."""
    from mtg_engine.rules.conditions import turn_events

    player = next((r for r in remembered if r < 0), None)
    if player is None:
        return 0
    return sum(int(ev[3]) for ev in turn_events(state)  # type: ignore[call-overload]
               if ev[0] == "damage" and ev[1] == source and ev[2] == player)


JUDGES: dict[str, Callable[[GameState, Condition, int, int], bool]] = {
    "life_above_starting": lambda state, c, you, source: _above_starting(state, you) >= c.count,
    "life_below_starting": lambda state, c, you, source: _above_starting(state, you) < 0,
    "opponent_monarch": lambda state, c, you, source: state.monarch in state.opponents(you),
    "owns_card_in_exile": lambda state, c, you, source: _owns_in_exile(state, {you}),
    "opponent_owns_card_in_exile": lambda state, c, you, source: _owns_in_exile(
        state, set(state.opponents(you))),
    "to_hand_from_battlefield": _to_hand_from_battlefield,
    "self_not_token": _self_not_token,
    "graveyard_at_most": lambda state, c, you, source: sum(
        1 for g in state.players[you].graveyard
        if matches(state, g, c.filter, you, source)) <= c.count,
    "each_player_life_at_most": lambda state, c, you, source: all(
        p.life <= c.count for p in state.players if not p.lost),
}
