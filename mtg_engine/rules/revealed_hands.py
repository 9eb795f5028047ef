"""Hands played revealed (400.2, 701.16a-b): "Players play with their hands revealed.", "Your
opponents play with their hands revealed.", "Play with your hand revealed." -- static abilities
on the battlefield (kind `reveal_hand`, `whose`: every player, the controller's opponents, the
controller; rules/restrictions._player_statics). The hand stays a hidden zone (400.2: "even if
all the cards in one such zone happen to be revealed") and its cards stay in it (701.16b); what
changes is who sees them: every player (observe.py shows them; determinize.py deals no other
card in their place)."""

from __future__ import annotations

from mtg_engine.rules.restrictions import _player_statics
from mtg_engine.state.game_state import GameState

REVEAL_HAND = "reveal_hand"  # the static ability's DSL kind


def hand_revealed(state: GameState, player: int) -> bool:
    """Does `player` play with their hand revealed to every player now?"""
    return bool(_player_statics(state, player, REVEAL_HAND))
