"""601.2a: "If this spell was cast from a graveyard, ... instead" (the Increasing cycle, with
flashback 702.34a): the spell is judged as it is on the stack (rules/conditions.cast_from)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("zone", "swamps", "hand"), [(Zone.HAND, 5, 1), (Zone.GRAVEYARD, 8, 2)])
def test_601_2a_increasing_ambition_cast_from_a_graveyard(real_db: CardDatabase, zone: Zone,
                                                          swamps: int, hand: int) -> None:
    """Increasing Ambition ({4}{B}, flashback {7}{B}): "Search your library for a card and put
    that card into your hand. If this spell was cast from a graveyard, instead search your
    library for two cards and put those cards into your hand. Then shuffle." From the hand:
    one card found; flashed back from the graveyard: two."""
    assert real_db.compiled("Increasing Ambition").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(zone, "A", "Increasing Ambition")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Increasing Ambition")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand)
    s.assert_library_count("A", 20 - hand)
