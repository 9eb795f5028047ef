"""119.7, 119.8: "Your life total can't change." (Platinum Emperion; DSL static
`life_total_cant_change`, `whose`): the player can't gain life (restrictions.cant_gain_life:
no life gain event happens) and can't lose life (effects/primitives.lose_life: no life loss;
damage dealt to them is still dealt, 120.3a, but makes them lose no life, life_floor.py), and
a cost that has them pay life can't be paid (119.8: `can_pay_life`; paying 0 life always can,
119.4), a spell's or an ability's (cant_pay.life_forbidden: Phyrexian mana 107.4f too) or
another ("unless that player pays 2 life", 118.12; "As ~ enters, you may pay 2 life", 614.12)."""

from __future__ import annotations

from mtg_engine.rules.restrictions import _static_kinds
from mtg_engine.state.game_state import GameState

KIND = "life_total_cant_change"


def life_locked(state: GameState, player: int) -> bool:
    """Can't `player`'s life total change now?"""
    if KIND not in _static_kinds(state):  # (the common case: no such static at all)
        return False
    from mtg_engine.rules.restrictions import _player_statics

    return bool(_player_statics(state, player, KIND))


def can_pay_life(state: GameState, player: int, n: int) -> bool:
    """119.4, 119.8: may `player` pay `n` life (a cost that isn't a spell's or an ability's
    own, which cant_pay.py also judges)?"""
    return n <= 0 or (state.players[player].life >= n and not life_locked(state, player))
