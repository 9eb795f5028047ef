"""Session 9 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_208_1_collar_the_culprit_needs_toughness_4_or_greater(real_db: CardDatabase) -> None:
    """Collar the Culprit: "Destroy target creature with toughness 4 or greater." Hill Giant
    (3/3) is not a legal target (208.1, 115.1); a 4/4 (Giant Growth on Grizzly Bears, 2/2 -> 5/5)
    judged as it is now is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Collar the Culprit")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collar the Culprit", targets=["Hill Giant"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "not a legal target" in str(e.value)
    s.assert_permanent_count("B", "Hill Giant", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Collar the Culprit")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collar the Culprit", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
