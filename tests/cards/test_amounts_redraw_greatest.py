"""608.2c: "Each player discards their hand, then draws cards equal to the greatest number of
cards a player discarded this way." (Windfall, Jace's Archivist; compiled from the real Oracle
texts): each player draws as many as the player who discarded the most, counted after every
hand is discarded."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_608_2c_windfall_everyone_draws_the_greatest_number_discarded(
        real_db: CardDatabase) -> None:
    """A casts Windfall with two other cards in hand; B holds five: A discards 2, B 5, and each
    draws 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Windfall")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "B", "Hill Giant", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Windfall")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("B", "Hill Giant", 5)
    s.assert_hand_count("A", 5)
    s.assert_hand_count("B", 5)


def test_608_2c_jaces_archivist_with_the_most_in_the_activators_hand(
        real_db: CardDatabase) -> None:
    """Jace's Archivist: A holds four cards, B one: both discard and draw 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace's Archivist")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}:", source="Jace's Archivist")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 4)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 4)
    s.assert_hand_count("B", 4)
