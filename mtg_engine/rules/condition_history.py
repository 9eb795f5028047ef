"""Conditions on this combat and on the creatures on the battlefield (registered into
rules/condition_families.JUDGES; read by cards/oracle/conditions_turn.py):

- "self_attacked_or_blocked": the source was declared as an attacker (508.1) or as a blocker
  (509.1) in this combat phase (since its beginning of combat step began, 507);
- "self_blocked_with": the source blocked, or was blocked by, a creature matching `filter`
  this turn (509.1);
- "controls_greatest": you control a creature whose power (`name` "power") or toughness
  ("toughness") is the greatest among creatures on the battlefield, or tied for it (208.1);
  with `name` "each power" / "each toughness", every creature with the greatest is yours;
- "opponent_lost_life_last_turn": an opponent lost life during the previous turn (119.3,
  120.3a: damage to a player is life lost);
- "player_lost_life_this_turn": a player lost `count` or more life this turn, in all;
- "graveyard_empty": there are no cards in your graveyard (404.1);
- "full_party": your party has four creatures (700.8, counted as rules/amounts.py does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def self_attacked_or_blocked(state: GameState, c: Condition, controller: int, source: int) -> bool:
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn" or (ev[0] == "step" and ev[2] == "BEGIN_COMBAT"):
            return False
        if ev[0] in ("attack", "block") and ev[1] == source:
            return True
    return False


def self_blocked_with(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """509.1: a block declared this turn ("block", blocker, attacker) between the source and
    a creature matching the filter, judged as it is now, or as it last existed on the
    battlefield if it has left (608.2h)."""
    from mtg_engine.rules.conditions import turn_events
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.last_known import matches_as_it_left

    events = turn_events(state)
    for ev in events:
        if ev[0] != "block" or source not in (ev[1], ev[2]):
            continue
        other = ev[2] if ev[1] == source else ev[1]
        if other in state.battlefield:
            if matches(state, other, c.filter, controller, source):  # type: ignore[arg-type]
                return True
            continue
        rec = next((e for e in events if e[0] == "left_as" and e[1] == other), None)
        if rec is not None and matches_as_it_left(state, rec, c.filter, controller, source):
            return True
    return False


def controls_greatest(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.layers import characteristics, is_creature

    each, stat = c.name.startswith("each "), c.name.removeprefix("each ")
    values: list[tuple[int, bool]] = []
    for oid in state.battlefield:
        if not is_creature(state, oid):
            continue
        ch = characteristics(state, oid)
        n = ch.power if stat == "power" else ch.toughness
        values.append((n or 0, ch.controller == controller))
    if not values:
        return False
    top = max(n for n, _ in values)
    if each:  # "you control each creature ... with the greatest power": none is another's
        return all(mine for n, mine in values if n == top)
    return any(mine and n == top for n, mine in values)


def opponent_lost_life_last_turn(state: GameState, c: Condition, controller: int,
                                 source: int) -> bool:
    from mtg_engine.rules.conditions import _life_losses, turn_events

    return any(who != controller and n > 0 for who, n in _life_losses(turn_events(state, 1)))


def player_lost_life_this_turn(state: GameState, c: Condition, controller: int,
                               source: int) -> bool:
    from mtg_engine.rules.conditions import _life_losses, turn_events

    lost: dict[int, int] = {}
    for who, n in _life_losses(turn_events(state)):
        lost[who] = lost.get(who, 0) + n
    return any(n >= c.count for n in lost.values())


def graveyard_empty(state: GameState, c: Condition, controller: int, source: int) -> bool:
    return not state.players[controller].graveyard


def full_party(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.amounts import party_size

    return party_size(state, controller) == 4

