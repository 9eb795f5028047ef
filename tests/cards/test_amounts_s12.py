"""Session 12 amounts (issue 11) played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_608_2h_tendrils_of_corruption_one_x_for_damage_and_life(real_db: CardDatabase) -> None:
    """Tendrils of Corruption: "~ deals X damage to target creature and you gain X life, where
    X is the number of Swamps you control." Five Swamps (four tapped to cast it): Colossal
    Dreadmaw (6/6) is dealt 5 and A gains 5 (20 -> 25)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Tendrils of Corruption")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tendrils of Corruption",
                 targets=["Colossal Dreadmaw"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Colossal Dreadmaw", 5)
    s.assert_life("A", 25)
