"""Costs that can't be paid because an event they include can't happen (614.17b).

"Players can't pay life or sacrifice creatures to cast spells or activate abilities." (Angel of
Jubilation) is two static abilities: `cant_pay_life` (the players it applies to, `whose`) and
`cant_sacrifice_for_costs` (the permanents matching `filter` can't be sacrificed to pay a cost
of a spell or an activated ability). 614.17b: a player can't choose to pay a cost that includes
an event that can't happen: a spell or ability whose cost needs it can't be cast or activated
(601.2h, 602.2b), Phyrexian mana can't be paid with life (107.4f), and a permanent that can't
be sacrificed is not among the choices for a "Sacrifice a creature" cost. Sacrifices and life
payments that are not costs (an effect's "sacrifice a creature") still happen (101.2).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Cost
from mtg_engine.rules import life_lock
from mtg_engine.rules.filters import matches
from mtg_engine.rules.restrictions import _player_statics, _static_kinds, statics_for
from mtg_engine.state.game_state import GameState

LIFE = "cant_pay_life"
SACRIFICE = "cant_sacrifice_for_costs"


def life_forbidden(state: GameState, player: int) -> bool:
    """614.17b: can't `player` pay life for a cost (a static ability says so)? 119.8: nor
    while their life total can't change (rules/life_lock.py)."""
    kinds = _static_kinds(state)
    if LIFE not in kinds and life_lock.KIND not in kinds:  # (the common case)
        return False
    return (LIFE in kinds and bool(_player_statics(state, player, LIFE))) \
        or life_lock.life_locked(state, player)


def payable_life(state: GameState, player: int) -> int:
    """The life `player` may pay toward a cost: their life total (119.4), or 0 while they
    can't pay life (614.17b)."""
    return 0 if life_forbidden(state, player) else state.players[player].life


def sacrifice_forbidden(state: GameState, player: int, oid: int) -> bool:
    """614.17b: can't `player` sacrifice `oid` to pay a cost?"""
    return any(matches(state, oid, st.filter, controller, src)
               for src, controller, st in statics_for(state, player, SACRIFICE))


def allowed_sacrifices(state: GameState, player: int, pool: list[int]) -> list[int]:
    """The permanents of `pool` that `player` may sacrifice for a cost (614.17b)."""
    if SACRIFICE not in _static_kinds(state):
        return pool
    return [oid for oid in pool if not sacrifice_forbidden(state, player, oid)]


def problem(state: GameState, player: int, source: int, c: Cost) -> str | None:
    """614.17b: why the cost `c` (of `source`'s spell or ability) can't be paid because an
    event it includes can't happen; None when nothing forbids it."""
    from mtg_engine.rules.life_lock import KIND as LOCKED

    kinds = _static_kinds(state)
    if LIFE not in kinds and SACRIFICE not in kinds and LOCKED not in kinds:
        return None
    if (c.pay_life or c.pay_half_life) and life_forbidden(state, player):
        return "you can't pay life to cast spells or activate abilities (614.17b)"
    if c.sacrifice_self and sacrifice_forbidden(state, player, source):
        return "it can't be sacrificed to cast spells or activate abilities (614.17b)"
    return None
