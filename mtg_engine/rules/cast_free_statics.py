"""118.9: a static ability letting a player cast spells from their hand without paying their
mana costs ("You may cast spells from your hand without paying their mana costs.",
Omniscience; DSL static `cast_free`, cards/oracle/cast_free.py).

It is an alternative cost the player may choose as the spell is announced (601.2b, 118.9b:
optional), announced as `CastSpell.alt_cost == BY_STATIC` (the card's own alternative costs
are numbered from 0). Paid, it is no mana at all; additional costs and cost increases are still
paid (118.9d, rules/costs.total_cost); an {X} in the mana cost is 0 (107.3b); the spell's
mana cost and mana value don't change (118.9c). Only one alternative cost can be chosen
(118.9a). The permission is judged as the spell is announced: its controller controls the
static ability, the card is in their hand and matches the ability's `filter`.
"""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

KIND = "cast_free"
BY_STATIC = -2  # `CastSpell.alt_cost`: without paying its mana cost, by a static ability


def any_permission(state: GameState, player: int) -> bool:
    """Does a `cast_free` static ability apply to `player`'s spells (the quick test)?"""
    from mtg_engine.rules.restrictions import _player_statics

    return bool(_player_statics(state, player, KIND))


def permitted(state: GameState, player: int, oid: int) -> bool:
    """118.9: may `player` cast the card `oid` without paying its mana cost now?"""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.restrictions import _player_statics

    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.HAND or o.owner != player:
        return False
    return any(matches(state, oid, st.filter, player)
               for st in _player_statics(state, player, KIND))


def problem(state: GameState, player: int, oid: int) -> str | None:
    """Why the card can't be cast this way now (None when it can)."""
    if permitted(state, player, oid):
        return None
    return "no ability lets you cast it from your hand without paying its mana cost (118.9)"
