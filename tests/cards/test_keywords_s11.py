"""Keyword mechanics of session 11 with real cards of the MTGJSON database (skipped without
../shared): undaunted (702.125)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _curtains_call(real_db: CardDatabase, swamps: int) -> Scenario:
    assert real_db.compiled("Curtains' Call").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Curtains' Call")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curtains' Call",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_125a_undaunted_costs_1_less_for_each_opponent(real_db: CardDatabase) -> None:
    """702.125a: Curtains' Call ({5}{B}, undaunted, "Destroy two target creatures.") costs
    {1} less for the one opponent: five Swamps cast it."""
    s = _curtains_call(real_db, 5)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_graveyard_count("A", "Curtains' Call", 1)


def test_702_125a_undaunted_four_swamps_are_not_enough(real_db: CardDatabase) -> None:
    s = _curtains_call(real_db, 4)
    with pytest.raises(ScenarioError):
        s.execute()
