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


def was_dealt_damage_this_turn(state: GameState, oid: int) -> bool:
    """"target creature that was dealt damage this turn" (Final-Sting Faerie): was `oid` dealt
    damage by any source this turn (120.3: a "damage" event of more than 0 to it since the turn
    began; a new object after a zone change, 400.7, was not)?"""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            return False
        if ev[0] == "damage" and ev[2] == oid and ev[3] > 0:
            return True
    return False
