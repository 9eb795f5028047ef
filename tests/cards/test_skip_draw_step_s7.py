"""614.1b, 614.10: "Skip your draw step." read from Oracle text (oracle/skip_steps.py) as a
static replacement effect; played from real cards of the shared MTGJSON file (skipped without
it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_614_1b_dragon_appeasement_skips_only_its_controllers_draw(
        real_db: CardDatabase) -> None:
    """A controls Dragon Appeasement: A draws nothing on turn 3 (the 25 cards of A's library
    stay: 5 Islands and the scenario's 20); B draws on turn 2 (24 left, one in hand)."""
    assert real_db.compiled("Dragon Appeasement").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Appeasement")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 25)
    s.assert_hand_count("A", 0)
    s.assert_library_count("B", 24)
    s.assert_hand_count("B", 1)
