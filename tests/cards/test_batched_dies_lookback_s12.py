"""603.10a, 603.2c: a "whenever one or more ... die" ability looks back in time: a permanent
that leaves the battlefield in the same event as the creatures it watches still sees them die,
even when nothing left on the battlefield watches that event. Real cards from the shared
MTGJSON file (skipped when it is absent)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("others", "drawn"), [(1, 1), (0, 0)])
def test_603_10a_morbid_opportunist_dies_with_another_creature(real_db: CardDatabase,
                                                              others: int, drawn: int) -> None:
    """Morbid Opportunist ("Whenever one or more other creatures die, draw a card. This ability
    triggers only once each turn.") and `others` Grizzly Bears die to A's Wrath of God: with
    the Bears, A draws 1 card (the Opportunist saw it die, 603.10a); alone, none (it isn't
    "other")."""
    assert real_db.compiled("Morbid Opportunist").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Morbid Opportunist")
    if others:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", others)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Morbid Opportunist", 1)
    s.assert_hand_count("A", drawn)
