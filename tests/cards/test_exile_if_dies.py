""""If a creature dealt damage this way would die this turn, exile it instead." (614.1a,
608.2c; effects/exile_if_dies.py): real cards of the shared MTGJSON file (skipped without
it), exact figures for the creatures dealt damage that way and for one that wasn't."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_614_1a_anger_of_the_gods_exiles_this_turn(real_db: CardDatabase) -> None:
    """Anger of the Gods: "~ deals 3 damage to each creature. If a creature dealt damage this
    way would die this turn, exile it instead." B's Grizzly Bears (2/2) dies: exiled, not in
    the graveyard; B's Craw Wurm (6/4) lives with 3 damage, and a Shock later this turn kills
    it: exiled too. A's Hill Giant, cast after the Anger, was dealt no damage that way: two
    Shocks kill it and it goes to the graveyard."""
    assert real_db.compiled("Anger of the Gods").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 10)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Anger of the Gods")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Anger of the Gods")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Craw Wurm"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", None, 0)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_graveyard_count("B", None, 0)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_exile_count("Hill Giant", 0)
