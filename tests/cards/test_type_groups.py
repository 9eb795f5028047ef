"""Plural creature types as a group an instruction affects (205.3m), played with real cards
from the shared MTGJSON file (skipped when it is absent): "gain control of all Dragons, then
untap all Dragons" (613.1b, 611.2c: the Dragons locked in as it resolves). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_205_3m_karrthus_takes_and_untaps_all_dragons(real_db: CardDatabase) -> None:
    """Karrthus enters: A gains control of B's tapped Shivan Dragon (613.1b) and untaps it;
    B's Grizzly Bears (not a Dragon) stay B's. The Dragon keeps A's control after the turn
    (611.2a: no duration) and, with Karrthus's haste anthem, attacks at once: B at 15."""
    assert real_db.compiled("Karrthus, Tyrant of Jund").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Karrthus, Tyrant of Jund")
    for land in ("Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karrthus, Tyrant of Jund")
    s.attack(1, "A", "Shivan Dragon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Shivan Dragon", 1)
    s.assert_permanent_count("B", "Shivan Dragon", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 15)

