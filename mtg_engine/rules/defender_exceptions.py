"""702.3b, 508.1c: a creature with defender that may attack some players anyway: "~ can attack
players who attacked you during their last turn as though it didn't have defender." (Weathered
Sentinels, the named combat ability LAST_TURN_ATTACKERS).

It can be declared an attacker (508.1a) only if a player attacked its controller ("you": a
creature attacking that player, not a planeswalker of theirs, 506.3) during that player's most
recent turn, and then only attacking such a player: neither another player nor a planeswalker
(508.1c). "Their last turn" is the last turn that player took before this one, read from the
log's ("turn", n, active player) markers and the ("attack", attacker, defender) declarations
(508.1m) in it."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import player_ref, ref_player

LAST_TURN_ATTACKERS = ("can attack players who attacked you during their last turn as though "
                       "it didn't have defender")


def attacked_you_last_turn(state: GameState, you: int) -> set[int]:
    """The players who attacked `you` during their last turn (before this turn)."""
    log = state.log
    you_ref = player_ref(you)
    end = len(log)
    i = end - 1
    while i >= 0 and log[i][0] != "turn":  # (skip this turn)
        i -= 1
    end = i
    seen: set[int] = set()
    out: set[int] = set()
    i -= 1
    while i >= -1:
        if i == -1 or log[i][0] == "turn":
            active = int(log[i][2]) if i >= 0 else -1  # type: ignore[call-overload]
            if i >= 0 and active not in seen:
                seen.add(active)
                if any(ev[0] == "attack" and ev[2] == you_ref for ev in
                       (log[j] for j in range(i + 1, end))):
                    out.add(active)
            end = i
            if i < 0 or len(seen) == len(state.players):
                break
        i -= 1
    return out - {you}


def may_attack(state: GameState, controller: int) -> bool:
    """508.1a: can such a creature be declared an attacker at all?"""
    return bool(attacked_you_last_turn(state, controller))


def forbids(state: GameState, controller: int, defender: int) -> bool:
    """508.1c: is attacking `defender` (a player ref or a planeswalker) forbidden to it?"""
    p = ref_player(defender)
    return p is None or p not in attacked_you_last_turn(state, controller)
