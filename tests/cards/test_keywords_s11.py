"""Keyword mechanics of session 11 with real cards of the MTGJSON database (skipped without
../shared): undaunted (702.125), conspire given by Wort, the Raidmother (702.78b)."""

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


def test_702_78b_wort_gives_conspire_to_burn_trail_twice(real_db: CardDatabase) -> None:
    """Wort, the Raidmother: "Each red or green instant or sorcery spell you cast has
    conspire." Burn Trail (its own conspire too) with both paid: four red Goblins tapped, two
    copies: 9 damage to B; Lightning Bolt with Wort's conspire paid: 6."""
    assert real_db.compiled("Wort, the Raidmother").supported
    for spell, lands, tap, life in (("Burn Trail", 4, "Raging Goblin, Goblin Roughrider, "
                                     "Goblin Piker, Mons's Goblin Raiders", 11),
                                    ("Lightning Bolt", 1, "Raging Goblin, Goblin Piker", 14)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
        for c in ("Wort, the Raidmother", "Raging Goblin", "Goblin Roughrider", "Goblin Piker",
                  "Mons's Goblin Raiders"):
            s.add_card(Zone.BATTLEFIELD, "A", c)
        s.add_card(Zone.HAND, "A", spell)
        s.set_choice("A", "yes")
        s.set_choice("A", tap)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
