"""Counts made for each player in turn (608.2h): "Each player loses 1 life for each creature
they control", "~ deals damage to each player equal to twice the number of nonbasic lands
that player controls" (cards/amounts.THEIR, rules/amounts.their_frame), with real cards."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_608_2h_price_of_progress_counts_each_players_nonbasic_lands(
        real_db: CardDatabase) -> None:
    """Price of Progress: A controls one nonbasic land (Volcanic Island) and two Mountains, B
    two Tropical Islands and a Forest: A is dealt 2 (20 -> 18), B 4 (20 -> 16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island")
    s.add_card(Zone.HAND, "A", "Price of Progress")
    s.add_card(Zone.BATTLEFIELD, "B", "Tropical Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Price of Progress")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 16)


def test_608_2h_stronghold_discipline_each_player_loses_for_their_creatures(
        real_db: CardDatabase) -> None:
    """Stronghold Discipline: "Each player loses 1 life for each creature they control." A
    controls one creature (Grizzly Bears), B three (Llanowar Elves, Hill Giant, Grizzly
    Bears): A 20 -> 19, B 20 -> 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Stronghold Discipline")
    for name in ("Llanowar Elves", "Hill Giant", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stronghold Discipline")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 17)


def test_608_2h_typhoon_counts_only_the_opponents_islands(real_db: CardDatabase) -> None:
    """Typhoon: "~ deals damage to each opponent equal to the number of Islands that player
    controls." B controls two Islands: B 20 -> 18; A's own three Islands don't count and A,
    not an opponent, is dealt nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Typhoon")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Typhoon")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_608_2h_stormbreath_dragon_counts_the_cards_in_that_players_hand(
        real_db: CardDatabase) -> None:
    """Stormbreath Dragon becomes monstrous: "it deals damage to each opponent equal to the
    number of cards in that player's hand." B holds three cards: B 20 -> 17; A's own two
    cards in hand don't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormbreath Dragon")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{R}{R}: Monstrosity 3")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Stormbreath Dragon", "+1/+1", 3)


def test_608_2h_natures_resurgence_each_draws_for_creature_cards_in_their_graveyard(
        real_db: CardDatabase) -> None:
    """Nature's Resurgence: "Each player draws a card for each creature card in their
    graveyard." A's graveyard: two creature cards and a land (2 cards drawn); B's: three
    creature cards (3 drawn)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Nature's Resurgence")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nature's Resurgence")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 3)


def test_608_2h_waiting_in_the_weeds_each_creates_cats_for_their_untapped_forests(
        real_db: CardDatabase) -> None:
    """Waiting in the Weeds {1}{G}{G}: "Each player creates a 1/1 green Cat creature token for
    each untapped Forest they control." A has five Forests, three tapped to cast it: 2 Cats
    for A; B has three untapped Forests and a tapped one: 3 Cats for B (111.2: each controls
    the ones they create)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Waiting in the Weeds")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Waiting in the Weeds")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Cat Token", 2)
    s.assert_permanent_count("B", "Cat Token", 3)
