"""Whether a player attacked with a creature of a subtype this turn (508.1: the creatures
declared as attackers, with their creature types as they were declared):

  During any turn you attacked with a Rogue, you may cast that card ...  (Robber of the Rich)

combat.declare_attackers logs ("attacking_types", player, (subtype, ...)): the subtypes of
the attackers just declared, once they are declared (508.1a); the permission reads this
turn's records (rules/play_from_exile.py's ":atk=<subtype>" flag), so an attacker that has
left the battlefield or lost the type since still counts (it was one as it attacked)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

LOGGED = "attacking_types"
EVERY = "*"  # (an attacker that is every creature type)


def log_attacking_types(state: GameState, attackers: list[int]) -> None:
    """508.1: the creature types of the attackers just declared by the active player."""
    from mtg_engine.rules.layers import characteristics

    types: set[str] = set()
    for a in attackers:
        ch = characteristics(state, a)
        types.update(ch.subtypes)
        if ch.every_creature_type:  # 205.3m, 702.73a (changeling)
            types.add(EVERY)
    state.log.append((LOGGED, state.active, tuple(sorted(types))))


def attacked_with(state: GameState, player: int, subtype: str) -> bool:
    """Did `player` attack with a creature of `subtype` this turn (205.3m: a changeling is
    every creature type)?"""
    for ev in reversed(state.log):
        if ev[0] == "turn":
            return False
        if ev[0] == LOGGED and ev[1] == player and (subtype in ev[2] or EVERY in ev[2]):
            return True
    return False
