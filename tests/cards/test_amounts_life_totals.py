"""CDAs read from the highest life total (119.1, 604.3; compiled from the real Oracle texts):
Malignus ("half the highest life total among your opponents, rounded up", 107.1a) and Scourge
of the Skyclaves ("20 minus the highest life total among players", 107.1b). A life total's
change changes them at once (the layers recompute, 613). And a count minus another (107.1b:
never below 0): Bulwark, Dark Suspicions ("the number of cards in that player's hand minus the
number of cards in your hand")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_119_1_malignus_half_the_highest_opponent_life_rounded_up(
        real_db: CardDatabase) -> None:
    """B at 20: Malignus is 10/10 (A's own 30 life doesn't count). Lightning Bolt to B (17):
    9/9 (8.5 rounded up)."""
    s = Scenario(cards=real_db)
    s.set_life("A", 30)
    s.add_card(Zone.BATTLEFIELD, "A", "Malignus")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Malignus", 10, 10))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Malignus", 9, 9)


def test_119_1_scourge_of_the_skyclaves_20_minus_the_highest_life(
        real_db: CardDatabase) -> None:
    """A at 12, B at 15: Scourge of the Skyclaves is 5/5. Lightning Bolt to B (12): 8/8."""
    s = Scenario(cards=real_db)
    s.set_life("A", 12)
    s.set_life("B", 15)
    s.add_card(Zone.BATTLEFIELD, "A", "Scourge of the Skyclaves")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.check(1, Step.UPKEEP,
            lambda sc: sc.assert_power_toughness("A", "Scourge of the Skyclaves", 5, 5))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Scourge of the Skyclaves", 8, 8)


def test_107_1b_bulwark_hand_minus_hand(real_db: CardDatabase) -> None:
    """Bulwark at A's upkeep: A holds five cards, B two: 3 damage to B (B at 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bulwark")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 5)
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.add_target("A", "B")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("B", 17)


def test_107_1b_dark_suspicions_never_below_zero(real_db: CardDatabase) -> None:
    """Dark Suspicions (A's) at B's upkeep: B holds six cards, A two: B loses 4 (16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Suspicions")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "B", "Island", 6)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 16)


def test_107_1b_dark_suspicions_a_negative_difference_is_zero(real_db: CardDatabase) -> None:
    """B holds one card, A five: 1 - 5 is below 0, B loses nothing (107.1b): B at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Suspicions")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 5)
    s.add_card(Zone.HAND, "B", "Island")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 20)
