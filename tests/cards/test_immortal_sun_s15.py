"""101.2, 606.3: "Players can't activate planeswalkers' loyalty abilities." (The Immortal Sun:
the static `cant_activate_loyalty`, rules/cant_activate.loyalty_forbidden). Real cards of the
shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _garruk(real_db: CardDatabase, sun: bool) -> Scenario:
    s = Scenario(cards=real_db)
    if sun:
        s.add_card(Zone.BATTLEFIELD, "B", "The Immortal Sun")
    s.add_card(Zone.BATTLEFIELD, "A", "Garruk Wildspeaker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−1]")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_606_3_the_immortal_sun_stops_loyalty_abilities(real_db: CardDatabase) -> None:
    """B's The Immortal Sun: A can't activate Garruk Wildspeaker's -1 (Garruk keeps 3
    loyalty, no Beast); without the Sun A makes a 3/3 Beast (Garruk at 2)."""
    assert real_db.compiled("The Immortal Sun").supported
    s = _garruk(real_db, sun=True)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s.assert_counter_count("A", "Garruk Wildspeaker", "loyalty", 3)
    s = _garruk(real_db, sun=False)
    s.execute()
    s.assert_counter_count("A", "Garruk Wildspeaker", "loyalty", 2)
    s.assert_permanent_count("A", "Beast Token", 1)
