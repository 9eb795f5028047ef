"""701.15c, 608.2c: "A creature dealt damage this way can't be regenerated this turn."
(Incinerate; effects/no_regeneration.py): the regeneration shield of the creature dealt
damage is not applied. Real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _shielded(db: CardDatabase, spell: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Drudge Skeletons")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", spell)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{B}: Regenerate")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", spell, targets=["Drudge Skeletons"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_701_15c_incinerate_stops_regeneration(real_db: CardDatabase) -> None:
    """Drudge Skeletons (1/1) with a regeneration shield: Incinerate's 3 damage destroys it
    (graveyard 1, battlefield 0)."""
    assert real_db.compiled("Incinerate").supported
    s = _shielded(real_db, "Incinerate")
    s.execute()
    s.assert_permanent_count("B", "Drudge Skeletons", 0)
    s.assert_graveyard_count("B", "Drudge Skeletons", 1)


def test_701_15a_lightning_strike_is_regenerated(real_db: CardDatabase) -> None:
    """The same shield against Lightning Strike (no rider): the Skeletons regenerate (still
    on the battlefield, tapped, no damage marked)."""
    s = _shielded(real_db, "Lightning Strike")
    s.execute()
    s.assert_permanent_count("B", "Drudge Skeletons", 1)
    s.assert_tapped("Drudge Skeletons")
    s.assert_damage("Drudge Skeletons", 0)
