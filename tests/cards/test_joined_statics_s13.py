"""One sentence, two static abilities (cards/oracle/joined_statics.py): "You and Humans you
control have hexproof." (702.11c, 702.18a) and "You may look at the top card of your library
any time, and you may play lands from the top of your library." (401.5, 305.1). Played with
real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled


def test_702_11c_sigarda_you_and_humans_have_hexproof(real_db: CardDatabase) -> None:
    """With Sigarda, Heron's Grace, A's Elite Vanguard (a Human) has hexproof and B's
    Lightning Bolt can't target A; A's Grizzly Bears (a Bear) has no hexproof."""
    assert_compiled(real_db, "Sigarda, Heron's Grace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sigarda, Heron's Grace")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Elite Vanguard", ["hexproof"])
    s.assert_abilities("A", "Grizzly Bears", ["hexproof"], present=False)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sigarda, Heron's Grace")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match=r"A is not a legal target"):
        s.execute()
    s.assert_life("A", 20)


def test_305_1_radha_plays_a_land_from_the_top(real_db: CardDatabase) -> None:
    """Radha, Heart of Keld: A plays the Forest on top of A's library (305.1)."""
    assert_compiled(real_db, "Radha, Heart of Keld")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radha, Heart of Keld")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_library_count("A", 0)
