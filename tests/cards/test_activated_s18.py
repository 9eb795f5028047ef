"""Session 18's activated and loyalty abilities (602, 606), their costs (118) and the effect
phrases they needed. Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_115_1_faerie_macabre_exiles_two_cards_from_two_graveyards(real_db: CardDatabase) -> None:
    """Faerie Macabre (discarded from the hand, 602.2) exiles up to two target cards from
    graveyards: one from B's and one from A's own (115.1: any graveyards), in B's upkeep."""
    assert_compiled(real_db, "Faerie Macabre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Faerie Macabre")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.activate_ability(2, Step.UPKEEP, "A", "Discard", targets=["Grizzly Bears", "Lightning Bolt"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Faerie Macabre", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_hand_count("A", 0, "Faerie Macabre")
