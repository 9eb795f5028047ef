"""Deviations from the Oracle text found by the session-9 misplay audit (`qa`), fixed as the
Comprehensive Rules state them. Each test failed before its fix. Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------------------------------ 205.3m


def test_205_3m_zombies_counts_zombies(real_db: CardDatabase) -> None:
    """205.3m: "the number of Zombies you control" counts Zombies (the plural was read as a
    type "Zomby", so it counted nothing). Lich Lord of Unx (a Zombie Wizard) and two
    Scathe Zombies (and a Grizzly Bears, not counted): X = 3, so B loses 3 life and mills 3 cards."""
    s = Scenario(cards=real_db)
    for land in ("Island", "Island", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Lich Lord of Unx", "Scathe Zombies", "Scathe Zombies", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}{U}{B}{B}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_library_count("B", 17)


def test_205_3i_each_locus_counts_loci(real_db: CardDatabase) -> None:
    """205.3i: "for each Locus on the battlefield" counts Loci (the word was read as a type
    "Locu", so it counted nothing). Glimmerpost enters with Cloudpost and another Glimmerpost
    on the battlefield: 3 Loci, A gains 3 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloudpost")
    s.add_card(Zone.BATTLEFIELD, "B", "Glimmerpost")
    s.add_card(Zone.HAND, "A", "Glimmerpost")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Glimmerpost")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 23)
