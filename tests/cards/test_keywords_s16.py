"""Keyword variants added in session 16 (issues 10 and 11), compiled from the Oracle text and
played with exact figures: "Enchant creature with another Aura attached to it" (702.5a,
303.4; Daybreak Coronet, checked again as a state-based action, 704.5m)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_702_5a_daybreak_coronet_needs_another_aura(real_db: CardDatabase) -> None:
    """With only an unenchanted Grizzly Bears, Daybreak Coronet has no legal target (601.2c,
    702.5a): it can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Daybreak Coronet")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Daybreak Coronet", False)


def test_704_5m_daybreak_coronet_falls_off_without_the_other_aura(
        real_db: CardDatabase) -> None:
    """Grizzly Bears with Holy Strength (+1/+2) is 3/4; Daybreak Coronet on it makes it 6/7
    with first strike, vigilance and lifelink. B's Disenchant destroys Holy Strength: the
    Coronet is now attached to a creature with no other Aura, an illegal object, and goes to
    the graveyard (303.4d, 704.5m): the bear is 2/2 again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Daybreak Coronet")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Daybreak Coronet", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Grizzly Bears", 6, 7))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["First strike", "Vigilance", "Lifelink"]))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_attached(
        "Daybreak Coronet", "Grizzly Bears"))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Disenchant", targets=["Holy Strength"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Holy Strength", 1)
    s.assert_graveyard_count("A", "Daybreak Coronet", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
