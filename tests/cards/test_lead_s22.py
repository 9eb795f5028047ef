"""The lead's session-22 card tests (real cards from ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_608_2c_704_3_kalitas_dying_with_wrath_still_exiles(real_db: CardDatabase) -> None:
    """Kalitas's ruling (608.2c, 614.1a): destroyed at the same time as an opponent's creature
    (Wrath of God), Kalitas's replacement still applies to it: B's Grizzly Bears is exiled and
    A gets a 2/2 Zombie, whatever the order the permanents were put onto the battlefield in
    (Kalitas first here). A's own Savannah Lions goes to the graveyard (an opponent's only)."""
    assert_compiled(real_db, "Kalitas, Traitor of Ghet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Traitor of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Savannah Lions", 1)
    s.assert_graveyard_count("A", "Kalitas, Traitor of Ghet", 1)
    s.assert_power_toughness("A", "Zombie Token", 2, 2)
    s.assert_permanent_count("A", "Zombie Token", 1)
