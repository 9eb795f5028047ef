"""The events a triggered ability of the card DSL may name (603.1, 603.2): `TRIGGER_EVENTS`,
with the counted forms (`NTH_EVENTS`: "your second spell each turn"; `AT_LEAST_EVENTS`: "one or
more" with a number, 603.2c) and the zones a triggered ability functions in (113.6m). Each
event is judged by its entry in `rules/triggers.py`'s EVENT_HANDLERS."""

from __future__ import annotations

TRIGGER_EVENTS = (
    # "Whenever damage that would be dealt to you is prevented" (615.13): "that many" is the
    # damage prevented (rules/prevention_triggers.py)
    "damage_to_you_prevented",
    "exploits",  # "When ~ exploits a creature" (702.110b)
    "becomes_monstrous",  # "When ~ becomes monstrous" (701.31, rules/monstrosity.py)
    # 701.39d: "You may exert ~ as it attacks. When you do, ..." (linked, 607.2h); "Whenever
    # you exert a creature" (rules/exert.py)
    "exerted", "you_exert",
    # 701.16a, 121.1: "Reveal the first card you draw each turn [on each of your turns].
    # Whenever you reveal a <filter> card this way, ..." (rules/trigger_reveal_first_draw.py)
    "reveal_first_draw", "reveal_first_draw_your_turns",
    "enters",  # "When ~ enters the battlefield" (603.6a)
    "dies",  # "When ~ dies" (700.4, 603.10a)
    "leaves",  # "When ~ leaves the battlefield"
    "upkeep",  # "At the beginning of your upkeep" (503.1)
    "each_upkeep",  # "At the beginning of each upkeep"
    "end_step",  # "At the beginning of your end step"
    "gain_life",  # "Whenever you gain life"
    "another_enters",  # "Whenever another <filter> enters the battlefield [under your control]"
    "creature_dies",  # "Whenever a/another <filter> dies"
    "cast_spell",  # "Whenever you cast a <filter> spell"
    # 903.3: "Whenever your commander is put into the command zone from anywhere"
    # (rules/commanders.to_command_zone_triggers)
    "your_commander_to_command_zone",
    "attacks",  # "Whenever ~ attacks" (508.1m)
    "blocks",  # "Whenever ~ blocks" (509.1i)
    "becomes_blocked",  # "Whenever ~ becomes blocked" (509.1i)
    "combat_damage_to_player",  # "Whenever ~ deals combat damage to a player" (510.3a)
    "draw_card",  # "Whenever you draw a card"
    "delayed",  # a delayed triggered ability (603.7), set up by the card's own effect
    "put_into_graveyard",  # "When ~ is put into a graveyard from anywhere"
    "opponent_upkeep",  # "At the beginning of each opponent's upkeep"
    "each_end_step",  # "At the beginning of each end step"
    "begin_combat",  # "At the beginning of combat on your turn" (507.1)
    "cycle",  # "When you cycle ~" (702.29)
    "dealt_damage",  # "Whenever ~ is dealt damage"
    "unblocked",  # "Whenever ~ attacks and isn't blocked" (509.1h)
    "put_into_graveyard_from_battlefield",  # "When ~ is put into a graveyard from the battlefield"
    "any_player_casts",  # "Whenever a player casts a <filter> spell"
    "cast_self",  # "When you cast this spell" (cascade, 702.85a)
    "madness_exiled",  # "When this card is exiled this way" (madness, 702.35a)
    # "When a spell or ability an opponent controls causes you to discard ~" (the card in the
    # graveyard), "Whenever ... causes you to discard a card" (701.8; rules/discard_triggers.py)
    "discarded_by_opponent", "opponent_causes_discard",
    "discard_self",  # "When you discard ~" (701.8; the card in the graveyard)
    "state",  # 603.8: a state trigger ("When you control no other creatures"): `state`
    "miracle_revealed",  # "When you reveal this card this way" (miracle, 702.94a)
    "becomes_target_of_spell",  # "Whenever ~ becomes the target of a spell" (the spell's
    # controller is remembered: "that spell's controller" is `remembered`)
    "chapter",  # a Saga's chapter ability "{rN}—[Effect]" (715.2b); `chapter` is N
    "becomes_level",  # "When this Class becomes level N" (717.2a); `level` is N
    # "Whenever a creature you control attacks alone" (506.5, exalted 702.83a): the attacker
    # is remembered
    "attacks_alone",
    "becomes_tapped", "becomes_untapped",  # "Whenever ~ becomes (un)tapped" (701.21)
    # "Whenever ~ deals damage to a player / an opponent" (120.3); the player is remembered
    "damage_to_player", "damage_to_opponent",
    # "Whenever ~ deals 6 or more damage to an opponent" (120.3; AT_LEAST_EVENTS: `nth` the N)
    "damage_at_least_to_player", "damage_at_least_to_opponent",
    "opponent_draws",  # "Whenever an opponent draws a card" (121.1); that player remembered
    "discard", "opponent_discards",  # "Whenever you / an opponent discard(s) a card" (701.8)
    "creature_attacks",  # "Whenever a <filter> attacks" (508.1m); the attacker is remembered
    "opponent_end_step",  # "At the beginning of each opponent's end step" (513.1)
    "each_begin_combat",  # "At the beginning of each combat" (507.1)
    "draw_step", "each_draw_step",  # "At the beginning of your / each player's draw step" (504.1)
    "main1", "each_main1",  # "... of your / each player's precombat main phase" (505.1)
    "each_end_of_combat",  # "At end of combat" (511.1)
    "deals_damage",  # "Whenever ~ deals damage" (120.1)
    # "Whenever enchanted/equipped creature attacks / deals combat damage to a player"
    # (303.4, 301.5); the player is remembered
    "attached_attacks", "attached_combat_damage_to_player",
    # "Whenever a <filter> deals combat damage to a player" (510.3a); the player is remembered
    "creature_combat_damage_to_player",
    # "Whenever a <filter> deals combat damage" (510.2): once per creature, all of its combat
    # damage at once, the amount with it; the creature is remembered (rules/trigger_combat.py)
    "creature_deals_combat_damage",
    "creature_deals_damage",  # "Whenever a <filter> deals damage" (120.1), the same way
    # "Whenever ~ becomes blocked by a <filter>" (509.1i): once per blocker, remembered
    "becomes_blocked_by",
    # "Whenever you attack" / "Whenever one or more <filter> you control attack": once for
    # the attackers declared (508.1)
    "you_attack", "creatures_attack",
    "turned_face_up",  # "When ~ is turned face up" (702.37e, 708.8)
    # "At the beginning of your upkeep" of a card in exile (suspend 702.62a)
    "suspended_upkeep",
    # "When the last time counter is removed from this card/permanent" (702.62a, 702.63a)
    "last_time_counter_removed",
    # "Whenever ~ becomes the target of a spell or ability an opponent controls" (ward,
    # 702.21a): that spell or ability is `remembered`
    "becomes_target_by_opponent",
    # (trig, issue 11) "Whenever enchanted/equipped <creature> <verb>" (303.4, 301.5): the
    # permanent it is attached to; `filter` names what it is ("enchanted land"). "dies" and
    # "leaves" look back in time (603.10a); "that player" is remembered for the damage ones
    "attached_dies", "attached_leaves", "attached_becomes_tapped", "attached_becomes_untapped",
    "attached_deals_damage", "attached_dealt_damage", "attached_blocks",
    "attached_becomes_blocked", "attached_unblocked", "attached_damage_to_player",
    "attached_damage_to_opponent", "attached_becomes_target",
    # "At the beginning of the upkeep / end step of enchanted creature's controller": that
    # player is remembered (503.1, 513.1)
    "attached_controller_upkeep", "attached_controller_end_step",
    # "Whenever ~ deals (combat) damage to a creature": that creature is remembered (120.3e)
    "damage_to_creature", "combat_damage_to_creature",
    "becomes_target",  # "Whenever ~ becomes the target of a spell or ability" (115.1)
    "attacks_alone_self",  # "Whenever ~ attacks alone" (506.5)
    # "Whenever ~ and at least one other Warrior attack", "... two other creatures attack"
    # (battalion; 508.1; AT_LEAST_EVENTS: `nth`)
    "attacks_with_others",
    # "Whenever a <filter> attacks you [or a planeswalker you control]" (508.1m); remembered
    "creature_attacks_you", "creature_attacks_you_or_planeswalker",
    "creature_becomes_blocked",  # "Whenever a <filter> becomes blocked" (509.1h); remembered
    "creature_unblocked",  # "Whenever a <filter> attacks and isn't blocked" (509.1h); remembered
    # "Whenever one or more <filter> deal combat damage to a player" (510.3a): once per player
    "creatures_combat_damage_to_player",
    # "Whenever you / an opponent lose(s) life" (119.3, 120.3a); "an opponent gains life"
    "lose_life", "opponent_loses_life", "opponent_gains_life",
    # "Whenever you cycle a card", "Whenever a player cycles a card", "Whenever you cycle or
    # discard a card" (702.29)
    "you_cycle", "player_cycles", "cycle_or_discard",
    # "Whenever one or more <kind> counters are put on ~" (122.6): `filter.has_counter` is the
    # kind
    "counters_put_on_self",
    # "Whenever you cast your Nth spell each turn", "Whenever an opponent casts their Nth spell
    # each turn", "Whenever you draw your Nth card each turn" (`nth` is N)
    "cast_nth_spell", "opponent_casts_nth_spell", "draw_nth_card",
    # "Whenever a creature blocks" (509.1i), "Whenever a <filter> becomes tapped" (701.21a),
    # "Whenever a permanent you control is turned face up" (702.37e): that object remembered
    "creature_blocks", "permanent_becomes_tapped", "permanent_turned_face_up",
    # "Whenever a <filter> deals (combat) damage to you" (120.3a): the source remembered;
    # "Whenever you're dealt damage"; "Whenever ~ deals combat damage to an opponent" (510.3a)
    "damage_to_you_by", "combat_damage_to_you_by", "you_dealt_damage", "combat_damage_to_opponent",
    # "Whenever a creature deals combat damage to ~" (510.2): that creature remembered
    # (rules/trigger_damage_to_self.py)
    "combat_damage_to_self_by",
    # "At the beginning of combat on each opponent's turn" (507.1), "... of your postcombat
    # main phase" (505.1)
    "opponent_begin_combat", "main2",
    # "Whenever you / an opponent / a player sacrifice(s) a <filter>" (701.17a; the filter's
    # types, subtypes, token, other), "When you sacrifice ~"
    "you_sacrifice", "opponent_sacrifices", "player_sacrifices", "sacrifice_self",
    # "Whenever ~ deals combat damage to a player or planeswalker" (510.3a); "When ~ is put
    # into your graveyard from the battlefield" (you own it, 404.2)
    "combat_damage_to_player_or_planeswalker", "put_into_your_graveyard_from_battlefield",
    # (trig, session 5) "Whenever a <filter> enters the battlefield" that sees the permanent
    # itself enter too (603.6a); the permanent is remembered
    "permanent_enters",
    # "Whenever a <filter> dies / is put into [your / an opponent's] graveyard from the
    # battlefield" (700.4, 404.2): the filter is matched as the permanent last existed (603.10a)
    "permanent_dies", "permanent_to_graveyard", "permanent_to_your_graveyard",
    "permanent_to_opponent_graveyard",
    # "Whenever you cast or copy a <filter> spell" (magecraft, 207.2c; 707.10: a copy is put
    # on the stack, not cast)
    "cast_or_copy_spell",
    # "Whenever a player / an opponent casts or copies a <filter> spell" (707.10; the player
    # remembered; rules/trigger_events._cast_or_copy)
    "any_player_casts_or_copies",
    "copy_spell",  # "Whenever you copy an instant spell" (707.10: a copy, not a cast)
    # "Whenever a creature dealt damage by ~ this turn dies" (120.1, 700.4)
    "damaged_by_self_dies",
    # "Whenever ~ deals / is dealt combat damage", "Whenever equipped creature deals combat
    # damage" (510.2); "When ~ enters the battlefield untapped" (110.5); "Whenever ~ attacks
    # for the first time each turn" (508.1m)
    "deals_combat_damage", "dealt_combat_damage", "attached_deals_combat_damage",
    "enters_untapped", "attacks_first_time",
    # "Whenever a player discards a card" (701.8); "Whenever you / an opponent / a player
    # play(s) a land" (305.1): that player is remembered
    "player_discards", "you_play_land", "opponent_plays_land", "player_plays_land",
    # "Whenever you play a card" (305.1, 601.2i): a land you play or a card you cast (not a
    # copy, 707.12), as it is then (rules/trigger_events: the land, or the spell, remembered)
    "you_play_card",
    # "Whenever you cast a <filter> spell during an opponent's turn", "... your first spell
    # during each opponent's turn" (601.2i)
    "cast_spell_their_turn", "cast_first_spell_their_turn",
    # state triggers (603.8): "When you control no <filter>", "When there are no <filter> on
    # the battlefield"; they trigger again only once the ability has left the stack
    "state_you_control_none", "state_none_on_battlefield",
    # "Whenever a <kind> counter is put on ~" (122.6): once for each counter
    "counter_put_on_self",
    # "Whenever a [<type>] card is put into [your / an opponent's / a] graveyard from anywhere"
    # (the owner's graveyard, 404.2)
    "card_to_graveyard", "card_to_your_graveyard", "card_to_opponent_graveyard",
    # "Whenever a <type> card is put into a graveyard from anywhere other than the
    # battlefield", "... leaves your graveyard" (603.10a; oracle/trigger_graveyard_cards.py)
    "card_to_graveyard_not_from_battlefield", "card_leaves_your_graveyard",
    "card_leaves_opponent_graveyard",
    # "When ~ [dies or] is put into exile from the battlefield" (603.6c, 603.10a)
    "exiled_from_battlefield",
    "cast_kicked_spell",  # "Whenever you cast a kicked spell" (702.33)
    "phases_in", "phases_out",  # "Whenever ~ phases in / out" (702.26b-c; out: 603.10b)
    # "Whenever you cast a <filter> spell from your graveyard / hand", "Whenever a player / an
    # opponent casts a <filter> spell from a graveyard / their hand" (601.2a); the caster is
    # remembered for the others
    "cast_from_graveyard", "cast_from_hand", "any_player_casts_from_graveyard",
    "any_player_casts_from_hand",
    # "Whenever another <filter> leaves the battlefield" (603.6c): as it last existed (603.10a)
    "permanent_leaves",
    "transforms_into",  # "Whenever this creature transforms into ~" (701.28)
    # "Whenever one or more <filter> attack you" (508.1, 506.3): once for the attackers declared
    "creatures_attack_you",
    # (trig, session 6; rules/trigger_events_batch.py) 603.2c: "Whenever [you attack with] N
    # or more <filter> ..." triggers once for all the objects of one event (`nth` is N)
    "you_attack_with", "permanents_enter", "creatures_die", "cards_into_your_graveyard",
    "cards_into_opponent_graveyard", "cards_into_a_graveyard", "cards_milled_into_your_graveyard",
    "cards_leave_your_graveyard",
    # "Whenever one or more <kind> counters are put on a <filter>" (122.6: the kind is the
    # filter's has_counter; each permanent remembered); "Whenever you / an opponent / a player
    # discard(s) a <filter> card" (701.8; the player remembered)
    "counters_put_on_permanent", "you_discard_a", "opponent_discards_a", "player_discards_a",
    # "Whenever a source [an opponent controls / you control] deals damage to ~ / you" (120.3):
    # each damage event, the source remembered ("that source's controller"), its amount
    "source_damage_to_self", "source_damage_to_you",
    # "Whenever damage is dealt to one of the chosen players" (614.12a: the other remembered;
    # rules/chosen_players.py)
    "damage_to_chosen_player",
    # "Whenever a <filter> becomes the target of a spell or ability [an opponent controls /
    # you control]", "... of a spell [an opponent controls]", "... of an instant or sorcery
    # spell" (115.1): each permanent targeted, remembered
    "permanent_targeted", "permanent_targeted_by_opponent", "permanent_targeted_by_you",
    "permanent_targeted_by_spell", "permanent_targeted_by_opponent_spell",
    "permanent_targeted_by_instant_sorcery",
    # 303.4, a Curse's "enchanted player": "At the beginning of enchanted player's upkeep /
    # draw step / end step", "Whenever enchanted player draws a card / casts a <filter>
    # spell", "Whenever a <filter> enters the battlefield under enchanted player's control"
    # (the player remembered); "Whenever a <filter> attacks / deals combat damage to
    # enchanted player" (the creature remembered)
    "enchanted_player_upkeep", "enchanted_player_draw_step", "enchanted_player_end_step",
    "enchanted_player_draws", "enchanted_player_casts", "enters_under_enchanted_player",
    "creature_attacks_enchanted_player", "combat_damage_to_enchanted_player",
    # "Whenever you gain life for the first time each turn" (119.9); "Whenever a player casts
    # their Nth spell each turn" (601.2i, `nth`; that player remembered)
    "gain_life_first_time", "player_casts_nth_spell",
    # "Whenever you scry / surveil" (701.18, 701.42); "Whenever an opponent casts a <filter>
    # spell during your turn" (601.2i; that player remembered); "Whenever a <filter> is dealt
    # damage" (120.3: each damage event; that creature remembered)
    "you_scry", "you_surveil", "opponent_casts_your_turn", "creature_dealt_damage",
    # "Whenever you cast an instant, sorcery, or Wizard spell" (601.2i): the spell has one of
    # the filter's types OR one of its subtypes (not both, as a filter would ask)
    "cast_spell_type_or_subtype",
    # "Whenever a player / an opponent / you tap(s) a <filter> for mana" (106.12): the player
    # remembered; with a `triggered_mana` effect, a mana ability (605.1b: rules/mana_triggers.py)
    "permanent_tapped_for_mana",
    # "Whenever a <filter> is tapped for mana", "Whenever enchanted land is tapped for mana"
    # (106.12, 303.4); with a `triggered_mana` effect, a mana ability (605.1b, 605.4a:
    # rules/mana_triggers.py)
    "tapped_for_mana", "attached_tapped_for_mana",
    # "Whenever a player casts a spell with mana value equal to the number of <kind> counters
    # on ~" (601.2i, 202.3; `filter.has_counter` names the kind; the spell remembered:
    # rules/trigger_player_events.py)
    "player_casts_mv_counters",
    # "Whenever enchanted player is attacked" (508.3b, 303.4: once per declaration of
    # attackers; that player remembered: rules/curse_attacked.py)
    "enchanted_player_attacked",
    "player_draws",  # "Whenever a player draws a card" (121.1; that player remembered)
    # "Whenever a player attacks enchanted player with one or more creatures" (508.3e: once
    # per attacking player; that player remembered: rules/curse_attacked.py)
    "player_attacks_enchanted_player",
    # "Whenever a player attacks one or more of your opponents" (508.3e: once per attacking
    # player; that player remembered: rules/curse_attacked.py)
    "player_attacks_your_opponents",
    # "Whenever an opponent is dealt noncombat damage" (120.3: each damage event not dealt in
    # combat, 510.2; that player remembered, with the amount: rules/trigger_player_events.py)
    "opponent_dealt_noncombat_damage",
    # "Whenever you lose life for the first time each turn" (119.3), "Whenever you cast a
    # spell other than your first spell each turn" (601.2i; rules/trigger_turn_counts.py)
    "lose_life_first_time", "cast_spell_after_first",
    "cast_nth_of_kind", "opponent_casts_nth_of_kind",
    "opponent_draws_nth_card",  # "an opponent draws their second card each turn" (121.1)
    # "Whenever equipped/enchanted creature / a <filter> deals (combat) damage to a creature"
    # (120.3e, 510.2; the creature dealt damage remembered: rules/trigger_creature_damage.py)
    "attached_damage_to_creature", "attached_combat_damage_to_creature",
    "creature_damage_to_creature", "creature_combat_damage_to_creature",
    # "Whenever a <filter> attacks one of your opponents [or a planeswalker an opponent
    # controls]" (508.1m; that creature remembered), "Whenever a <filter> / enchanted creature
    # deals combat damage to an opponent" (510.3a; that player remembered, with the amount:
    # rules/trigger_opponents.py)
    "creature_attacks_opponent", "creature_attacks_opponent_or_planeswalker",
    "creature_combat_damage_to_opponent", "attached_combat_damage_to_opponent",
    # "Whenever a player / an opponent / you activate(s) an ability [of a <filter>] that isn't
    # a mana ability", "Whenever you activate a loyalty ability of a <filter>" (602.2, 606.3;
    # that player remembered: rules/trigger_activations.py)
    "player_activates_nonmana", "opponent_activates_nonmana", "you_activate_nonmana",
    "you_activate_loyalty",
    "you_activate_boast",  # 702.142a (rules/trigger_activations.py)
    "day_night_changes",  # "Whenever day becomes night or night becomes day" (724.1a)
    # "Whenever you put one or more [-1/-1] counters on a <filter> / on ~" (122.6; the
    # permanent remembered, the number put the amount: rules/trigger_counters_put.py)
    "you_put_counters_on_permanent", "you_put_counters_on_self",
    "creature_explores",  # "Whenever a creature you control explores" (701.40; remembered)
    # "Whenever you cast a creature spell that has an Adventure" (716.1; the spell remembered)
    "cast_creature_with_adventure",
    # "Whenever a source you control deals noncombat damage to an opponent" (120.3; that
    # player remembered, with the amount: rules/trigger_opponents.py)
    "source_noncombat_damage_to_opponent",
    # "When ~ is put into your graveyard from your library" (404.2: it triggers from there)
    "put_into_graveyard_from_library",
    # "Whenever you sacrifice one or more other creatures" (701.17a, 603.2c: once for the
    # permanents sacrificed at once: rules/trigger_turn_counts.py)
    "you_sacrifice_some",
    # "Whenever ~ blocks / becomes blocked by one or more <filter>" (509.1h-i, 603.2c: once
    # for a declaration of blockers: rules/trigger_blocks.py)
    "blocks_any", "becomes_blocked_by_any",
    "blocks_two_or_more",  # 509.1a: "Whenever ~ blocks two or more creatures" (the same)
    # "Whenever enchanted / equipped creature blocks a creature / becomes blocked by a
    # creature" (509.1h-i: once for each other creature that matches; that one remembered:
    # rules/trigger_attached_blocks.py)
    "attached_blocks_creature", "attached_blocked_by_creature",
    # "When the creature ~ haunts dies" (702.55c: from exile, rules/haunt.py)
    "haunted_dies",
    # 702.55a: "When this spell card is put into a graveyard after resolving" (rules/haunt.py)
    "haunt_spell_resolved",
    # "Whenever a spell / an instant or sorcery spell you control deals damage [to an
    # opponent]" (120.3; the amount, and that player: rules/trigger_spell_damage.py)
    "spell_you_control_deals_damage", "spell_you_control_damages_opponent",
    # "Whenever a time counter / When the last time counter is removed from ~ while it's
    # exiled" (702.62a: a suspended card's; rules/trigger_events._on_counters)
    "time_counter_removed_in_exile", "last_time_counter_removed_in_exile",
    # "Whenever you win / lose a coin flip" (705.2), "Whenever you clash [and win]" (701.23;
    # rules/trigger_turn_counts.py)
    "you_win_coin_flip", "you_lose_coin_flip", "you_clash", "you_clash_win",
    "crews_vehicle",  # "Whenever ~ crews a Vehicle" (702.122b; that Vehicle remembered)
    # "Whenever you cast a spell from exile", "Whenever you / an opponent cast(s) a spell from
    # anywhere other than your / their hand" (601.2a: rules/trigger_turn_counts.py)
    "cast_from_exile", "cast_not_from_hand", "opponent_casts_not_from_hand",
    "cast_spell_your_turn",  # "Whenever you cast a <filter> spell during your turn" (500.1)
    # "When enchanted artifact is put into a graveyard" (603.10a, rules/trigger_zones.py)
    "attached_to_graveyard",
    "opponent_shuffles",  # "Whenever an opponent shuffles their library" (701.20)
    "attached_attacks_alone",  # "Whenever equipped creature attacks alone" (506.5)
    "you_get_energy",  # "Whenever you get one or more {E}" (122.1)
    "dies_during_combat",  # "When ~ dies during combat" (700.4, 506.1)
    # Planechase and Archenemy (rules/trigger_variants.py): "Whenever you roll {CHAOS}"
    # (310.7), "Whenever you roll the planar die" (901.9), "When you planeswalk to / away from
    # ~" (901.11, 701.24), "When you encounter ~" (311.5), "When you set ~ in motion" (701.25)
    "chaos", "roll_planar_die", "planeswalk_to", "planeswalk_away", "encounter",
    "set_in_motion",
    # (history, session 14; rules/trigger_history.py) "Whenever you roll a die / one or more
    # dice" (706.1); "Whenever you gain / lose life during your turn" (119.9, 119.3, 500.1);
    # "Whenever you discard one or more cards [for the first time each turn]" (701.8, 603.2c:
    # that many is their number); "Whenever ~ becomes the target of a spell an opponent
    # controls / you control" (115.1: that spell remembered, its controller the event's player)
    "you_roll_die", "you_roll_dice", "gain_life_your_turn", "lose_life_your_turn",
    "you_pay_life",  # "Whenever you pay life" (119.4: the life paid, that many)
    "you_discard_some", "you_discard_some_first_time", "becomes_target_of_opponent_spell",
    "becomes_target_of_your_spell",
    # "Whenever a <filter> deals (combat) damage to a planeswalker" (120.3c; that planeswalker
    # remembered: rules/trigger_creature_damage.py)
    "creature_damage_to_planeswalker", "creature_combat_damage_to_planeswalker",
    # "Whenever a source [an opponent controls] deals damage to you or a permanent you
    # control" (120.3: the source remembered, its controller the event's player)
    "source_damage_to_you_or_permanent",
    # "Whenever you scry / surveil for the first time each turn" (701.18, 701.42); "Whenever one
    # or more cards are put into exile from your library and/or your graveyard / from your
    # graveyard / library" (406.3, 603.2c: that many is their number)
    "you_scry_first_time", "you_surveil_first_time", "you_investigate_first_time",
    "player_loses_game",  # 104.3, 800.4a
    "cards_exiled_from_library_or_graveyard",
    "cards_exiled_from_graveyard", "cards_exiled_from_library",
    # "Whenever you [or a permanent you control] become(s) the target of a spell [or ability
    # an opponent controls]" (115.1, 603.2c: once per spell or ability; it is remembered)
    "you_or_yours_targeted_by_opponent", "you_and_or_yours_targeted_by_opponent",
    "you_targeted_by_opponent", "you_targeted_by_spell",
    # "Whenever a <filter> becomes untapped" (701.21b; that permanent remembered)
    "permanent_becomes_untapped",
    "opponent_dealt_damage",  # "Whenever an opponent is dealt damage" (120.3; that player, that much)
    "opponent_dealt_damage_at_least",  # "... 3 or more damage by a single source" (AT_LEAST)
    # "Whenever ~ / another creature enters the battlefield from your graveyard" (400.7; that
    # creature remembered)
    "enters_from_your_graveyard", "creature_enters_from_your_graveyard",
    "damage_to_creatures_some",  # "Whenever ~ deals damage to one or more creatures" (603.2c)
    "you_cycle_first_time",  # "Whenever you cycle another card for the first time each turn"
    # "At the beginning of each other player's / each opponent's / the chosen player's <step>"
    # (503.1, 504.1, 513.1; 614.12a), "... of each of your main phases" (505.1;
    # rules/trigger_steps.py)
    "other_upkeep", "other_draw_step", "opponent_draw_step", "chosen_player_upkeep",
    "chosen_player_draw_step", "chosen_player_end_step", "your_main_phase",
    "tapped_self_for_mana",  # "Whenever you tap ~ for mana" (106.12, rules/trigger_tapped_self.py)
    "you_become_monarch",  # "Whenever you become the monarch" (720.3, rules/trigger_monarch.py)
    # 309.4c: a room ability ("When you move your venture marker into this room");
    # "Whenever you venture into the dungeon" (701.46); "Whenever you complete a dungeon"
    # (309.7) (rules/dungeons.py, rules/trigger_dungeons.py)
    "room", "you_venture", "you_complete_dungeon",
    # "When you're dealt combat damage" (510.2: once a step; rules/trigger_combat_damage_you.py)
    "you_dealt_combat_damage",
    # "When ~ becomes renowned", "Whenever a creature you control becomes renowned" (702.112b;
    # rules/trigger_renowned.py: that creature remembered)
    "becomes_renowned", "creature_becomes_renowned",
    # "Whenever this creature mutates", "Whenever a creature you control mutates" (702.140d;
    # rules/trigger_mutates.py: that creature remembered)
    "self_mutates", "creature_mutates",
    # "Whenever ~ trains" (702.149c; rules/trigger_trains.py)
    "self_trains",
    # "Whenever a creature is exiled from the battlefield" (406.3; rules/trigger_exiled.py)
    "permanent_exiled",
    # the first targeting this turn, becoming unattached (115.1, 701.3; the spell or ability /
    # the permanent remembered: rules/trigger_attachment_history.py)
    "becomes_target_first_time", "self_unattached",
    # combat damage to the attacker's defending player (506.2; rules/trigger_defending.py)
    "combat_damage_to_defending_player", "attached_combat_damage_to_defending_player",
    # a permanent entering tapped under your control (110.5; rules/trigger_enters_tapped.py)
    "permanent_enters_tapped_yours",
    # becoming the target of a spell of a kind (115.1; rules/trigger_spell_targets.py)
    "self_targeted_by_spell_kind", "attached_targeted_by_spell_kind",
    # a card / permanent put into a player's graveyard, that player its owner (404.2;
    # rules/trigger_players_graveyard.py)
    "card_to_players_graveyard", "permanent_to_players_graveyard",
    "card_to_your_graveyard_from_library",
    "permanent_to_opponents_graveyard_player",  # (that player: the opponent who owns it)
    "opponent_plays_nonbasic_land",  # 305.1, 205.4c (rules/trigger_lands_played.py)
    "player_kicks_spell",  # 702.33d (rules/trigger_kicks.py)
    "your_spell_countered",  # 701.5a (rules/trigger_countered.py)
    # a permanent returned to its owner's hand (400.7; rules/trigger_returned.py)
    "self_returned_to_your_hand", "permanent_returned_to_your_hand",
    "permanent_returned_to_players_hand",
    # "Whenever a spell or ability you control counters a spell" (701.5a; rules/trigger_countered.py)
    "you_counter_spell",
    # each counter put on a creature / removed from ~, or removed at once (122.6, 122.8;
    # rules/trigger_counter_each.py)
    "counter_put_on_permanent", "counter_removed_from_self", "counters_removed_from_self",
    "attached_to_self",  # "Whenever an Aura becomes attached to ~" (701.3a; that Aura remembered)
    "cast_spell_your_main_phase",  # "Whenever you cast an instant spell during your main phase"
)
NTH_EVENTS = ("cast_nth_spell", "opponent_casts_nth_spell", "draw_nth_card",
              "player_casts_nth_spell",
              # "your first <kind> spell each turn" (601.2i, rules/trigger_turn_counts.py)
              "cast_nth_of_kind", "opponent_casts_nth_of_kind", "opponent_draws_nth_card")
TRIGGER_ZONES = ("battlefield", "graveyard")  # 113.6m: where a triggered ability functions
AT_LEAST_EVENTS = ("you_attack_with", "permanents_enter", "creatures_die",
                   "cards_into_your_graveyard", "cards_into_opponent_graveyard",
                   "cards_into_a_graveyard", "cards_milled_into_your_graveyard",
                   "cards_leave_your_graveyard",
                   # 120.3: "Whenever ~ deals N or more damage to a player / an opponent"
                   "damage_at_least_to_player", "damage_at_least_to_opponent",
                   "opponent_dealt_damage_at_least",  # 120.3
                   "attacks_with_others")  # 508.1


