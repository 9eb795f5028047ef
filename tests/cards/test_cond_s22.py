"""Conditions, trigger conditions and variable amounts read in session 22 (the `cond` pool),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test
has exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------------------------ 208.1: a creature's "his power"


def _glenn(db: CardDatabase, *, blocked: bool, anthem: bool = False) -> Scenario:
    """A's Glenn, the Voice of Calm (1/3) attacks on turn 1: "Whenever Glenn deals combat
    damage to a player, draw cards equal to his power." B's Wall of Stone blocks when
    `blocked`; A's Glorious Anthem makes Glenn 2/4 when `anthem`."""
    assert_compiled(db, "Glenn, the Voice of Calm")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glenn, the Voice of Calm")
    if anthem:
        s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Glenn, the Voice of Calm")
    if blocked:
        s.block(1, "B", "Wall of Stone", "Glenn, the Voice of Calm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_208_1_glenn_draws_cards_equal_to_his_power(real_db: CardDatabase) -> None:
    """Glenn as a 2/4 (Glorious Anthem) hits B for 2: A draws two cards (his power)."""
    s = _glenn(real_db, blocked=False, anthem=True)
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 18)


def test_208_1_glenn_blocked_draws_nothing(real_db: CardDatabase) -> None:
    """Blocked by Wall of Stone, Glenn deals no damage to a player: no card drawn."""
    s = _glenn(real_db, blocked=True)
    s.assert_life("B", 20)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)
