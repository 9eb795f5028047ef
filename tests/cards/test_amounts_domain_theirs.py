"""Domain counted for another player (305.6, 108.4: "for each basic land type among lands they
control"), and the cards in your opponents' hands (400.1), compiled from the real Oracle
texts: Allied Strategies, Collapsing Borders, Enemy of Enlightenment."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_305_6_allied_strategies_counts_the_target_players_land_types(
        real_db: CardDatabase) -> None:
    """Allied Strategies targeting B (Plains, two Islands: two basic land types): B draws 2.
    A's own five land types don't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Allied Strategies")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Allied Strategies", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 0)


def test_305_6_collapsing_borders_each_players_own_lands(real_db: CardDatabase) -> None:
    """Collapsing Borders (A's): at A's upkeep A (Forest, Mountain, Mountain) gains 2 and is
    dealt 3 (19); at B's upkeep B (Island) gains 1 and is dealt 3 (18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Collapsing Borders")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_400_1_enemy_of_enlightenment_counts_your_opponents_hands(
        real_db: CardDatabase) -> None:
    """Enemy of Enlightenment (5/5), three cards in B's hand and two in A's; its upkeep
    ability makes each player discard one: B holds two, it is 3/3 (A's hand doesn't count)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Enemy of Enlightenment")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "B", "Hill Giant", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_power_toughness("A", "Enemy of Enlightenment", 3, 3)
