"""508.1f: an attacking creature becomes tapped as it is declared as an attacker. "Whenever a
creature an opponent controls becomes tapped, if it isn't being declared as an attacker, ..."
(Verity Circle, Rhoda, Geist Avenger; 603.4) sees that tap and no other.

The declaration logs the tap of each attacker, then ("attack", creature, defender) for each
(rules/combat.declare_attackers, 508.1m): the creature's latest tap is an attack's when an
"attack" event of it follows that tap. As the ability resolves (603.4's second check) the
latest tap is still the one it triggered on: no attack is declared while an ability waits on
the stack, so the answer is the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState


def tapped_to_attack(state: GameState, creature: int) -> bool:
    """Was the latest tap of `creature` its tap as an attacker being declared (508.1f)?"""
    log = state.log
    for i in range(len(log) - 1, -1, -1):
        ev = log[i]
        if ev[0] == "attack" and ev[1] == creature:
            return any(e[0] == "tap" and e[1] == creature for e in _since_step(log, i))
        if (ev[0] == "tap" and ev[1] == creature) or ev[0] == "turn":
            return False
    return False


def _since_step(log: object, end: int) -> list[tuple[object, ...]]:
    """The events of the step before index `end` of `log` (newest first): the declaration
    (508.1) is in the declare attackers step, after that step began."""
    out = []
    for i in range(end - 1, -1, -1):
        ev = log[i]  # type: ignore[index]
        if ev[0] in ("turn", "step"):
            break
        out.append(ev)
    return out


def not_declared_attacking(state: GameState, remembered: tuple[int, ...]) -> bool:
    """"if it isn't being declared as an attacker": the creature the trigger remembers became
    tapped otherwise than as it attacked."""
    return bool(remembered) and not tapped_to_attack(state, remembered[0])
