"""Energy (107.14): the energy symbol {E} is one energy counter on a player (122.1). "You get
{E}{E}" puts two energy counters on you; to pay {E}, a player removes one energy counter from
themselves (107.14), so a player with fewer counters can't pay (118.3)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

ENERGY = "energy"  # the kind of counter, in Player.counters (122.1)


def energy_of(state: GameState, player: int) -> int:
    """How many energy counters `player` has (107.14)."""
    return state.players[player].counters.get(ENERGY, 0)


def get_energy(state: GameState, player: int, n: int) -> None:
    """122.1: put `n` energy counters on `player` ("you get {E}{E}")."""
    from mtg_engine.rules.player_counters import give_counters

    give_counters(state, player, ENERGY, n)  # (614.16: rules/player_counters.py)


def can_pay(state: GameState, player: int, n: int) -> bool:
    """118.3: a cost of {E} x n can be paid only with at least n energy counters."""
    return energy_of(state, player) >= n


def pay_energy(state: GameState, player: int, n: int) -> bool:
    """107.14: remove `n` energy counters from `player`; False (and nothing removed) when
    they have fewer (118.3)."""
    if n <= 0:
        return True
    if not can_pay(state, player, n):
        return False
    p = state.players[player]
    left = p.counters[ENERGY] - n
    if left:
        p.counters[ENERGY] = left
    else:
        del p.counters[ENERGY]
    state.log.append(("energy", player, -n))
    return True


def v_get_energy(state: GameState, frame: Frame, e: Effect) -> bool:
    """"You get {E}{E}" (107.14, 122.1)."""
    from mtg_engine.effects.references import amount_of, players_of

    n = amount_of(state, frame, e.get("count"))
    for p in players_of(state, frame, e.get("who", "you")):
        get_energy(state, p, n)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"get_energy": v_get_energy}

__all__ = ["ENERGY", "VERBS", "can_pay", "energy_of", "get_energy", "pay_energy"]
