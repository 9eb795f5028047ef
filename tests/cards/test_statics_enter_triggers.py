"""603.2, 603.6a: "Creatures entering the battlefield don't cause abilities to trigger."
(Torpor Orb; rules/enter_triggers.py): a creature's own enters-the-battlefield ability and
other permanents' "whenever a creature enters" abilities don't trigger; a land entering still
triggers. Real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _visionary(db: CardDatabase, orb: bool) -> Scenario:
    s = Scenario(cards=db)
    if orb:
        s.add_card(Zone.BATTLEFIELD, "B", "Torpor Orb")
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    s.stop_at(1, Step.END_TURN)
    return s


def test_603_6a_without_torpor_orb_both_trigger(real_db: CardDatabase) -> None:
    """Elvish Visionary draws a card (hand 0 -> 1), Soul Warden gains 1 life (20 -> 21)."""
    s = _visionary(real_db, orb=False)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_life("A", 21)


def test_603_2_torpor_orb_stops_enter_triggers(real_db: CardDatabase) -> None:
    """With the opponent's Torpor Orb: no card drawn (hand 0), no life gained (20)."""
    assert real_db.compiled("Torpor Orb").supported
    s = _visionary(real_db, orb=True)
    s.execute()
    s.assert_permanent_count("A", "Elvish Visionary", 1)
    s.assert_hand_count("A", 0)
    s.assert_life("A", 20)


def test_603_2_a_land_entering_still_triggers(real_db: CardDatabase) -> None:
    """Courser of Kruphix under Torpor Orb: a Forest played still gains 1 life (20 -> 21):
    only creatures entering trigger nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Torpor Orb")
    s.add_card(Zone.BATTLEFIELD, "A", "Courser of Kruphix")
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)
