"""Triggered abilities read in session 12 (cards/oracle/triggers.py and the modules it calls),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test has
exact figures, and a case where the ability must not do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 120.3: dealt damage this turn


def test_120_3_destroy_target_creature_that_was_dealt_damage_this_turn(
        real_db: CardDatabase) -> None:
    """Final-Sting Faerie: "When ~ enters the battlefield, destroy target creature that was
    dealt damage this turn." A Shocks B's Hill Giant (3/3, survives with 2 damage), then casts
    the Faerie: the Giant is destroyed; B's undamaged Grizzly Bears stays."""
    _compiled(real_db, "Final-Sting Faerie")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Final-Sting Faerie")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Hill Giant",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Final-Sting Faerie")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_120_3_no_creature_was_dealt_damage_no_target(real_db: CardDatabase) -> None:
    """Final-Sting Faerie with no creature dealt damage this turn: the ability has no legal
    target (603.3d) and B's creatures stay. The Giant Shocked on turn 1 is not "dealt damage
    this turn" on turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Final-Sting Faerie")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Hill Giant",))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Final-Sting Faerie")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Final-Sting Faerie", 1)
