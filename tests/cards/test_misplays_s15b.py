"""Session-15 misplay audit (`qa15b`) of the cards the first merge round of session 15 made
supported: scenarios that settled an audit doubt (the card did what its text says) and the
deviations found, fixed as the Comprehensive Rules state them. Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _all_tapped(s: Scenario, name: str) -> bool:
    """Is every permanent named `name` tapped?"""
    return all(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == name)


def test_608_2h_kayas_wrath_counts_your_creatures_destroyed(real_db: CardDatabase) -> None:
    """Kaya's Wrath: "Destroy all creatures. You gain life equal to the number of creatures you
    controlled that were destroyed this way." A's two Grizzly Bears die, A's Darksteel Myr
    (indestructible) is not destroyed (702.12b) and B's three Hill Giants are not A's: A gains 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Kaya's Wrath")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Darksteel Myr")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kaya's Wrath")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("B", "Hill Giant", 3)
    s.assert_permanent_count("A", "Darksteel Myr", 1)
    s.assert_life("A", 22)


def test_608_2h_solitude_gain_uses_the_exiled_creatures_last_power(
        real_db: CardDatabase) -> None:
    """Solitude: "exile up to one other target creature. That creature's controller gains life
    equal to its power." The power is the one it last had on the battlefield (608.2h): B's Hill
    Giant with two +1/+1 counters is 5/5, so B gains 5 (not the card's printed 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Solitude")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2})
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Solitude")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_life("B", 25)
    s.assert_life("A", 20)


def test_608_2h_rampant_rejuvenator_searches_for_its_last_power(real_db: CardDatabase) -> None:
    """Rampant Rejuvenator: "When ~ dies, search your library for up to X basic land cards, where
    X is ~'s power". With three +1/+1 counters it was 3/3 when B's Lightning Bolt killed it: A
    puts three of its four Forests onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rampant Rejuvenator", counters={"+1/+1": 3})
    s.add_card(Zone.LIBRARY, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Rampant Rejuvenator"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Rampant Rejuvenator", 1)
    s.assert_permanent_count("A", "Forest", 3)
    s.assert_library_count("A", 1, "Forest")


def test_604_3_recruiter_of_the_guard_reads_toughness_cda_in_library(
        real_db: CardDatabase) -> None:
    """Recruiter of the Guard: "search your library for a creature card with toughness 2 or less".
    Lhurgoyf's toughness is defined in every zone (604.3): with two creature cards in B's
    graveyard it is 3 in A's library and can't be found; A's Grizzly Bears (2) can."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Recruiter of the Guard")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Lhurgoyf")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant", 2)
    s.set_choice("A", "yes")
    s.set_choice("A", "Lhurgoyf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Recruiter of the Guard")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0, "Lhurgoyf")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 1, "Lhurgoyf")


def test_603_3d_corpse_appraiser_without_a_target_looks_at_nothing(
        real_db: CardDatabase) -> None:
    """Corpse Appraiser: "exile up to one target creature card from a graveyard. If a card is put
    into exile this way, look at the top three cards ...". With no creature card in any graveyard
    nothing is exiled, so A's hand and library are unchanged."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Corpse Appraiser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corpse Appraiser")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)


def test_608_2c_corpse_appraiser_with_a_target_takes_one_of_three(real_db: CardDatabase) -> None:
    """Corpse Appraiser exiling B's Hill Giant card: A looks at three, one to hand, two to the
    graveyard (library 20 -> 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Corpse Appraiser")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corpse Appraiser")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", None, 2)
    s.assert_library_count("A", 17)


def test_702_12b_tuktuk_scrapper_indestructible_artifact_deals_no_damage(real_db: CardDatabase) -> None:
    """Tuktuk Scrapper: "you may destroy target artifact. If that artifact is put into a graveyard
    this way, ~ deals damage to that artifact's controller equal to the number of Allies you
    control." B's Darksteel Ingot is indestructible (702.12b): it stays, B takes no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Tuktuk Scrapper")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Ingot")
    s.add_target("A", "Darksteel Ingot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tuktuk Scrapper")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Darksteel Ingot", 1)
    s.assert_life("B", 20)


def test_608_2c_tuktuk_scrapper_damages_the_destroyed_artifacts_controller(
        real_db: CardDatabase) -> None:
    """Tuktuk Scrapper destroying B's Ornithopter with one other Ally (Makindi Patrol)
    under A's control: two Allies, B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Makindi Patrol")
    s.add_card(Zone.HAND, "A", "Tuktuk Scrapper")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_target("A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tuktuk Scrapper")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_life("B", 18)


def test_506_5_altar_of_the_goyf_counts_card_types_in_graveyards(real_db: CardDatabase) -> None:
    """Altar of the Goyf: "Whenever a creature you control attacks alone, it gets +X/+X ... where
    X is the number of card types among cards in all graveyards." Graveyards: Lightning Bolt
    (instant), Hill Giant (creature), Dryad Arbor (land creature): 3 types; Grizzly Bears
    attacks alone as a 5/5: B goes to 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Altar of the Goyf")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Dryad Arbor")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)


def test_608_2c_planeswalkers_favor_pumps_by_the_revealed_mana_value(real_db: CardDatabase) -> None:
    """Planeswalker's Favor: B's only card in hand is Hill Giant (mana value 4): A's Grizzly
    Bears gets +4/+4 (6/6) until end of turn; the Hill Giant stays in B's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planeswalker's Favor")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{G}", targets=["B", "Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    s.assert_hand_count("B", 1, "Hill Giant")


def test_608_2c_riptide_entrancer_sacrificed_steals_a_creature_of_that_player(
        real_db: CardDatabase) -> None:
    """Riptide Entrancer: "Whenever ~ deals combat damage to a player, you may sacrifice it. If
    you do, gain control of target creature that player controls." A sacrifices it and gains
    B's Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Riptide Entrancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_target("A", "Hill Giant")
    s.set_choice("A", "yes")
    s.attack(1, "A", "Riptide Entrancer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Riptide Entrancer", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_107_3_hero_of_leina_tower_pays_x_for_counters(real_db: CardDatabase) -> None:
    """Hero of Leina Tower: "Whenever you cast a spell that targets ~, you may pay {X}. If you do,
    put X +1/+1 counters on ~." A casts Giant Growth on it and pays X=2 with two other Forests:
    two counters, 1/1 + 2 + 3 = 6/6 this turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hero of Leina Tower")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.set_choice("A", "yes")
    s.set_choice("A", "X=2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Hero of Leina Tower"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Hero of Leina Tower", "+1/+1", 2)
    s.assert_power_toughness("A", "Hero of Leina Tower", 6, 6)


def test_702_29a_decree_of_justice_cycling_pays_x_for_soldiers(real_db: CardDatabase) -> None:
    """Decree of Justice: cycling it for {2}{W}, then "you may pay {X}. If you do, create X 1/1
    white Soldier creature tokens": X=2 with the two other Plains: two Soldiers, a card drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Decree of Justice")
    s.set_choice("A", "yes")
    s.set_choice("A", "X=2")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Decree of Justice", 1)


def test_702_16_kitsune_riftwalker_protection_from_spirits(real_db: CardDatabase) -> None:
    """Kitsune Riftwalker: "Protection from Spirits and from Arcane": B's Kami of Ancient Law (a
    Spirit) can't block it (702.16e): B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitsune Riftwalker")
    s.add_card(Zone.BATTLEFIELD, "B", "Kami of Ancient Law")
    s.attack(1, "A", "Kitsune Riftwalker")
    s.block(1, "B", "Kami of Ancient Law", "Kitsune Riftwalker")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="can't block"):
        s.execute()
    s.assert_life("B", 18)


def test_702_16_kitsune_riftwalker_protection_from_arcane(real_db: CardDatabase) -> None:
    """Kitsune Riftwalker: an Arcane spell (B's Glacial Ray) can't target it (702.16b); B can
    still target A with it: A at 18, the Riftwalker undamaged."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitsune Riftwalker")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Glacial Ray")
    s.add_card(Zone.HAND, "B", "Glacial Ray")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Glacial Ray", targets=["Kitsune Riftwalker"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Glacial Ray", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Glacial Ray"):
        s.execute()
    s.assert_life("A", 18)
    s.assert_damage("Kitsune Riftwalker", 0)


def test_702_95_imperious_mindbreaker_paired_creature_mills_its_toughness(
        real_db: CardDatabase) -> None:
    """Imperious Mindbreaker paired (soulbond, 702.95a) with A's Hill Giant (3/3): the Giant
    attacks, "each opponent mills cards equal to its toughness": B mills 3 (20 -> 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Imperious Mindbreaker")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Imperious Mindbreaker")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 17)
    s.assert_life("B", 17)


def test_603_8_marjhan_is_sacrificed_when_you_control_no_islands(real_db: CardDatabase) -> None:
    """Marjhan: "When you control no Islands, sacrifice ~." (a state trigger, 603.8): B's Stone
    Rain destroys A's only Island; Marjhan goes to the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Marjhan")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Stone Rain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Stone Rain", targets=["Island"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Marjhan", 1)


def test_608_2c_saprazzan_breaker_nonland_milled_can_still_be_blocked(real_db: CardDatabase) -> None:
    """Saprazzan Breaker: "Mill a card. If a land card was milled this way, ~ can't be blocked
    this turn." The milled card is Grizzly Bears (not a land): Hill Giant blocks it, both die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Saprazzan Breaker")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}:")
    s.attack(1, "A", "Saprazzan Breaker")
    s.block(1, "B", "Hill Giant", "Saprazzan Breaker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Saprazzan Breaker", 1)
    s.assert_life("B", 20)


def test_608_2c_saprazzan_breaker_land_milled_cant_be_blocked(real_db: CardDatabase) -> None:
    """Saprazzan Breaker milling a Forest: B's Hill Giant can't block it; B takes 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Saprazzan Breaker")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}:")
    s.attack(1, "A", "Saprazzan Breaker")
    s.block(1, "B", "Hill Giant", "Saprazzan Breaker")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="can't block"):
        s.execute()
    s.assert_life("B", 17)


def test_603_10a_infuse_with_vitality_returns_the_creature_tapped(real_db: CardDatabase) -> None:
    """Infuse with Vitality on A's Grizzly Bears, then B's Lightning Bolt kills it: "When this
    creature dies, return it to the battlefield tapped under its owner's control." It is back,
    tapped, and A gained 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Infuse with Vitality")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Infuse with Vitality", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to=None)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears")
    s.assert_life("A", 22)


def test_702_127a_despair_grants_menace_and_discard_on_combat_damage(real_db: CardDatabase) -> None:
    """Despair (aftermath, cast from A's graveyard, 702.127a): creatures A controls gain menace
    and "Whenever this creature deals combat damage to a player, that player discards a card."
    Grizzly Bears hits B: B discards one of two cards; Despair is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Driven // Despair")
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Despair")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_exile_count("Driven // Despair", 1)


def test_107_3_taj_nar_swordsmith_x_paid_bounds_the_mana_value(real_db: CardDatabase) -> None:
    """Taj-Nar Swordsmith: "you may pay {X}. If you do, search your library for an Equipment card
    with mana value X or less": A pays X=1 with its fifth Plains; Loxodon Warhammer (mana value
    3) can't be found, Bonesplitter (1) is put onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Taj-Nar Swordsmith")
    s.add_card(Zone.LIBRARY, "A", "Bonesplitter")
    s.add_card(Zone.LIBRARY, "A", "Loxodon Warhammer")
    s.set_choice("A", "yes")
    s.set_choice("A", "X=1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Taj-Nar Swordsmith")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bonesplitter", 1)
    s.assert_permanent_count("A", "Loxodon Warhammer", 0)
    s.assert_library_count("A", 1, "Loxodon Warhammer")


def test_701_19a_fork_in_the_road_one_to_hand_the_other_to_graveyard(real_db: CardDatabase) -> None:
    """Fork in the Road finds a Forest and an Island: one goes to A's hand, the other to A's
    graveyard (with Fork in the Road)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Fork in the Road")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.remove_all_from_library("A")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fork in the Road")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", None, 2)
    s.assert_library_count("A", 0)


def test_205_1b_liliana_deaths_majesty_returned_creature_is_a_black_zombie(
        real_db: CardDatabase) -> None:
    """Liliana, Death's Majesty −3 returns A's Grizzly Bears card: "That creature is a black
    Zombie in addition to its other colors and types." (green and black, Bear Zombie)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana, Death's Majesty")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_subtype("Grizzly Bears", "Zombie")
    s.assert_subtype("Grizzly Bears", "Bear")
    s.assert_color("Grizzly Bears", ["B", "G"])
    s.assert_counter_count("A", "Liliana, Death's Majesty", "loyalty", 2)


def test_701_19_long_term_plans_puts_the_card_third_from_the_top(real_db: CardDatabase) -> None:
    """Long-Term Plans: "Search your library for a card, then shuffle and put that card third
    from the top." A finds Grizzly Bears: after the shuffle it is the third card from the top."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Long-Term Plans")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Long-Term Plans")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    lib = s.state.players[0].library
    assert len(lib) == 21
    assert s.state.objects[lib[-3]].card.name == "Grizzly Bears"


def test_509_5c_robber_fly_defending_player_redraws_their_hand(real_db: CardDatabase) -> None:
    """Robber Fly blocked by B's Wind Drake: "defending player discards all the cards in their
    hand, then draws that many cards": B's two Hill Giants are discarded, B draws two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Robber Fly")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.attack(1, "A", "Robber Fly")
    s.block(1, "B", "Wind Drake", "Robber Fly")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 2)
    s.assert_hand_count("B", 2)
    s.assert_library_count("B", 18)


def test_118_12a_nether_void_counters_unless_its_caster_pays_3(real_db: CardDatabase) -> None:
    """Nether Void: "Whenever a player casts a spell, counter it unless that player pays {3}."
    B casts Lightning Bolt with one Mountain and can't pay {3}: countered, A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nether Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_118_12a_nether_void_caster_who_pays_is_not_countered(real_db: CardDatabase) -> None:
    """Nether Void: B has four Mountains and pays {3}: the Bolt resolves, A at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nether Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("B", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)


def test_101_4_veteran_explorer_each_player_searches(real_db: CardDatabase) -> None:
    """Veteran Explorer dies: "each player may search their library for up to two basic land
    cards, put them onto the battlefield": A and B each put two Forests onto the battlefield
    (each chooses to search and finds two by default; A's library 22 -> 20, B's 23 -> 22 -> 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Veteran Explorer")
    s.add_card(Zone.LIBRARY, "A", "Forest", 2)
    s.add_card(Zone.LIBRARY, "B", "Forest", 3)  # B draws one of them on turn 2
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Veteran Explorer"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_permanent_count("B", "Forest", 2)
    s.assert_library_count("A", 20)
    s.assert_library_count("B", 20)


def test_118_9_force_of_vigor_alternative_cost_only_on_an_opponents_turn(
        real_db: CardDatabase) -> None:
    """Force of Vigor: "If it's not your turn, you may exile a green card from your hand rather
    than pay this spell's mana cost." On B's turn A, with no lands, exiles Grizzly Bears and
    destroys both B's Bonesplitter and B's Glorious Anthem."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Force of Vigor")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.set_choice("A", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Force of Vigor",
                 targets=["Bonesplitter", "Glorious Anthem"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Bonesplitter", 1)
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_exile_count("Grizzly Bears", 1)


def test_608_2h_ratchet_bomb_counts_its_counters_after_it_is_sacrificed(
        real_db: CardDatabase) -> None:
    """Ratchet Bomb with two charge counters: "{T}, Sacrifice ~: Destroy each nonland permanent
    with mana value equal to the number of charge counters on ~." The number is the one it had
    when sacrificed (608.2h): B's Grizzly Bears (2) is destroyed, B's Hill Giant (4) and
    Forest stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ratchet Bomb", counters={"charge": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_graveyard_count("A", "Ratchet Bomb", 1)


def test_603_4_rushing_tide_zubera_draws_after_four_damage(real_db: CardDatabase) -> None:
    """Rushing-Tide Zubera: "When ~ dies, if 4 or more damage was dealt to it this turn, draw
    three cards." A's Flame Slash deals 4 to it: A draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rushing-Tide Zubera")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Flame Slash")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Slash", targets=["Rushing-Tide Zubera"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Rushing-Tide Zubera", 1)
    s.assert_hand_count("A", 3)


def test_603_4_rushing_tide_zubera_three_damage_draws_nothing(real_db: CardDatabase) -> None:
    """Rushing-Tide Zubera killed by a Lightning Bolt (3 damage): the condition is false when
    it dies (603.4), nothing is drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rushing-Tide Zubera")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Rushing-Tide Zubera"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Rushing-Tide Zubera", 1)
    s.assert_hand_count("A", 0)


def test_302_6_honeymoon_hearse_tapped_by_summoning_sick_creatures(
        real_db: CardDatabase) -> None:
    """Honeymoon Hearse: "Tap two untapped creatures you control: ~ becomes an artifact creature
    until end of turn." Tapping creatures as a cost other than {T} ignores summoning sickness
    (302.6): A casts two Grizzly Bears and taps them; the Hearse (5/5 trample, on the
    battlefield since the start) attacks: B at 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Honeymoon Hearse")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Tap two untapped")
    s.attack(1, "A", "Honeymoon Hearse")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_type("Honeymoon Hearse", "Creature")
    s.assert_subtype("Honeymoon Hearse", "Vehicle")


def test_608_2m_psychic_miasma_returns_itself_when_a_land_is_discarded(
        real_db: CardDatabase) -> None:
    """Psychic Miasma: "Target player discards a card. If a land card is discarded this way,
    return ~ to its owner's hand." B's only card is a Forest: Miasma goes back to A's hand
    instead of A's graveyard (608.2m)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Psychic Miasma")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Miasma", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("A", 1, "Psychic Miasma")
    s.assert_graveyard_count("A", "Psychic Miasma", 0)


def test_608_2c_psychic_miasma_nonland_discarded_goes_to_the_graveyard(real_db: CardDatabase) -> None:
    """Psychic Miasma: B discards Hill Giant (not a land): Miasma goes to A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Psychic Miasma")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Miasma", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Psychic Miasma", 1)
    s.assert_hand_count("A", 0)


def test_608_2h_ooze_garden_uses_the_sacrificed_creatures_last_power(
        real_db: CardDatabase) -> None:
    """Ooze Garden: "{1}{G}, Sacrifice a non-Ooze creature: Create an X/X green Ooze creature
    token, where X is the sacrificed creature's power." Hill Giant with a +1/+1 counter was 4/4
    when sacrificed (608.2h, 117.1): a 4/4 Ooze."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ooze Garden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Ooze Token", 4, 4)


def test_608_2c_martyrs_cry_each_controller_draws_for_their_creatures(real_db: CardDatabase) -> None:
    """Martyr's Cry: "Exile all white creatures. For each creature exiled this way, its
    controller draws a card." A's Savannah Lions and B's two Serra Angels (and not B's Grizzly
    Bears): A draws 1, B draws 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Martyr's Cry")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Martyr's Cry")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Serra Angel", 2)
    s.assert_exile_count("Savannah Lions", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 2)


def test_608_2h_kayas_wrath_counts_a_stolen_creature_as_yours(real_db: CardDatabase) -> None:
    """Kaya's Wrath after A's Act of Treason on B's Hill Giant: "creatures you controlled that
    were destroyed this way" counts by controller as they were destroyed (608.2h), not owner:
    A's Grizzly Bears and the stolen Hill Giant: A gains 2 (B's Savannah Lions doesn't count)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Kaya's Wrath")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kaya's Wrath")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_life("A", 22)


def test_608_2h_martyrs_cry_stolen_creature_draws_for_its_controller(
        real_db: CardDatabase) -> None:
    """Martyr's Cry after A's Act of Treason on one of B's Serra Angels: "its controller draws
    a card" is the controller as it was exiled (608.2h): A draws 2 (Savannah Lions and the stolen
    Angel), B draws 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Martyr's Cry")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Serra Angel"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Martyr's Cry")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Serra Angel", 2)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 1)


def test_608_2h_noxious_gearhulk_gains_the_destroyed_creatures_last_toughness(
        real_db: CardDatabase) -> None:
    """Noxious Gearhulk: "you may destroy another target creature. If a creature is destroyed
    this way, you gain life equal to its toughness." B's Hill Giant with two +1/+1 counters
    (5/5) is destroyed: A gains 5, its toughness as it last existed (608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Noxious Gearhulk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2})
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Noxious Gearhulk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 25)


def test_702_12b_noxious_gearhulk_indestructible_target_gains_nothing(real_db: CardDatabase) -> None:
    """Noxious Gearhulk targeting B's Darksteel Myr (indestructible, 702.12b): not destroyed,
    so A gains no life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Noxious Gearhulk")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    s.add_target("A", "Darksteel Myr")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Noxious Gearhulk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Darksteel Myr", 1)
    s.assert_life("A", 20)


def test_702_16_mistmeadow_skulk_blocking_a_big_creature_takes_no_damage(
        real_db: CardDatabase) -> None:
    """Mistmeadow Skulk: "protection from mana value 3 or greater": damage from B's Hill Giant
    (mana value 4) that it blocks is prevented (702.16e); the Skulk survives and its 1 damage
    to the Giant gains A 1 life (lifelink)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistmeadow Skulk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Mistmeadow Skulk", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Mistmeadow Skulk", 1)
    s.assert_damage("Mistmeadow Skulk", 0)
    s.assert_damage("Hill Giant", 1)
    s.assert_life("A", 21)


def test_702_16_mistmeadow_skulk_cant_be_blocked_by_mana_value_4(real_db: CardDatabase) -> None:
    """Mistmeadow Skulk attacking: B's Hill Giant (mana value 4) can't block it (702.16e), B's
    Grizzly Bears (2) can."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistmeadow Skulk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Mistmeadow Skulk")
    s.block(1, "B", "Hill Giant", "Mistmeadow Skulk")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="can't block"):
        s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)


def test_702_16_mistmeadow_skulk_cant_be_targeted_by_a_mana_value_3_source(
        real_db: CardDatabase) -> None:
    """Mistmeadow Skulk: B's Arrest (mana value 3) can't target it (702.16b); B's Lightning Bolt
    (mana value 1) can and kills it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistmeadow Skulk")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Arrest")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(2, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_playable("B", "Arrest", False))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Mistmeadow Skulk"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Mistmeadow Skulk", 1)


def test_608_2c_hex_parasite_gets_plus_one_for_each_counter_removed(real_db: CardDatabase) -> None:
    """Hex Parasite: "{X}{B/P}: Remove up to X counters from target permanent. For each counter
    removed this way, ~ gets +1/+0 until end of turn." X=2 on B's Hill Giant with three +1/+1
    counters: two removed (the Giant is 4/4), the Parasite is 3/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hex Parasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 3})
    s.set_choice("A", "2")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{B/P}", targets=["Hill Giant"], x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 1)
    s.assert_power_toughness("B", "Hill Giant", 4, 4)
    s.assert_power_toughness("A", "Hex Parasite", 3, 1)
    s.assert_life("A", 20)


def test_205_3i_myriad_landscape_two_lands_must_share_a_land_type(real_db: CardDatabase) -> None:
    """Myriad Landscape: "Search your library for up to two basic land cards that share a land
    type". A's library is a Forest and an Island (no two share a type): only one of them is put
    onto the battlefield (tapped), the other stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Myriad Landscape")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Sacrifice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 1)
    assert sum(1 for o in s.state.battlefield
               if s.state.objects[o].card.name in ("Forest", "Island")) == 1


def test_107_3_aryel_tapping_x_knights_destroys_power_x_or_less(real_db: CardDatabase) -> None:
    """Aryel, Knight of Windgrace: "{B}, {T}, Tap X untapped Knights you control: Destroy target
    creature with power X or less." X=2, tapping A's two White Knights: B's Grizzly Bears
    (power 2) is destroyed; both Knights are tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aryel, Knight of Windgrace")
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}, Tap X", targets=["Grizzly Bears"],
                       x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    assert _all_tapped(s, "White Knight")


def test_107_3_aryel_x_too_small_cant_target_a_bigger_creature(real_db: CardDatabase) -> None:
    """Aryel with X=2 can't target B's Hill Giant (power 3): the activation is never made."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aryel, Knight of Windgrace")
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}, Tap X", targets=["Hill Giant"],
                       x=2)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_608_2h_doom_weaver_paired_creature_draws_its_last_power(real_db: CardDatabase) -> None:
    """Doom Weaver paired with A's Grizzly Bears (a +1/+1 counter: 3/3): B's Lightning Bolt kills
    the Bears, "When this creature dies, draw cards equal to its power": A draws 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.HAND, "A", "Doom Weaver")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Weaver")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 3)


def test_701_19a_fork_in_the_road_a_single_land_found_goes_to_hand(real_db: CardDatabase) -> None:
    """Fork in the Road finding only one basic land (A's library: one Forest and Grizzly Bears):
    "Put one into your hand" – the Forest goes to A's hand, nothing to the graveyard but the
    spell."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Fork in the Road")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fork in the Road")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", None, 1)
    s.assert_library_count("A", 1, "Grizzly Bears")


def test_602_2b_lifespinner_may_sacrifice_itself_as_one_of_three_spirits(real_db: CardDatabase) -> None:
    """Lifespinner: "{T}, Sacrifice three Spirits: Search your library for a legendary Spirit
    permanent card, put it onto the battlefield". A sacrifices Lifespinner (a Spirit) and two
    Kami of Ancient Law: Kodama of the North Tree enters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lifespinner")
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Ancient Law", 2)
    s.add_card(Zone.LIBRARY, "A", "Kodama of the North Tree")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice three")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Lifespinner", 1)
    s.assert_graveyard_count("A", "Kami of Ancient Law", 2)
    s.assert_permanent_count("A", "Kodama of the North Tree", 1)


def test_118_9_allosaurus_rider_cast_by_exiling_two_green_cards(real_db: CardDatabase) -> None:
    """Allosaurus Rider cast for its alternative cost (118.9): A exiles Grizzly Bears and Llanowar
    Elves from hand; with A's two Forests it is 1 + 2 = 3/3 (604.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Allosaurus Rider")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Allosaurus Rider")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Allosaurus Rider", 3, 3)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Llanowar Elves", 1)
    s.assert_hand_count("A", 0)


def test_601_3_harbinger_of_the_tides_flashed_in_bounces_a_tapped_attacker(
        real_db: CardDatabase) -> None:
    """Harbinger of the Tides cast with flash for {2} more on B's turn, after B's Hill Giant
    attacks (tapped): its trigger returns the Giant to B's hand; A takes no damage and all four
    of A's Islands are tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Harbinger of the Tides")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes")
    s.add_target("A", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Harbinger of the Tides")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_life("A", 20)
    assert _all_tapped(s, "Island")


def test_701_27a_sword_of_truth_and_justice_counter_then_proliferate(real_db: CardDatabase) -> None:
    """Sword of Truth and Justice on A's Grizzly Bears (4/4): "Whenever equipped creature deals
    combat damage to a player, put a +1/+1 counter on a creature you control, then proliferate"
    (701.27a): B takes 4, the Bears gets a counter, then another from proliferate: 2 counters,
    6/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Truth and Justice", attached_to="Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)


def test_603_2_jin_gitaxias_counters_only_the_first_opponent_spell_each_turn(
        real_db: CardDatabase) -> None:
    """Jin-Gitaxias, Progress Tyrant: "Whenever an opponent casts an artifact, instant, or sorcery
    spell, counter that spell. This ability triggers only once each turn." B casts two Lightning
    Bolts at A on B's turn: the first is countered, the second resolves: A at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jin-Gitaxias, Progress Tyrant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 2)


def test_609_4b_hostage_taker_card_cast_with_mana_of_any_type(real_db: CardDatabase) -> None:
    """Hostage Taker exiles B's Hill Giant; A casts it from exile with Islands and Swamps ("you may
    spend mana as though it were mana of any type", 609.4b): A controls the Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Hostage Taker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hostage Taker")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_611_2c_driven_affects_only_the_creatures_there_as_it_resolves(
        real_db: CardDatabase) -> None:
    """Driven: "Until end of turn, creatures you control gain trample and 'Whenever this creature
    deals combat damage to a player, draw a card.'" The set is fixed as it resolves (611.2c):
    A's Grizzly Bears draws A a card, the Raging Goblin cast afterwards doesn't. B at 17, A's
    hand 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Driven // Despair")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Driven")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Raging Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)


def test_702_44a_spinal_parasite_sunburst_then_removes_a_counter(real_db: CardDatabase) -> None:
    """Spinal Parasite (-1/-1) cast with five colours of mana: five +1/+1 counters (sunburst,
    702.44a), 4/4; then "Remove two +1/+1 counters from ~: Remove a counter from target
    permanent" on B's Hill Giant with one +1/+1 counter: the Parasite is 2/2, the Giant 3/3."""
    s = Scenario(cards=real_db)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Spinal Parasite")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spinal Parasite")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Spinal Parasite", 4, 4))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove two", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Spinal Parasite", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_602_5b_endless_atlas_needs_three_lands_with_the_same_name(real_db: CardDatabase) -> None:
    """Endless Atlas: "Activate only if you control three or more lands with the same name."
    Two Islands and a Plains: it can't be activated; after A plays a third Island it can:
    A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endless Atlas")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Island")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{2}, {T}: Draw a card", False))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Island")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}, {T}: Draw a card")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_603_4_impatience_hits_only_a_player_who_cast_nothing(real_db: CardDatabase) -> None:
    """Impatience: "At the beginning of each player's end step, if that player didn't cast a spell
    this turn, ~ deals 2 damage to that player." A casts Grizzly Bears on turn 1 (no damage);
    B casts nothing on turn 2 (B takes 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Impatience")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 18)


def test_504_1_teferis_puzzle_box_after_the_draw(real_db: CardDatabase) -> None:
    """Teferi's Puzzle Box: "At the beginning of each player's draw step, that player puts the
    cards in their hand on the bottom of their library in any order, then draws that many
    cards." B has two Hill Giants and draws a card first (504.1, 504.2): three cards go to the
    bottom, three are drawn; B's library 20 -> 19 -> 22 -> 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi's Puzzle Box")
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 3)
    s.assert_hand_count("B", 0, "Hill Giant")
    s.assert_library_count("B", 19)
    s.assert_library_count("B", 2, "Hill Giant")


def test_506_5_dueling_grounds_one_attacker_only(real_db: CardDatabase) -> None:
    """Dueling Grounds: "No more than one creature can attack each combat." A declares Grizzly
    Bears and Hill Giant: the declaration of both is illegal (508.1c); the Bears attacks alone
    (B at 18) and the Hill Giant's attack is reported as never made."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dueling Grounds")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_life("B", 18)


def test_603_2c_grim_hireling_one_trigger_for_one_or_more_creatures(real_db: CardDatabase) -> None:
    """Grim Hireling: "Whenever one or more creatures you control deal combat damage to a player,
    create two Treasure tokens." Grim Hireling and Grizzly Bears both hit B: one trigger, two
    Treasures (not four)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grim Hireling")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grim Hireling")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Treasure Token", 2)


def test_107_3_grim_hireling_sacrifices_x_treasures_for_minus_x(real_db: CardDatabase) -> None:
    """Grim Hireling: "{B}, Sacrifice X Treasures: Target creature gets -X/-X until end of turn."
    After its combat trigger A has two Treasures: X=2 on B's Hill Giant (3/3 -> 1/1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grim Hireling")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grim Hireling")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{B}, Sacrifice X", targets=["Hill Giant"],
                       x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 0)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_608_2c_squealing_devil_sacrificed_unless_black_mana_was_spent(real_db: CardDatabase) -> None:
    """Squealing Devil: "When ~ enters the battlefield, sacrifice it unless {B} was spent to cast
    it." Cast with two Mountains: sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Squealing Devil")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Squealing Devil")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Squealing Devil", 1)


def test_608_2c_squealing_devil_stays_when_black_mana_was_spent(real_db: CardDatabase) -> None:
    """Squealing Devil cast with a Mountain and a Swamp ({B} spent for the generic part): it
    stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Squealing Devil")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Squealing Devil")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Squealing Devil", 1)


def test_603_4_chrome_replicator_needs_two_permanents_with_one_name(
        real_db: CardDatabase) -> None:
    """Chrome Replicator: "When ~ enters the battlefield, if you control two or more nonland,
    nontoken permanents with the same name as one another, create a 4/4 ... Construct". A's
    second Chrome Replicator makes a Construct; the first (alone) made none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Chrome Replicator", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chrome Replicator")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_permanent_count("A", "Construct Token", 0))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Chrome Replicator")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Construct Token", 1)


def test_400_7_planar_incision_returns_the_card_with_a_counter(real_db: CardDatabase) -> None:
    """Planar Incision on A's Grizzly Bears with a -1/-1 counter: it is exiled and returns as a
    new object (400.7) without the -1/-1 counter and with one +1/+1 counter: 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Planar Incision")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"-1/-1": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Planar Incision", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_603_7_kelsien_gets_an_experience_counter_when_its_target_dies(real_db: CardDatabase) -> None:
    """Kelsien, the Plague: "{T}: ~ deals 1 damage to target creature you don't control. When
    that creature dies this turn, you get an experience counter." B's Llanowar Elves dies: A has
    one experience counter and Kelsien is 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kelsien, the Plague")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_player_counters("A", "experience", 1)
    s.assert_power_toughness("A", "Kelsien, the Plague", 3, 3)


def test_601_2f_consign_to_dust_pays_for_each_target_beyond_the_first(
        real_db: CardDatabase) -> None:
    """Consign to Dust with two targets costs {2}{G} + {2}{G} (601.2f): A's six Forests are all
    tapped and B's Bonesplitter and Glorious Anthem are destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Consign to Dust")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consign to Dust",
                 targets=["Bonesplitter", "Glorious Anthem"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Bonesplitter", 1)
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    assert _all_tapped(s, "Forest")


# ------------------------------------------------ 702.95e: a broken soulbond pair stays broken


def test_702_95e_nearheath_pilgrim_pair_broken_by_a_control_change_stays_broken(
        real_db: CardDatabase) -> None:
    """Nearheath Pilgrim paired with A's Grizzly Bears: "As long as ~ is paired with another
    creature, both creatures have lifelink." B's Act of Treason takes the Bears for B's turn 2:
    another player gained control of it, so the pair is broken (702.95e) and stays broken when
    the Bears comes back. On turn 3 the Bears attacks without lifelink: B at 18, A at 20 (the
    broken pair was counted as paired again: A went to 22)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Nearheath Pilgrim")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nearheath Pilgrim")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_abilities("A", "Grizzly Bears", ["lifelink"]))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_abilities("A", "Grizzly Bears", ["lifelink"], False)


def test_702_95e_unpaired_creatures_can_pair_again_with_a_new_creature(
        real_db: CardDatabase) -> None:
    """After the pair with the Bears is broken (B's Act of Treason), Nearheath Pilgrim is
    unpaired: A's Hill Giant entering on turn 3 pairs with it (702.95a), and the Giant attacks
    with lifelink on turn 5: A gains 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Nearheath Pilgrim")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nearheath Pilgrim")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=["Grizzly Bears"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.attack(5, "A", "Hill Giant")
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "Hill Giant", ["lifelink"])
    s.assert_abilities("A", "Grizzly Bears", ["lifelink"], False)
    s.assert_life("A", 23)
    s.assert_life("B", 17)


def test_303_4f_planar_bridge_finds_an_aura_attached_as_it_enters(real_db: CardDatabase) -> None:
    """Planar Bridge: "Search your library for a permanent card, put it onto the battlefield".
    The card found is Pacifism: it enters attached to what A chooses (303.4f), B's Hill Giant,
    and stays on the battlefield (it isn't put into the graveyard unattached, 704.5m)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Bridge")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 8)
    s.add_card(Zone.LIBRARY, "A", "Pacifism")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Pacifism")
    s.set_choice("A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{8}, {T}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Pacifism", "Hill Giant")
    s.assert_permanent_count("A", "Pacifism", 1)


def test_702_95e_pair_broken_when_a_land_stops_being_a_creature(real_db: CardDatabase) -> None:
    """Nearheath Pilgrim paired with A's animated Mishra's Factory (a 2/2 until end of turn):
    when the Factory stops being a creature the pair is broken (702.95e) and stays broken, so
    the Factory animated again on turn 3 attacks without lifelink: B at 18, A at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mishra's Factory")
    s.add_card(Zone.HAND, "A", "Nearheath Pilgrim")
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Mishra's Factory becomes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nearheath Pilgrim")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_abilities("A", "Mishra's Factory", ["lifelink"]))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}: Mishra's Factory becomes")
    s.attack(3, "A", "Mishra's Factory")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_702_16_harbinger_of_spring_protection_from_non_spirit_creatures(
        real_db: CardDatabase) -> None:
    """Harbinger of Spring: "Protection from non-Spirit creatures": B's Grizzly Bears can't block
    it (702.16e), while B's Lightning Bolt (not a creature) can still target and kill it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harbinger of Spring")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.attack(1, "A", "Harbinger of Spring")
    s.block(1, "B", "Grizzly Bears", "Harbinger of Spring")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Harbinger of Spring"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="can't block"):
        s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Harbinger of Spring", 1)


def test_702_16_harbinger_of_spring_can_be_blocked_by_a_spirit(real_db: CardDatabase) -> None:
    """Harbinger of Spring (2/1) blocked by B's Kami of Ancient Law (a 2/2 Spirit): legal; both
    deal damage; the Harbinger dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harbinger of Spring")
    s.add_card(Zone.BATTLEFIELD, "B", "Kami of Ancient Law")
    s.attack(1, "A", "Harbinger of Spring")
    s.block(1, "B", "Kami of Ancient Law", "Harbinger of Spring")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Harbinger of Spring", 1)
    s.assert_graveyard_count("B", "Kami of Ancient Law", 1)


def test_702_95e_pair_broken_when_another_player_gains_control_of_both(
        real_db: CardDatabase) -> None:
    """B pairs Nearheath Pilgrim with B's Grizzly Bears; A's Tezzeret, Master of Metal −8 ("Gain
    control of all artifacts and creatures target opponent controls") gives A both at once:
    another player gained control of them, so they are unpaired (702.95e), although one player
    controls both again: neither has lifelink."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret, Master of Metal", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Nearheath Pilgrim")
    s.set_choice("B", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Nearheath Pilgrim")
    s.check(2, Step.END_TURN,
            lambda sc: sc.assert_abilities("B", "Grizzly Bears", ["lifelink"]))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-8:", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Nearheath Pilgrim", 1)
    s.assert_abilities("A", "Grizzly Bears", ["lifelink"], False)
    s.assert_abilities("A", "Nearheath Pilgrim", ["lifelink"], False)
