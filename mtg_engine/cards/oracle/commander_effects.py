"""Instructions moving a commander (903.3; effects/commander_moves.py), read and rendered back:

  you may cast your commander from the command zone without paying its mana cost
                                        -> cast_commander {may: true}       (Geode Golem)
  put your commander into your hand from the command zone
                                        -> commander_to_hand                (Command Beacon)
  target player returns each commander they control from the battlefield to the command zone
                                        -> commanders_to_command_zone {who: target}
                                                                            (Leadership Vacuum)
  put ~ onto the battlefield from the command zone
                                        -> commander_to_battlefield, an ability activated
                                           from the command zone (113.6)  (Derevi)
"""

from __future__ import annotations

from typing import Any

_CAST = "cast your commander from the command zone without paying its mana cost"
_TO_HAND = "put your commander into your hand from the command zone"
_SELF_OUT = "put ~ onto the battlefield from the command zone"  # (Derevi, Empyrial Tactician)
_RETURN = ("target player returns each commander they control from the battlefield to the "
           "command zone")


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (no final period), or None."""
    low = sentence.strip().rstrip(".").lower()
    if low in (_CAST, "you may " + _CAST):
        return [{"cast_commander": {"may": True} if low.startswith("you may") else {}}]
    if low == _TO_HAND:
        return [{"commander_to_hand": {}}]
    if low == _SELF_OUT:  # (an ability activated from the command zone, 113.6: costs.py)
        return [{"commander_to_battlefield": {}}]
    if low == _RETURN:  # (115.1: a target player)
        return [{"commanders_to_command_zone": {"who": ctx.add_target({"kind": "player"})}}]
    return None


def render(verb: str, p: dict[str, Any]) -> str | None:
    """The verb phrase of `lower_sentence`'s effect, or None."""
    if verb == "cast_commander" and set(p) <= {"may"}:
        return ("you may " if p.get("may") else "") + _CAST
    if verb == "commander_to_hand" and not p:
        return _TO_HAND
    if verb == "commander_to_battlefield" and not p:
        return _SELF_OUT
    if verb == "commanders_to_command_zone" and p == {"who": "target"}:
        return _RETURN
    return None
