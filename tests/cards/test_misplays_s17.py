"""Session-17 misplay audit (issue 11's hand check, `qa17`) of the 317 cards the first merge
round gained (`/work/lead/s17/gained_r1.txt`): here the 50 of `qa17_sample.txt` and the 15
XMage-tested ones, read against their Oracle text, rulings and the Comprehensive Rules, each
doubt played with exact figures (`test_misplays_s17_list.py`: the others drawn from the list).

One misplay found and fixed:
- Reinterpret: "You may cast a spell with an equal or lesser mana value" read the countered
  spell's card in the graveyard, X as 0, instead of the spell as it last existed on the stack
  with the X chosen (202.3e, 608.2h and the card's ruling): after a Blaze with X=3 (mana value 4)
  it didn't let its controller cast a 4-mana-value card (effects/cast_from_hand._mana_value_of;
  the same fix reached main from the lead's round-2 merge, 97ae285e).
All the other cards played here play as printed."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_cinder_cloud_deals_the_white_creatures_last_known_power(real_db: CardDatabase) -> None:
    """608.2h (last known information): Cinder Cloud destroys B's Savannah Lions with two +1/+1
    counters (4/3 on the battlefield, a 2/1 card in the graveyard): B takes 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Cinder Cloud")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions", counters={"+1/+1": 2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cinder Cloud", targets=["Savannah Lions"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_life("B", 16)
    s.assert_life("A", 20)


def test_cinder_cloud_on_a_nonwhite_creature_deals_no_damage(real_db: CardDatabase) -> None:
    """608.2c ("If a white creature dies this way"): a green creature dies, no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Cinder Cloud")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cinder Cloud", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_morgue_burst_deals_the_returned_cards_power(real_db: CardDatabase) -> None:
    """608.2c ("the card returned this way"): Morgue Burst returns A's Hill Giant (3/3) to A's
    hand and deals 3 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Morgue Burst")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morgue Burst", targets=["Hill Giant", "B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_life("B", 17)


def test_lethal_vapors_activated_by_an_opponent_skips_that_players_turn(
        real_db: CardDatabase) -> None:
    """602.2, 113.8 ("Any player may activate this ability"; "you" is the player who activated
    it, 109.5): B activates A's Lethal Vapors; B's next turn (turn 2) is skipped, so turn 2 is
    A's again and A draws for it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lethal Vapors")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{0}", source="Lethal Vapors")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Lethal Vapors", 1)
    assert s.state.active == s._player("A")


def test_tree_of_perdition_exchanges_life_with_toughness(real_db: CardDatabase) -> None:
    """701.12e (exchange a life total with a toughness): B goes to 13 life, the 0/13 Tree
    becomes 0/20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tree of Perdition")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Exchange", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 13)
    s.assert_power_toughness("A", "Tree of Perdition", 0, 20)


def test_vorinclex_doubles_the_loyalty_its_controllers_planeswalker_enters_with(
        real_db: CardDatabase) -> None:
    """614.1c, 306.5b: Oko (loyalty 4) enters with twice that many counters under Vorinclex's
    controller, 8; its +2 then puts four more (602.2: the cost's counters too): 12."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorinclex, Monstrous Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.HAND, "A", "Oko, Thief of Crowns")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oko, Thief of Crowns")
    s.check(1, Step.BEGIN_COMBAT,
            lambda t: t.assert_counter_count("A", "Oko, Thief of Crowns", "loyalty", 8))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "+2:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Oko, Thief of Crowns", "loyalty", 12)
    s.assert_permanent_count("A", "Food Token", 1)


def test_vorinclex_halves_an_opponents_counters(real_db: CardDatabase) -> None:
    """614.1: B's Oko enters with half its 4 loyalty, 2, under A's Vorinclex."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorinclex, Monstrous Raider")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 1)
    s.add_card(Zone.HAND, "B", "Oko, Thief of Crowns")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Oko, Thief of Crowns")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Oko, Thief of Crowns", "loyalty", 2)


def test_obosh_doubles_damage_from_odd_mana_value_sources(real_db: CardDatabase) -> None:
    """614.1a: A's Lightning Bolt (mana value 1) deals 6 to B under Obosh; Obosh (mana value
    5) deals 6 combat damage; B's Shock (mana value 1, not A's source) deals 2 to A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Obosh, the Preypiercer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.attack(1, "A", "Obosh, the Preypiercer")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 8)
    s.assert_life("A", 18)


def test_jolene_attacking_player_gets_two_treasures(real_db: CardDatabase) -> None:
    """603.2, 614.1a: A attacks B with Jolene: A creates a Treasure, and Jolene's replacement
    makes it two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolene, the Plunder Queen")
    s.attack(1, "A", "Jolene, the Plunder Queen")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 2)
    s.assert_life("B", 18)


def test_varchild_gives_the_damaged_player_survivors_that_cant_block(
        real_db: CardDatabase) -> None:
    """603.2, 509.1b: Varchild deals 3 combat damage to B; B creates three 1/1 Survivors; on
    turn 3 B's Survivors can't block Varchild (B takes 3 again)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Varchild, Betrayer of Kjeldor")
    s.attack(1, "A", "Varchild, Betrayer of Kjeldor")
    s.attack(3, "A", "Varchild, Betrayer of Kjeldor")
    s.block(3, "B", "Survivor Token", "Varchild, Betrayer of Kjeldor")
    s.check(3, Step.PRECOMBAT_MAIN, lambda t: t.assert_permanent_count("B", "Survivor Token", 3))
    with pytest.raises(ScenarioError, match="block"):
        s.execute()
    s.assert_life("B", 17)


def test_experimental_overload_counts_instants_and_sorceries_then_exiles_itself(
        real_db: CardDatabase) -> None:
    """608.2c, 608.2n: with two instant/sorcery cards in A's graveyard, the Weird is 2/2 (the
    spell itself is on the stack, not counted); A returns Lightning Bolt; the spell is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Experimental Overload")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Experimental Overload")
    s.set_choice("A", "yes")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Weird Token", 2, 2)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_exile_count("Experimental Overload", 1, "A")


def test_counterlash_counters_and_casts_a_spell_sharing_a_card_type_free(
        real_db: CardDatabase) -> None:
    """701.6a, 118.9: Counterlash counters B's Hill Giant; A casts its own Grizzly Bears (a
    creature too) from hand without paying its mana cost, leaving A's Counterlash lands spent."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Counterlash")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Counterlash", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Lightning Bolt")


def test_nephalia_academy_puts_a_card_an_opponent_makes_you_discard_on_top(
        real_db: CardDatabase) -> None:
    """614.1a, 701.8: B's Mind Rot makes A discard two cards; A reveals them and puts them on
    top of A's library instead (library 20 + 2; A draws nothing on turn 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nephalia Academy")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", None, 0)
    s.assert_library_count("A", 22)
    s.assert_library_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 1, "Grizzly Bears")


def test_gomazoa_puts_itself_and_the_creature_it_blocks_into_libraries(
        real_db: CardDatabase) -> None:
    """509.1, 701.20 (shuffle): Gomazoa blocks B's Hill Giant and is activated: both go to
    their owners' libraries (A's 20 + 1; B's 19 after its draw of turn 2, + 1), no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gomazoa")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Gomazoa", "Hill Giant")
    s.activate_ability(2, Step.DECLARE_BLOCKERS, "A", "{T}: Put")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 1, "Gomazoa")
    s.assert_library_count("B", 1, "Hill Giant")
    s.assert_library_count("A", 21)
    s.assert_library_count("B", 20)
    s.assert_life("A", 20)


def test_civilized_scholar_transforms_only_after_discarding_a_creature(
        real_db: CardDatabase) -> None:
    """608.2c ("If a creature card is discarded this way"), 701.28: A draws, discards Hill
    Giant; the Scholar untaps and transforms into the 5/1 Homicidal Brute."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civilized Scholar")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Homicidal Brute", 5, 1)
    s.assert_tapped("Homicidal Brute", False)


def test_civilized_scholar_stays_after_discarding_a_land(real_db: CardDatabase) -> None:
    """608.2c: A discards the Wastes it drew: no untap, no transform."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Civilized Scholar")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_permanent_count("A", "Civilized Scholar", 1)
    s.assert_tapped("Civilized Scholar", True)


def test_mobilized_district_costs_one_less_per_legendary_creature(
        real_db: CardDatabase) -> None:
    """601.2f, 602.2b: with two legendary creatures, the {4} ability costs {2}: the District's
    own {C} and one Wastes pay it and it becomes a 3/3 creature that is still a land."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mobilized District")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Jolene, the Plunder Queen")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Mobilized District", 3, 3)
    s.assert_type("Mobilized District", "Land")
    s.assert_tapped("Wastes", True)


def test_jaces_mindseeker_casts_only_a_card_it_milled(real_db: CardDatabase) -> None:
    """608.2c ("from among them"), 118.9: B's graveyard already holds a Lightning Bolt; the
    five cards milled include Lava Spike: A may cast only Lava Spike (3 damage to B); the old
    Bolt stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Jace's Mindseeker")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Lava Spike")
    s.add_card(Zone.LIBRARY, "B", "Wastes", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jace's Mindseeker")
    s.add_target("A", "B")
    s.set_choice("A", "yes")
    s.set_choice("A", "Lava Spike")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Lava Spike", 1)


def test_tempt_with_glory_accepted_offer(real_db: CardDatabase) -> None:
    """608.2d (tempting offer): B accepts: B's creature gets a counter, A's get two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Tempt with Glory")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tempt with Glory")
    s.set_choice("B", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Savannah Lions", 4, 3)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)


def test_warpath_hits_each_blocker_and_blocked_creature_once(real_db: CardDatabase) -> None:
    """506.4, 509.1h: Warpath after blocks: B's blocked Hill Giant and A's blocking Grizzly
    Bears take 3 each; B's unblocked Savannah Lions takes none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Warpath")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Savannah Lions")
    s.block(2, "A", "Grizzly Bears", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Warpath")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Savannah Lions", 1)
    s.assert_life("A", 18)


def test_frontier_siege_khans_adds_mana_in_each_main_phase(real_db: CardDatabase) -> None:
    """505.1 ("each of your main phases"): with Khans chosen, the {G}{G} added at the start
    of A's second main phase pays for Kalonian Tusker ({G}{G}): the Siege took all 4 Forests."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Frontier Siege")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Kalonian Tusker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frontier Siege")
    s.set_choice("A", "Khans")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Kalonian Tusker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kalonian Tusker", 1)


def test_oust_puts_the_creature_second_and_its_controller_gains_3(real_db: CardDatabase) -> None:
    """608.2h: Oust puts B's Grizzly Bears second from the top of B's library; B (its
    controller, last known) gains 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Oust")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oust", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 23)
    s.assert_life("A", 20)
    lib = s.state.players[s._player("B")].library
    assert s.state.objects[lib[-2]].card.name == "Grizzly Bears"


def test_the_rack_deals_three_minus_hand_size_never_negative(real_db: CardDatabase) -> None:
    """107.1b: B with one card in hand at its upkeep takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "The Rack")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Rack")
    s.set_choice("A", "B")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)


def test_lord_of_the_pit_with_no_other_creature_deals_7_to_you(real_db: CardDatabase) -> None:
    """608.2c ("If you can't"): at A's upkeep of turn 1 A controls no other creature: 7 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of the Pit")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 13)
    s.assert_permanent_count("A", "Lord of the Pit", 1)


def test_lord_of_the_pit_sacrifices_another_creature(real_db: CardDatabase) -> None:
    """701.21a: at A's first upkeep A sacrifices Grizzly Bears, takes no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of the Pit")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


@pytest.mark.parametrize(("x", "cast"), [(3, True), (2, False)])
def test_reinterpret_uses_the_countered_spells_mana_value_with_x(
        real_db: CardDatabase, x: int, cast: bool) -> None:
    """202.3e (X's value on the stack), 608.2h and the card's ruling: B's Blaze with X=3 has
    mana value 4 on the stack (1 as a card in the graveyard): Reinterpret counters it and A
    casts Hill Giant (mana value 4) free; after a Blaze with X=2 (mana value 3) it can't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Reinterpret")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", x + 1)
    s.add_card(Zone.HAND, "B", "Blaze")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Blaze", targets=["A"], x=x)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Reinterpret", targets=["Blaze"],
                 responding_to="Blaze")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Hill Giant", 1 if cast else 0)
    s.assert_hand_count("A", 0 if cast else 1, "Hill Giant")


def test_dark_sphere_prevents_half_the_damage_rounded_down(real_db: CardDatabase) -> None:
    """615.7 (the next time a chosen source would deal damage): A chooses B's Lightning Bolt;
    half its 3 damage rounded down, 1, is prevented: A takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Sphere")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", responding_to="Lightning Bolt")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("A", "Dark Sphere", 1)


def test_unlicensed_hearse_grows_with_the_cards_it_exiled(real_db: CardDatabase) -> None:
    """604.3, 607.2a (cards exiled with it): the Hearse exiles two cards from B's graveyard
    twice (turns 1 and 3): it is 4/4; B's fifth card stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unlicensed Hearse")
    for name in ("Grizzly Bears", "Hill Giant", "Savannah Lions", "Lightning Bolt", "Shock"):
        s.add_card(Zone.GRAVEYARD, "B", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Exile",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Exile",
                       targets=["Savannah Lions", "Lightning Bolt"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Unlicensed Hearse", 4, 4)
    s.assert_graveyard_count("B", None, 1)


def test_hivis_keeps_the_dragon_only_while_it_stays_tapped(real_db: CardDatabase) -> None:
    """611.2b ("for as long as ... remains tapped"): A takes B's Shivan Dragon with Hivis; it
    is A's through B's turn 2; A untaps Hivis in its untap step of turn 3 and the Dragon goes
    back to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hivis of the Scale")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Gain control",
                       targets=["Shivan Dragon"])
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda t: t.assert_permanent_count("A", "Shivan Dragon", 1))
    s.set_choice("A", "yes")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Shivan Dragon", 1)
    s.assert_tapped("Hivis of the Scale", False)


def test_lithomancers_focus_prevents_only_colorless_damage(real_db: CardDatabase) -> None:
    """615.1, 105.2c: A's Grizzly Bears, 4/4 with the Focus: B's Rod of Ruin (a colorless
    artifact) deals none; B's Lightning Bolt (red) deals 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Lithomancer's Focus")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Rod of Ruin")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lithomancer's Focus", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "B", "{3}, {T}:", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Grizzly Bears", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_varchild_leaving_gives_its_controller_all_survivors(real_db: CardDatabase) -> None:
    """603.6c, 613.1b (no duration: for the rest of the game): B's three Survivors from
    Varchild's combat damage become A's when Varchild dies, and stay A's on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Varchild, Betrayer of Kjeldor")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.attack(1, "A", "Varchild, Betrayer of Kjeldor")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt",
                 targets=["Varchild, Betrayer of Kjeldor"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Varchild, Betrayer of Kjeldor", 1)
    s.assert_permanent_count("A", "Survivor Token", 3)
    s.assert_permanent_count("B", "Survivor Token", 0)


def test_cinder_cloud_damages_the_dead_creatures_last_controller_not_its_owner(
        real_db: CardDatabase) -> None:
    """608.2h: A takes B's Savannah Lions with Act of Treason, then destroys it with Cinder
    Cloud: its controller as it last existed, A, takes 2; B (its owner) takes none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Cinder Cloud")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Savannah Lions"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Cinder Cloud", targets=["Savannah Lions"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_life("A", 18)
    s.assert_life("B", 20)


def test_oust_on_a_stolen_creature_gives_the_life_to_its_last_controller(
        real_db: CardDatabase) -> None:
    """608.2h: A ousts B's Grizzly Bears it controls by Act of Treason: the Bears go into B's
    library (its owner's) and A, its controller as it last existed, gains 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Oust")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Oust", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 1, "Grizzly Bears")
    s.assert_life("A", 23)
    s.assert_life("B", 20)
