"""702.16c, 704.5m: "Enchanted creature has protection from red. This effect doesn't remove ~."
(Red Ward): the Aura stays on the creature its own grant protects, unless the creature gets
that protection from another source too (rules/aura_protection.py); real cards of the shared
MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.testing import Scenario, Step, Zone


def test_702_16c_reading() -> None:
    assert _static("Enchanted creature has protection from black. This effect doesn't remove "
                   "~.") == {"anthem": {"affects": "enchanted",
                                         "keywords": ["protection from black"],
                                         "keeps_self": True}}
    # only a protection grant is marked so
    assert _static("Enchanted creature has flying. This effect doesn't remove ~.") is None


def _warded(real_db: CardDatabase, war: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "White Ward")
    s.add_card(Zone.HAND, "A", "Righteous War")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "White Ward", targets=["Walking Corpse"])
    if war:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Righteous War")
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_16c_white_ward_stays_on_the_creature_it_protects(real_db: CardDatabase) -> None:
    """White Ward (a white Aura) on Walking Corpse: the Corpse has protection from white and
    the Ward stays attached (its own effect doesn't remove it)."""
    assert real_db.compiled("White Ward").supported
    s = _warded(real_db, war=False)
    s.execute()
    s.assert_attached("White Ward", "Walking Corpse")
    s.assert_graveyard_count("A", "White Ward", 0)


def test_704_5m_white_ward_falls_off_with_protection_from_another_source(
        real_db: CardDatabase) -> None:
    """Then Righteous War ("Black creatures you control have protection from white.") enters:
    the Corpse would have protection from white without the Ward's effect, so the Ward is put
    into its owner's graveyard (704.5m)."""
    s = _warded(real_db, war=True)
    s.execute()
    s.assert_graveyard_count("A", "White Ward", 1)
    s.assert_permanent_count("A", "Walking Corpse", 1)
