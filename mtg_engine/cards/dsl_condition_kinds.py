"""Condition kinds added beside cards/dsl.CONDITION_KINDS (which joins them), so that a new
family doesn't grow dsl.py; each is judged by the module named in its comment."""

from __future__ import annotations

MORE_CONDITION_KINDS = (
    # rules/condition_players.py: the starting life total (103.3), the monarch (720.1), cards
    # owned in exile (406.1), permanents put into your hand from the battlefield this turn
    "life_above_starting", "life_below_starting", "opponent_monarch", "owns_card_in_exile",
    "opponent_owns_card_in_exile", "to_hand_from_battlefield",
    "their_turn", "not_their_turn",  # the trigger's remembered player is (not) active (603.2)
)
