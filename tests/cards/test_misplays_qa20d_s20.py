"""Misplays qa20d found auditing session 20's new cards: each test failed before its fix."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _deep_spawn(real_db: CardDatabase, library: int, filler: bool) -> Scenario:
    """Deep Spawn: "At the beginning of your upkeep, sacrifice ~ unless you mill two cards."
    A says yes at its turn-1 upkeep with `library` Islands (over the 20 filler cards or not)."""
    assert_compiled(real_db, "Deep Spawn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deep Spawn")
    if not filler:
        s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", library)
    s.set_choice("A", "yes")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_701_13b_deep_spawn_cannot_mill_two_from_one_card(real_db: CardDatabase) -> None:
    """One card in A's library: A can't mill two (701.13b: can't choose to mill more than the
    library holds), so Deep Spawn is sacrificed although A says yes; the Island stays. (Before
    the fix A "paid" by milling the one card and kept Deep Spawn.)"""
    s = _deep_spawn(real_db, 1, False)
    s.assert_permanent_count("A", "Deep Spawn", 0)
    s.assert_graveyard_count("A", "Deep Spawn", 1)
    s.assert_library_count("A", 1)


def test_701_13b_deep_spawn_mills_two_from_three(real_db: CardDatabase) -> None:
    """Three cards: A mills two and keeps Deep Spawn; one card left (turn 1 has no draw)."""
    s = _deep_spawn(real_db, 3, False)
    s.assert_permanent_count("A", "Deep Spawn", 1)
    s.assert_graveyard_count("A", "Island", 2)
    s.assert_library_count("A", 1)


def test_701_13b_deep_spawn_full_library_pays(real_db: CardDatabase) -> None:
    """A full library (an Island over the 20 filler cards): A mills two, keeps Deep Spawn."""
    s = _deep_spawn(real_db, 1, True)
    s.assert_permanent_count("A", "Deep Spawn", 1)
    s.assert_library_count("A", 19)
