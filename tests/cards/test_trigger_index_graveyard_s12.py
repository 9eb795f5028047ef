"""The trigger index with the graveyards' cards (rules/trigger_base.py `_trigger_index`,
113.6m) is one cache entry: a card put into a graveyard from a hidden zone (a discard) is in
it at the next event, with no permanent entering or leaving in between."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_113_6m_a_card_discarded_triggers_from_the_graveyard_at_the_next_cast(
        real_db: CardDatabase) -> None:
    """Enigma Eidolon: "Whenever you cast a multicolored spell, you may return ~ from your
    graveyard to your hand." A discards it to cast Tormenting Voice (an additional cost,
    601.2b), then casts Lightning Helix at B: it returns to A's hand (A holds it and the two
    cards drawn); B at 17. With Lightning Bolt (not multicolored) instead, it stays."""
    for spell, back in (("Lightning Helix", True), ("Lightning Bolt", False)):
        for n in ("Enigma Eidolon", "Tormenting Voice", spell):
            assert real_db.compiled(n).supported, (n, real_db.compiled(n).reasons)
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.HAND, "A", "Enigma Eidolon")
        s.add_card(Zone.HAND, "A", "Tormenting Voice")
        s.add_card(Zone.HAND, "A", spell)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tormenting Voice")
        s.set_choice("A", "Enigma Eidolon")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", spell, targets=["B"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", 17)
        s.assert_hand_count("A", 3 if back else 2)
        s.assert_graveyard_count("A", "Enigma Eidolon", 0 if back else 1)
