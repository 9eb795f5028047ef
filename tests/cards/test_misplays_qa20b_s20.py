"""Misplays found by the qa20b audit (session 20), each failing before its fix. Real cards from
the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _library(s: Scenario, player: str, top_first: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in reversed(top_first):
        s.add_card(Zone.LIBRARY, player, name)


# ------------------------------------------------ 614.11, 121.2: a draw replaced by no draw
# A multi-draw instruction ("Draw two cards") stopped after a draw that an effect replaced with
# something else than a card drawn and without a choice (Eruth's exile): draw_numbered read the
# None (no card drawn) as an empty library (121.4) and skipped the remaining draws.


def test_614_11_eruth_each_draw_of_divination_exiles_two(real_db: CardDatabase) -> None:
    """Eruth with Divination: each of the two draws exiles the top two cards: four exiled, no
    card in hand; A may cast the exiled Lightning Bolt this turn (B: 17)."""
    assert_compiled(real_db, "Eruth, Tormented Prophet")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Lightning Bolt", "Forest", "Grizzly Bears", "Mountain", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Eruth, Tormented Prophet")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    for name in ("Forest", "Grizzly Bears", "Mountain"):
        s.assert_exile_count(name, 1, "A")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_life("B", 17)
    s.assert_library_count("A", 1, "Island")
