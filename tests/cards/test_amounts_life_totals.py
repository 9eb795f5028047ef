"""CDAs read from the highest life total (119.1, 604.3; compiled from the real Oracle texts):
Malignus ("half the highest life total among your opponents, rounded up", 107.1a) and Scourge
of the Skyclaves ("20 minus the highest life total among players", 107.1b). A life total's
change changes them at once (the layers recompute, 613)."""

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
