"""611.2a: "gets +N/+N until end of turn and can't be blocked this turn" (one-shot effects
whose parts last for the turn: the +N/+N in layer 7c, the restriction on blocks, 509.1b).
Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_611_2a_distortion_strike_pump_and_unblockable(real_db: CardDatabase) -> None:
    """Distortion Strike on A's Grizzly Bears: 3/2 until end of turn and can't be blocked this
    turn: B's Hill Giant's block is refused and the Bears deal 3 (B 17); in the cleanup step
    the Bears are 2/2 again (514.2)."""
    assert real_db.compiled("Distortion Strike").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Distortion Strike")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Distortion Strike", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 2))
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
