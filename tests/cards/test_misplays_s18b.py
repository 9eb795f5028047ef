"""Misplay audit of session 18's first merge round (qa18b, issue 11's hand check): a sample of
the cards the round made supported, each played with exact figures and the rule it follows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_captains_hook_destroys_the_creature_it_leaves(real_db: CardDatabase) -> None:
    """603.6e/603.10a: Captain's Hook is destroyed (Shatter) while attached to Hill Giant; its
    'becomes unattached' trigger looks back and destroys that permanent (the Giant)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Captain's Hook", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shatter")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shatter", targets=["Captain's Hook"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Captain's Hook", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_captains_hook_pumps_and_makes_a_pirate(real_db: CardDatabase) -> None:
    """613.1c/613.4c: the equipped Hill Giant (3/3) is 5/3, has menace and is a Pirate."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Captain's Hook", attached_to="Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 5, 3)
    s.assert_subtype("Hill Giant", "Pirate")
    s.assert_subtype("Hill Giant", "Giant")


def test_cowed_by_wisdom_counts_the_aura_controllers_hand(real_db: CardDatabase) -> None:
    """'your hand' is the hand of the Aura's controller (109.5): A controls Cowed by Wisdom on
    B's Hill Giant and holds 3 cards; B (no cards in hand) has 2 lands, can't pay {3}, so the
    Giant can't attack (508.1d/508.1h) and A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Cowed by Wisdom", attached_to="Hill Giant")
    s.add_card(Zone.HAND, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)


def test_chimney_goyf_counts_card_types_in_all_graveyards(real_db: CardDatabase) -> None:
    """604.3: a creature card in A's graveyard and an instant and a land in B's: 3 types, so
    Chimney Goyf is 3/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chimney Goyf")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Shock")
    s.add_card(Zone.GRAVEYARD, "B", "Mountain")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Chimney Goyf", 3, 4)


def test_wretched_banquet_destroys_a_creature_tied_for_least_power(real_db: CardDatabase) -> None:
    """608.2b condition checked on resolution: Grizzly Bears (2) tied with another 2-power
    creature of B's, Hill Giant 3: the Bears are destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Warrior")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Wretched Banquet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wretched Banquet", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_wretched_banquet_spares_a_creature_with_more_power(real_db: CardDatabase) -> None:
    """Hill Giant (3) isn't the least power while Grizzly Bears (2) is there: not destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Wretched Banquet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wretched Banquet", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Wretched Banquet", 1)


def test_angelic_sleuth_investigates_for_a_creature_that_had_counters(real_db: CardDatabase) -> None:
    """603.10a: Grizzly Bears with a +1/+1 counter dies (Shock, 3 damage vs 3 toughness): A
    gets a Clue; the Bears without a counter would not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Angelic Sleuth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Warrior")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Elvish Warrior"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Elvish Warrior", 1)
    s.assert_permanent_count("A", "Clue Token", 1)


def test_amulet_of_vigor_untaps_a_land_entering_tapped(real_db: CardDatabase) -> None:
    """603.2: Dismal Backwater enters tapped (614.1c) under A's control; Amulet untaps it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Amulet of Vigor")
    s.add_card(Zone.HAND, "A", "Dismal Backwater")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Dismal Backwater")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Dismal Backwater", False)
    s.assert_life("A", 21)


def test_aphemia_makes_no_zombie_without_an_enchantment_card(real_db: CardDatabase) -> None:
    """'If you do' (608.2c): A's graveyard holds only Hill Giant, nothing is exiled, so no
    Zombie; with Pacifism there, it is exiled and a 2/2 Zombie is created."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aphemia, the Cacophony")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_aphemia_exiles_an_enchantment_card_for_a_zombie(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aphemia, the Cacophony")
    s.add_card(Zone.GRAVEYARD, "A", "Pacifism")
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_exile_count("Pacifism", 1)


def test_weathered_sentinels_attacks_only_a_player_who_attacked(real_db: CardDatabase) -> None:
    """Defender (702.3b) lifted only toward a player who attacked A during their last turn: on
    turn 3 B hadn't attacked on turn 2, so the Sentinels can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weathered Sentinels")
    s.attack(3, "A", "Weathered Sentinels")
    s.stop_at(3, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Weathered Sentinels"):
        s.execute()


def test_weathered_sentinels_attacks_back_with_plus_three(real_db: CardDatabase) -> None:
    """B attacked A on turn 2 (Grizzly Bears, blocked by nothing): on turn 3 the Sentinels can
    attack B and get +3/+3 (5 damage, trample)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weathered Sentinels")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(3, "A", "Weathered Sentinels")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 15)


def test_crimson_roc_blocks_a_creature_without_flying(real_db: CardDatabase) -> None:
    """Crimson Roc (2/2) blocks Hill Giant (3/3, no flying): 3/2 first strike, it kills the
    Giant before it deals damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Crimson Roc")
    s.attack(3, "A", "Hill Giant")
    s.block(3, "B", "Crimson Roc", "Hill Giant")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Crimson Roc", 1)


def test_aetherborn_marauder_moves_counters(real_db: CardDatabase) -> None:
    """122.5: moves two +1/+1 counters from Grizzly Bears onto itself: 4/4, the Bears 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Aetherborn Marauder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aetherborn Marauder")
    s.set_choice("A", 2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Aetherborn Marauder", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_daemogoth_woe_eater_sacrificed_to_itself(real_db: CardDatabase) -> None:
    """Upkeep: A sacrifices the Woe-Eater itself (its only creature); 'when you sacrifice'
    (603.6c, leaves-the-battlefield look back): B discards 1, A draws 1 and gains 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daemogoth Woe-Eater")
    s.add_card(Zone.HAND, "B", "Island", 2)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Daemogoth Woe-Eater", 1)
    s.assert_hand_count("B", 2)  # 2 - 1 discarded + 1 drawn on turn 2
    s.assert_life("A", 22)


def test_chandras_ignition_damage_from_the_creature(real_db: CardDatabase) -> None:
    """Hill Giant (3 power) deals 3 to each other creature and to B; Vampire Nighthawk's
    damage isn't involved; A's own Grizzly Bears die too."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Chandra's Ignition")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chandra's Ignition", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Craw Wurm", 3)
    s.assert_damage("Hill Giant", 0)


def test_confront_the_unknown_counts_the_new_clue(real_db: CardDatabase) -> None:
    """Investigate, then count Clues (608.2c in order): one Clue already, one made: +2/+2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Confront the Unknown")
    s.add_card(Zone.HAND, "A", "Thraben Inspector")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thraben Inspector")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Confront the Unknown", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_ashling_the_pilgrim_third_resolution_removes_and_deals(real_db: CardDatabase) -> None:
    """Ashling activated three times (each resolving): on the third, its three +1/+1 counters
    are removed and it deals 3 damage to each creature and each player; Ashling (1/1 again)
    dies, Hill Giant (3/3) dies, both players go to 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashling the Pilgrim")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    for _ in range(3):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Ashling the Pilgrim", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_ashling_the_pilgrim_two_resolutions_keep_counters(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashling the Pilgrim")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    for _ in range(2):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ashling the Pilgrim", 3, 3)
    s.assert_life("B", 20)


def test_blood_scrivener_draws_two_from_an_empty_hand(real_db: CardDatabase) -> None:
    """614.1a: A has no cards in hand on turn 3's draw: A draws two and loses 1 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Scrivener")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("A", 19)


def test_days_undoing_ends_the_turn(real_db: CardDatabase) -> None:
    """Each player shuffles hand and graveyard into library and draws seven; it's A's turn,
    so the turn ends (723.1): A's postcombat main never comes; B's turn 2 draw makes 8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Day's Undoing")
    s.add_card(Zone.HAND, "B", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Day's Undoing")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 8)
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Day's Undoing", 1)


def test_zulaport_enforcer_level_three(real_db: CardDatabase) -> None:
    """711.2a/711.2b: with three level counters Zulaport Enforcer is 5/5 and can't be blocked
    except by black creatures: Hill Giant can't block it; B takes 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zulaport Enforcer", counters={"level": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(3, "A", "Zulaport Enforcer")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Zulaport Enforcer", 5, 5)
    s.assert_life("B", 15)


def test_zulaport_enforcer_level_one_can_be_blocked(real_db: CardDatabase) -> None:
    """At level 1 it is 3/3 with no evasion: Hill Giant blocks it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zulaport Enforcer", counters={"level": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(3, "A", "Zulaport Enforcer")
    s.block(3, "B", "Hill Giant", "Zulaport Enforcer")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Zulaport Enforcer", 1)


def test_cataclysm_keeps_one_of_each(real_db: CardDatabase) -> None:
    """Each player keeps one artifact, creature, enchantment and land and sacrifices the rest
    (701.21a): A keeps 2 of its 4 permanents (no artifact or enchantment), B keeps 1 land."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Cataclysm")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cataclysm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_battlefield_count("A", 2)
    s.assert_battlefield_count("B", 1)
    s.assert_graveyard_count("A", "Plains", 3)


def test_brand_takes_back_a_stolen_creature(real_db: CardDatabase) -> None:
    """B's Act of Treason takes A's Hill Giant; A's Brand (an instant, in B's postcombat main)
    gains control of all permanents A owns (613.1b, indefinitely): the Giant is A's again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Brand")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=["Hill Giant"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Brand")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_walking_skyscraper_costs_less_per_modified_creature(real_db: CardDatabase) -> None:
    """601.2f: two modified creatures (a +1/+1 counter; an Aura A controls) make it cost {6}:
    six lands cast it; a third, unmodified creature doesn't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Warrior")
    s.add_card(Zone.BATTLEFIELD, "A", "Rancor", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND, "A", "Walking Skyscraper")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Walking Skyscraper")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Walking Skyscraper", 1)


def test_walking_skyscraper_not_cheaper_for_unmodified(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Warrior")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND, "A", "Walking Skyscraper")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Walking Skyscraper", False)


def test_geistwave_draws_for_a_stolen_permanent_you_controlled(real_db: CardDatabase) -> None:
    """'If you controlled that permanent' reads it as it last existed (608.2h): A steals B's
    Hill Giant (Act of Treason) and bounces it: it goes to B's hand, and A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 5)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Geistwave")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Geistwave", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_hand_count("A", 1)


def test_geistwave_no_draw_for_an_opponents_permanent(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Geistwave")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Geistwave", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_hand_count("A", 0)


def test_peak_eruption_damages_the_destroyed_lands_controller(real_db: CardDatabase) -> None:
    """608.2h: 'that land's controller' as the Mountain last existed: B takes 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Peak Eruption")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Peak Eruption", targets=["Mountain"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Mountain", 1)


def test_fateful_absence_clue_for_the_destroyed_creatures_controller(real_db: CardDatabase) -> None:
    """608.2h: 'its controller' as the creature last existed investigates: B gets the Clue."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Fateful Absence")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fateful Absence", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Clue Token", 1)
    s.assert_permanent_count("A", "Clue Token", 0)


def test_volcanic_vision_deals_the_returned_cards_mana_value(real_db: CardDatabase) -> None:
    """Returns Lava Axe (mana value 5, read as the card last existed, 608.2h) and deals 5 to
    each creature B controls: Hill Giant dies, Colossal Dreadmaw (6/6) has 5 damage; A's
    Grizzly Bears are unhurt."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Lava Axe")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Volcanic Vision")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volcanic Vision", targets=["Lava Axe"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Lava Axe")
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Colossal Dreadmaw", 5)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_exile_count("Volcanic Vision", 1)


def test_stitchers_graft_attacker_stays_tapped(real_db: CardDatabase) -> None:
    """Equipped Grizzly Bears (5/5) attacks on turn 3 and doesn't untap in A's turn 5 untap
    step (a 'next untap step' effect, 502.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Stitcher's Graft", attached_to="Grizzly Bears")
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_tapped("Grizzly Bears", True)


def test_stitchers_graft_moved_sacrifices_the_old_creature(real_db: CardDatabase) -> None:
    """Equip moves the Graft from Grizzly Bears to Hill Giant: 'becomes unattached' (603.2),
    A sacrifices the Bears; the Giant is 6/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Stitcher's Graft", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Hill Giant", 6, 6)


# ------------------------------------------------- 603.7b (misplay, fixed): the whole effect


def test_battle_of_frost_and_fire_chapter_three_discards_only_with_the_draw(
        real_db: CardDatabase) -> None:
    """Chapter III creates 'Whenever you cast a spell with mana value 5 or greater this turn,
    draw two cards, then discard a card' (603.7b): the discard is part of that delayed
    trigger's effect. It was compiled as a discard at once when chapter III resolved (and a
    trigger that only drew). Turn 1 (714.3b: the lore counter as the precombat main phase
    begins): A's hand is Colossal Dreadmaw; chapter III discards nothing; casting the Dreadmaw
    (0 left) draws two and discards one: 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Battle of Frost and Fire", counters={"lore": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Colossal Dreadmaw")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Colossal Dreadmaw", 1)
    s.assert_graveyard_count("A", "Battle of Frost and Fire", 1)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", None, 2)  # the Saga (714.4) and the card discarded


def test_jarad_return_needs_a_swamp_and_a_forest(real_db: CardDatabase) -> None:
    """'Sacrifice a Swamp and a Forest' (118.3): with two Swamps and no Forest the cost
    can't be paid, Jarad stays in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Jarad, Golgari Lich Lord")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a Swamp and a Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Jarad, Golgari Lich Lord", 1)
    s.assert_permanent_count("A", "Swamp", 2)


def test_jarad_returns_for_a_swamp_and_a_forest(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Jarad, Golgari Lich Lord")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a Swamp and a Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Jarad, Golgari Lich Lord")
    s.assert_permanent_count("A", "Swamp", 1)
    s.assert_permanent_count("A", "Forest", 0)


def test_ludevics_test_subject_fifth_counter_transforms(real_db: CardDatabase) -> None:
    """'Then if there are five or more hatchling counters on it, remove all of them and
    transform it' (608.2c, one condition for both): with four counters, a fifth one is put,
    all five are removed and it transforms into Ludevic's Abomination (13/13, 712.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ludevic's Test Subject", counters={"hatchling": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ludevic's Abomination", 13, 13)
    s.assert_counter_count("A", "Ludevic's Abomination", "hatchling", 0)


def test_unnatural_aggression_exiles_the_creature_that_would_die(real_db: CardDatabase) -> None:
    """Hill Giant (A, 3/3) fights Grizzly Bears (B, 2/2): the Bears would die this turn, so
    they are exiled instead (614.1a); the Giant keeps 2 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Unnatural Aggression")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unnatural Aggression",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 2)


def test_scrounging_bandar_moves_its_counters(real_db: CardDatabase) -> None:
    """Enters with two +1/+1 counters (614.1c, a 0/0: 2/2); at A's upkeep A moves both onto
    Grizzly Bears (122.5): the Bandar is 0/0 and dies (704.5f), the Bears are 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Scrounging Bandar")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scrounging Bandar")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Scrounging Bandar", 2, 2))
    s.set_choice("A", "Yes")
    s.set_choice("A", 2)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_graveyard_count("A", "Scrounging Bandar", 1)


def test_elvish_branchbender_x_is_locked_in(real_db: CardDatabase) -> None:
    """608.2h: X (Elves A controls) is counted once as the ability resolves: two Elves make
    the target Forest 2/2; a third Elf entering later leaves it 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Branchbender")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Bayou")
    s.add_card(Zone.HAND, "A", "Fyndhorn Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Until end of turn", targets=["Forest"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fyndhorn Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Fyndhorn Elves", 1)
    s.assert_power_toughness("A", "Forest", 2, 2)


def test_gather_specimens_takes_an_entering_creature(real_db: CardDatabase) -> None:
    """614.1c/614.12: cast in B's upkeep, the Grizzly Bears B casts that turn enter under A's
    control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Gather Specimens")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.UPKEEP, "A", "Gather Specimens")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_glyph_keeper_counters_only_the_first_targeting_each_turn(real_db: CardDatabase) -> None:
    """B's first Lightning Bolt at Glyph Keeper (5/3) is countered by its trigger (603.2, 'for
    the first time each turn'); the second resolves and it dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glyph Keeper")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Glyph Keeper"])
    s.check(2, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_permanent_count("A", "Glyph Keeper", 1))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Glyph Keeper"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Glyph Keeper", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 2)


def test_stormfront_riders_returns_itself_and_makes_two_soldiers(real_db: CardDatabase) -> None:
    """A controls only Stormfront Riders and Grizzly Bears: both must return (the Riders is
    one of the two creatures A controls); each return makes a Soldier (603.10a: the Riders'
    own leaves-the-battlefield trigger looks back)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Stormfront Riders")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stormfront Riders")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_permanent_count("A", "Soldier Token", 2)


def test_mad_dog_sacrificed_only_on_a_turn_it_stayed_home(real_db: CardDatabase) -> None:
    """603.4: cast on turn 1, Mad Dog came under A's control that turn: kept. On turn 3 it
    neither attacked nor came under A's control: sacrificed at A's end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Mad Dog")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mad Dog")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Mad Dog", 1))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Mad Dog", 1)


def test_soul_barrier_damages_a_caster_who_cant_pay(real_db: CardDatabase) -> None:
    """B casts Grizzly Bears with its only two lands: B can't pay {2} (118.12), so Soul
    Barrier deals 2 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Barrier")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_hunted_nightmare_the_opponent_chooses_the_creature(real_db: CardDatabase) -> None:
    """'Target opponent puts a deathtouch counter on a creature they control': B chooses
    (608.2d); B picks Hill Giant, not Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Hunted Nightmare")
    s.set_choice("B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunted Nightmare")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "deathtouch", 1)
    s.assert_counter_count("B", "Grizzly Bears", "deathtouch", 0)


def test_skywarp_skaab_cant_exile_only_one_card(real_db: CardDatabase) -> None:
    """'You may exile two creature cards from your graveyard. If you do, draw a card': with
    one creature card there the exile can't be done (608.2c), nothing is exiled, no card
    drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Skywarp Skaab")
    s.set_choice("A", "Yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skywarp Skaab")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 0)


def test_skywarp_skaab_exiles_two_and_draws(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Skywarp Skaab")
    s.set_choice("A", "Yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skywarp Skaab")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Hill Giant", 2)
    s.assert_hand_count("A", 1)
