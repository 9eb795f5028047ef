""""If a creature dealt damage by ~ this turn would die, exile it instead." (Kumano's Pupils;
"... by enchanted creature ...", Kumano's Blessing): a replacement effect (614.1a) on the
creatures that the source dealt damage to this turn (120.3: a "damage" event of more than 0,
since the turn began). A creature that changed zones is a new object (400.7): damage dealt to
it before doesn't count."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

# the DSL's `affects` for "a creature dealt damage by ~ / by enchanted creature this turn"
DAMAGED_BY = ("damaged_by_self", "damaged_by_attached")


def dealt_damage_this_turn(state: GameState, source: int, oid: int) -> bool:
    """Did `source` deal damage to the object `oid` this turn?"""
    if source <= 0:
        return False
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            return False
        if ev[0] == "damage" and ev[1] == source and ev[2] == oid and ev[3] > 0:
            return True
    return False


def combat_damage_by(state: GameState, source: int, ref: int) -> bool:
    """510.2, 120.1: did `source` deal combat damage to `ref` (a player ref) this turn? "target
    player who was dealt combat damage by ~ this turn" (Hope of Ghirapur: the source's id as
    it dealt it, kept after it is sacrificed to pay the cost, 602.2b before 608.2b)."""
    if source <= 0:
        return False
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            return False
        if ev[0] == "damage" and ev[1] == source and ev[2] == ref and ev[3] > 0 and ev[4]:
            return True
    return False


def damage_this_turn_is(state: GameState, oid: int, kind: str, you: int) -> bool:
    """A filter's damage history this turn (120.1, 120.3: a "damage" event of more than 0):
    "that was dealt damage this turn" (`kind` "was_dealt": the object was dealt damage), "that
    dealt damage this turn" ("dealt": it dealt damage), "that dealt damage to you this turn"
    ("dealt_you": it dealt damage to the player `you`). 400.7: an object that changed zones is
    a new object; what happened to the old one doesn't count."""
    from mtg_engine.state.objects import player_ref

    log = state.log
    for i in range(len(log) - 1, -1, -1):
        ev = log[i]
        if ev[0] == "turn":
            return False
        if ev[0] != "damage" or ev[3] <= 0:
            continue
        if kind == "was_dealt" and ev[2] == oid:
            return True
        if kind == "dealt" and ev[1] == oid:
            return True
        if kind == "dealt_you" and ev[1] == oid and ev[2] == player_ref(you):
            return True
    return False
