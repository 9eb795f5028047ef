"""Pack tactics (an ability word, 207.2c): "Whenever ~ attacks, if you attacked with creatures
with total power 6 or greater this combat, ...". The total is the power of the creatures the
player declared as attackers, as they were declared (508.1): combat.declare_attackers logs it
("attacking_power", player, total) once the attackers are declared (508.1a), so a later change
of power, or an attacker leaving, doesn't change what "you attacked with" was (the intervening
"if" is checked again as the ability resolves, 603.4, and reads the same total).

The condition {"kind": "attacked_total_power", "count": N} is judged here (registered into
rules/condition_families.JUDGES)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState

LOGGED = "attacking_power"


def log_attacking_power(state: GameState, attackers: list[int]) -> None:
    """508.1: the total power of the attackers just declared by the active player."""
    from mtg_engine.rules.layers import characteristics

    total = sum(max(characteristics(state, a).power or 0, 0) for a in attackers)
    state.log.append((LOGGED, state.active, total))


def attacked_total_power(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """`controller` declared attackers this combat (since its beginning of combat step, 507)
    with a total power of `c.count` or more, as they were declared."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn" or (ev[0] == "step" and ev[2] == "BEGIN_COMBAT"):
            return False
        if ev[0] == LOGGED and ev[1] == controller:
            return int(ev[2]) >= c.count
    return False
