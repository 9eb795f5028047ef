"""Misplays qa20d found auditing session 20's new cards: each test failed before its fix."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_701_13b_deep_spawn_cannot_mill_two_from_one_card(real_db: CardDatabase) -> None:
    """A has one card at its turn-1 upkeep: it can't mill two (701.13b), so Deep Spawn is
    sacrificed even though A says yes; the Island stays in the library."""
    assert_compiled(real_db, "Deep Spawn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deep Spawn")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 1)
    s.set_choice("A", "yes")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Deep Spawn", 0)
    s.assert_graveyard_count("A", "Deep Spawn", 1)
    s.assert_library_count("A", 1)


def test_701_13b_you_may_mill_more_than_the_library_is_not_offered(
    real_db: CardDatabase,
) -> None:
    """The same rule for Deep Spawn at a full library (21 cards: 1 Island over the filler):
    A mills two and keeps it (the rule must not stop a payable mill)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deep Spawn")
    s.add_card(Zone.LIBRARY, "A", "Island", 1)
    s.set_choice("A", "yes")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Deep Spawn", 1)
    s.assert_library_count("A", 19)
