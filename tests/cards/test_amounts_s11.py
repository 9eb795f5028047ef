"""Amounts, counters and tokens added in session 11, compiled from the Oracle text and played
with exact figures: creature tokens whose quoted ability defines their power and toughness
(604.3, 111.1; `oracle/token_cda.py`); a trigger's "each creature with a +1/+1 counter on it"
(122.1: each object described, not the source)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_604_3_kalonian_twingrove_token_counts_the_forests(real_db: CardDatabase) -> None:
    """Kalonian Twingrove enters with A controlling seven Forests: it and the Treefolk Warrior
    token it creates are each 7/7 (604.3: the token's quoted CDA counts as it applies); an
    eighth Forest played in the second main phase makes both 8/8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.HAND, "A", "Kalonian Twingrove")
    s.add_card(Zone.HAND, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kalonian Twingrove")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Treefolk Warrior Token", 7, 7))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Treefolk Warrior Token", 8, 8)
    s.assert_power_toughness("A", "Kalonian Twingrove", 8, 8)


def test_604_3_hallowed_haunting_spirit_counts_the_spirits(real_db: CardDatabase) -> None:
    """Hallowed Haunting: A casts an enchantment (Pacifism on B's bear): a Spirit Cleric
    token whose power and toughness are the number of Spirits A controls; with one other
    Spirit (Spectral Sailor) it is 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hallowed Haunting")
    s.add_card(Zone.BATTLEFIELD, "A", "Spectral Sailor")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Pacifism")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pacifism", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Spirit Cleric Token", 2, 2)


def test_122_1_patron_of_the_valiant_counts_each_creature_with_a_counter(
        real_db: CardDatabase) -> None:
    """Patron of the Valiant enters; A controls a bear with a +1/+1 counter (3/3) and one
    without: only the first gets another counter (4/4, two counters); the Patron itself has
    none (not "on ~")."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.HAND, "A", "Patron of the Valiant")
    s.add_card(Zone.HAND, "A", "Battlegrowth")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battlegrowth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Patron of the Valiant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_counter_count("A", "Runeclaw Bear", "+1/+1", 0)
    s.assert_counter_count("A", "Patron of the Valiant", "+1/+1", 0)


def test_201_5_wicked_wolf_it_is_the_wolf_named_before(real_db: CardDatabase) -> None:
    """Wicked Wolf (3/3): "Sacrifice a Food: Put a +1/+1 counter on ~. It gains
    indestructible until end of turn. Tap it.": ~ is the only object named, so "it" is the
    Wolf: 4/4 with a counter, indestructible this turn, tapped (Gilded Goose made the Food)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wicked Wolf")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Gilded Goose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gilded Goose")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice a Food")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_abilities("A", "Wicked Wolf",
                                                             ["Indestructible"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Wicked Wolf", "+1/+1", 1)
    s.assert_power_toughness("A", "Wicked Wolf", 4, 4)
    s.assert_abilities("A", "Wicked Wolf", ["Indestructible"], present=False)
    s.assert_tapped("Wicked Wolf")
    s.assert_permanent_count("A", "Food Token", 0)


def test_608_2c_hunt_the_weak_then_that_creature_fights(real_db: CardDatabase) -> None:
    """Hunt the Weak: "Put a +1/+1 counter on target creature you control. Then that creature
    fights target creature you don't control.": the bear gets a counter (3/3), then fights B's
    Hill Giant (3/3): both die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Hunt the Weak")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunt the Weak",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_608_2h_backlash_that_creature_deals_its_power_to_its_controller(
        real_db: CardDatabase) -> None:
    """Backlash taps B's Hill Giant (3/3), which deals damage equal to its power to its
    controller: B 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Backlash")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Backlash", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_tapped("Hill Giant")


def test_122_1b_wingspan_mentor_flying_counter_on_a_non_human(real_db: CardDatabase) -> None:
    """Wingspan Mentor (a Human) enters: a flying counter on target non-Human creature A
    controls (Grizzly Bears: it has flying, 122.1b); the Mentor itself may not be chosen
    (205.3m: it is a Human)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Wingspan Mentor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wingspan Mentor")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "flying", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_abilities("A", "Wingspan Mentor", ["Flying"], present=False)


def test_613_4c_bravado_counts_creatures_other_than_the_enchanted_one(
        real_db: CardDatabase) -> None:
    """Bravado on Grizzly Bears: "+1/+1 for each other creature you control": A's two other
    creatures count, the Bears themselves and B's creature don't: 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Bravado")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bravado", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Runeclaw Bear", 2, 2)


def test_613_4c_sliver_legion_each_sliver_counts_the_others(real_db: CardDatabase) -> None:
    """Sliver Legion (7/7) and two Metallic Slivers (1/1): "All Sliver creatures get +1/+1 for
    each other Sliver on the battlefield": each gets +2/+2 (9/9 and 3/3); B's Sliver counts
    too (on the battlefield): +3/+3 each, B's Metallic Sliver 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sliver Legion")
    s.add_card(Zone.BATTLEFIELD, "A", "Metallic Sliver", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Metallic Sliver")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Sliver Legion", 10, 10)
    s.assert_power_toughness("A", "Metallic Sliver", 4, 4)
    s.assert_power_toughness("B", "Metallic Sliver", 4, 4)


def test_603_7c_clockwork_beetle_loses_a_counter_at_end_of_combat(
        real_db: CardDatabase) -> None:
    """Clockwork Beetle enters with two +1/+1 counters (2/2) and attacks on turn 3: B takes 2;
    "remove a +1/+1 counter from it at end of combat" (a delayed trigger, 603.7c): one
    counter left, 1/1, in the second main phase."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.HAND, "A", "Clockwork Beetle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clockwork Beetle")
    s.attack(3, "A", "Clockwork Beetle")
    s.check(3, Step.COMBAT_DAMAGE, lambda sc: sc.assert_counter_count(
        "A", "Clockwork Beetle", "+1/+1", 2))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Clockwork Beetle", "+1/+1", 1)
    s.assert_power_toughness("A", "Clockwork Beetle", 1, 1)


def test_120_1_karplusan_yeti_and_its_target_deal_damage_to_each_other(
        real_db: CardDatabase) -> None:
    """Karplusan Yeti (3/3) taps: 3 damage to B's Grizzly Bears (2/2), then the Bears deal
    damage equal to their power (2) to the Yeti: the Bears die, the Yeti has 2 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karplusan Yeti")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Karplusan Yeti", 2)


def test_608_2h_goblin_tinkerer_damage_from_a_destroyed_target_is_refused(
        real_db: CardDatabase) -> None:
    """Goblin Tinkerer: "Destroy target artifact. That artifact deals damage equal to its
    mana value to ~.": the artifact would deal damage as it last existed (608.2h), which the
    engine doesn't do: the card is refused rather than played without that damage."""
    assert not real_db.compiled("Goblin Tinkerer").supported


def test_122_1a_domri_city_smasher_those_creatures_gain_trample(real_db: CardDatabase) -> None:
    """Domri, City Smasher with 8 more loyalty (12): −8 puts three +1/+1 counters on each
    creature A controls; "Those creatures gain trample until end of turn" (the same group):
    the Bears are 5/5 with trample; B's Bears get nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Domri, City Smasher", counters={"loyalty": 8})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−8]")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities("A", "Grizzly Bears",
                                                                 ["Trample"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)
    s.assert_abilities("B", "Grizzly Bears", ["Trample"], present=False)
    s.assert_counter_count("A", "Domri, City Smasher", "loyalty", 4)


def test_608_2h_tribute_to_hunger_gains_the_sacrificed_creatures_toughness(
        real_db: CardDatabase) -> None:
    """Tribute to Hunger: B sacrifices a creature (B's only one, Hill Giant 3/3); A gains
    life equal to that creature's toughness as it last existed (608.2h): 23."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Tribute to Hunger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tribute to Hunger", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 23)
    s.assert_life("B", 20)


def test_608_2h_devour_flesh_the_player_gains_its_toughness(real_db: CardDatabase) -> None:
    """Devour Flesh on B, who chooses which of two creatures to sacrifice (the Bears, 2/2):
    B gains 2 (22), not the Giant's 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Devour Flesh")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Devour Flesh", targets=["B"])
    s.set_choice("B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("B", 22)
    s.assert_life("A", 20)

