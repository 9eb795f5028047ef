"""Condition kinds added beside cards/dsl.CONDITION_KINDS (which joins them), so that a new
family doesn't grow dsl.py; each is judged by the module named in its comment."""

from __future__ import annotations

MORE_CONDITION_KINDS = (
    # rules/dungeons.py: you've completed a dungeon (`name`: that one) / haven't (309.7)
    "dungeon_completed", "dungeon_not_completed",
    # rules/optional_costs.py: an optional additional cost was paid (118.8), or its reveal's
    # creature type was controlled as the spell was cast
    "additional_paid", "revealed_or_controlled",
    # rules/condition_players.py: the starting life total (103.3), the monarch (720.1), cards
    # owned in exile (406.1), permanents put into your hand from the battlefield this turn
    "life_above_starting", "life_below_starting", "opponent_monarch", "owns_card_in_exile",
    "opponent_owns_card_in_exile", "to_hand_from_battlefield",
    "self_not_token",  # 111.1 (rules/condition_players.py)
    # what the trigger's object did this turn (rules/last_known_conditions.py, 603.10a)
    "it_was_blocked_this_turn", "it_dealt_combat_damage_to_player", "it_not_sacrificed",
    # rules/condition_casting.py: how and when a spell was cast (601.2), damage to you (120.3)
    "first_spell_this_game", "damaged_by_creatures_at_least", "permanent_cast_in_main_phase",
    "mana_spent_same_color", "cast_creature_and_noncreature",
    "cast_another_named_self",  # 601.2i, 201.2: "you've cast another spell named ~ this game"
    "cast_not_from_hand",  # 601.2a: cast from a zone other than the hand (See the Truth)
    "not_cast_from_hand",  # 601.2a: not cast from the hand (Phage the Untouchable)
    # 601.2a, 603.4: the trigger's remembered permanent was (not) cast by you from your hand
    "it_cast_from_hand", "it_not_cast_from_hand",  # (rules/condition_it_cast.py)
    "alt_mana_paid",  # 118.9: "the {1}{B} cost was paid" (an alternative cost of that mana)
    "cost_sacrificed_was",  # 118.3, 608.2h: the cost's (rules/condition_this_way.py)
    "cost_discarded_was",  # 118.3, 608.2h: the cost's (rules/cost_discarded.py)
    "target_shares_common_color", "target_least_power",  # 105.1, 208.1 (condition_board)
    "target_controller_alone",  # 608.2c (rules/condition_board.py)
    "target_has_namesake",  # 201.2: another permanent has its name (rules/condition_board.py)
    "target_player_more_life",  # 119.1, 608.2h (rules/condition_board.py)
    "you_dealt_damage_at_least",  # 120.3 (rules/condition_turn_facts.py)
    # 701.7a: a permanent of yours matching `filter` destroyed this turn by a spell or ability
    # an opponent controlled (rules/condition_turn_facts.py; Cobra Trap)
    "destroyed_by_opponent",
    "self_blockers_at_least",  # 509.1 (rules/condition_families.py)
    "self_blocked_with",  # 509.1 (rules/condition_history.py)
    "graveyard_at_most", "each_player_life_at_most",  # (rules/condition_players.py)
    # rules/condition_control.py: names (201.2), owners (108.3), mana values (202.3)
    "controls_different_names", "controls_not_owned_at_least", "controls_highest_mana_value",
    "it_nth_spell",  # the trigger's spell was the Nth of a kind cast this turn (601.2i)
    "it_is",  # the permanent the trigger remembers is of a card type now (708.8)
    "that_player_more_lands", "that_player_another_land",  # (rules/condition_players.py)
    # 120.3: the source dealt that much damage to the remembered player this turn
    "self_dealt_that_player_at_least",
    "their_turn", "not_their_turn",  # the trigger's remembered player is (not) active (603.2)
    "it_kicked",  # the trigger's spell was kicked (702.33d; rules/condition_spell_history.py)
    # this ability's resolutions / activations this turn (rules/condition_ability_history.py)
    "ability_resolved_nth", "ability_activated_at_least",
    "creature_not_named_self_died",  # 700.4, 201.2 (rules/condition_turn_facts.py)
    "you_had_enter",  # permanents entered under your control this turn (condition_turn_facts)
    "top_card_is",  # the top card of your library matches `filter` (rules/condition_library.py)
    "tribute_not_paid",  # 702.104b: "if tribute wasn't paid" (rules/tribute.py)
    "first_combat_phase",  # 506.1: the turn's first combat phase (condition_turn_facts)
    "your_main_phase",  # 505.1: it's your turn and a main phase (condition_turn_facts)
    # 508.1f: the tapped creature the trigger remembers wasn't tapped as it attacked
    "it_not_declared_attacking",  # (rules/attack_taps.py)
    # rules/condition_turn_history.py: 302.6, 701.5a, last turn's permanents entered, 122.6
    "self_controlled_since_turn", "your_creature_spell_countered", "you_had_enter_last_turn",
    "counter_put_on_yours",
    "self_came_under_control", "self_not_came_under_control",  # 302.6 (condition_turn_history)
    # a counterspell's target spell (608.2c; rules/condition_target_spell.py)
    "target_kicked", "target_no_mana_spent", "target_controller_poisoned",
    "target_controller_fewer_creatures", "target_shares_color", "target_mana_value_x",
    "extra_turn",  # 500.7: this turn is an extra turn (rules/condition_families.py)
    "self_attacked_your_last_turn",  # 508.1m (rules/condition_turn_history.py)
    "one_player_most",  # 603.4: one player has the most life / cards / ... (rules/most_player)
    "attached_controller_controls",  # 303.4, 108.4 (rules/condition_board.py)
    # 113.6: the source is in the command zone (or there or on the battlefield)
    "self_in_command_zone", "self_in_command_zone_or_battlefield",
    "self_in_combat",  # 506.4: the source is attacking or blocking (rules/conditions.py)
)
