"""Mana a player doesn't lose as steps and phases end (106.4, 500.4):

  Whenever Colossal Plow attacks, add {W}{W}{W}. Until end of turn, you don't lose this mana
  as steps and phases end.

The instruction adds the mana and marks those units of the pool as kept (`Player.kept_mana`,
per type) until end of turn: as a step or phase ends, the kept units stay in the pool and the
rest empties (or becomes colorless: rules/mana_emptying.py); in the cleanup step the effect
ends (514.2) and the mana empties with the rest as that step ends.

The kept mana is distinguishable from the player's other mana of the same type only by this
effect, and spending a kept unit instead of another of its type is never better for the
player: the engine spends the other mana first. So the kept units left are at most the pool's
units of that type after each payment: `spent_since` caps them as more mana is added, and
`empty_but_kept` as the pool empties (the pool only shrinks in between)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Player


def spent_since(p: Player) -> None:
    """The kept units the payments since the last mana was added left in the pool."""
    p.kept_mana = [min(k, n) for k, n in zip(p.kept_mana, p.mana_pool, strict=True)]


def keep(p: Player, units: list[int]) -> None:
    """106.4: `units` (per type) of the mana just added are kept this turn."""
    p.kept_mana = [k + u for k, u in zip(p.kept_mana, units, strict=True)]


def empty_but_kept(state: GameState, player: int) -> None:
    """500.4: `player`'s pool empties, but the kept units (restricted mana, 106.6, is never
    kept); what would be lost becomes colorless instead under Kruphix (mana_emptying.py)."""
    from mtg_engine.rules.mana_emptying import becomes_colorless, keep_as_colorless

    p = state.players[player]
    spent_since(p)
    kept = list(p.kept_mana)
    snow = [min(s, k) for s, k in zip(p.snow_pool, kept, strict=True)]
    lost = [n - k for n, k in zip(p.mana_pool, kept, strict=True)]
    if (any(lost) or p.restricted_mana) and keep_as_colorless(state, player):
        p.mana_pool = lost
        p.snow_pool = [s - k for s, k in zip(p.snow_pool, snow, strict=True)]
        becomes_colorless(p)
        p.mana_pool = [a + b for a, b in zip(p.mana_pool, kept, strict=True)]
        p.snow_pool = [a + b for a, b in zip(p.snow_pool, snow, strict=True)]
        return
    p.mana_pool = kept
    p.snow_pool = snow
    p.restricted_mana = []


def end_of_turn(state: GameState) -> None:
    """514.2: "until end of turn" ends in the cleanup step: no mana is kept any more."""
    for p in state.players:
        if any(p.kept_mana):
            p.kept_mana = [0] * 6
