"""Audit of the banding cards made playable in session 22 (qa22d): the rules machinery's
suspects (702.22h-k against 509.1b-c, 510.1c-d, 702.19b, 702.4) played with exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import SHARED_ATOMIC


@pytest.fixture(scope="module")
def real_db() -> CardDatabase:
    if not SHARED_ATOMIC.exists():
        pytest.skip(f"{SHARED_ATOMIC} is not present")
    return CardDatabase.load(SHARED_ATOMIC)


def _thorn(real_db: CardDatabase, blocker: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thorn Elemental")
    s.attack(1, "A", "Thorn Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.block(1, "B", blocker, "Thorn Elemental")
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_22j_thorn_elemental_blocked_by_banding_defender_decides(
        real_db: CardDatabase) -> None:
    """702.22j and Thorn Elemental's ruling: blocked by Benalish Hero (banding), B (not A)
    decides whether its 7 is assigned as though it weren't blocked: B puts all 7 on the Hero
    (B at 20, the Hero dies)."""
    s = _thorn(real_db, "Benalish Hero")
    s.assign_damage(1, "B", "Thorn Elemental", {"Benalish Hero": 7})
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Benalish Hero", 1)


def test_510_1c_thorn_elemental_blocked_without_banding_controller_decides(
        real_db: CardDatabase) -> None:
    """Not banding: Squire blocks; A has the 7 assigned as though unblocked: B at 13, Squire
    lives."""
    s = _thorn(real_db, "Squire")
    s.assign_damage(1, "A", "Thorn Elemental", {"B": 7})
    s.execute()
    s.assert_life("B", 13)
    s.assert_permanent_count("B", "Squire", 1)


def _band_with(real_db: CardDatabase, other: str, blocks_hero: bool) -> Scenario:
    """A's Benalish Hero (1/1, banding) and `other` attack as a band; B's Hill Giant (3/3)
    blocks the Hero (or `other`)."""
    s = Scenario(cards=real_db)
    for name in ("Benalish Hero", other):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Benalish Hero", other])
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Benalish Hero" if blocks_hero else other)
    s.stop_at(1, Step.END_TURN)
    return s


def test_509_1b_702_22h_menace_band_member_blocked_through_its_mate(
        real_db: CardDatabase) -> None:
    """509.1b judges the declared pair: the Hill Giant alone may block the Hero, and Boggart
    Brute (3/2, menace) becomes blocked with it (702.22h): B takes nothing (20). A puts the
    Giant's 3 on the Hero (702.22k); the Brute's 3 and the Hero's 1 kill the Giant."""
    s = _band_with(real_db, "Boggart Brute", blocks_hero=True)
    s.assign_damage(1, "A", "Hill Giant", {"Benalish Hero": 3})
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Boggart Brute", 1)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_509_1b_menace_band_member_not_blocked_by_one_directly(real_db: CardDatabase) -> None:
    """The declared pair Hill Giant - Boggart Brute breaks menace: refused."""
    s = _band_with(real_db, "Boggart Brute", blocks_hero=False)
    with pytest.raises(ScenarioError, match=r"2 or more \(min_blockers\)"):
        s.execute()


def test_509_1c_lure_band_mate_must_be_blocked_as_declared(real_db: CardDatabase) -> None:
    """509.1c judges the declared pairs: Prized Unicorn ("All creatures able to block it do
    so") bands with the Hero; the Giant declared on the Hero doesn't obey the requirement
    (it could block the Unicorn): refused."""
    s = _band_with(real_db, "Prized Unicorn", blocks_hero=True)
    with pytest.raises(ScenarioError, match=r"509\.1c"):
        s.execute()


def test_509_1c_lure_band_blocked_through_the_unicorn(real_db: CardDatabase) -> None:
    """The Giant declared on Prized Unicorn blocks the Hero too (702.22h): B at 20. A divides
    the Giant's 3: 2 to the Unicorn, 1 to the Hero: both die; the Giant takes 3 and dies."""
    s = _band_with(real_db, "Prized Unicorn", blocks_hero=False)
    s.assign_damage(1, "A", "Hill Giant", {"Prized Unicorn": 2, "Benalish Hero": 1})
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Prized Unicorn", 1)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_702_4_702_22k_double_strike_in_a_band(real_db: CardDatabase) -> None:
    """Fencing Ace (1/1, double strike) bands with the Hero; the Giant blocks the Hero, so
    both. First strike: the Ace deals 1 to the Giant. Regular step: the Ace 1 and the Hero 1
    (3 in all, the Giant dies); the Giant's 3, divided by A (702.22k), all to the Hero."""
    s = _band_with(real_db, "Fencing Ace", blocks_hero=True)
    s.assign_damage(1, "A", "Hill Giant", {"Benalish Hero": 3})
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Fencing Ace", 1)
    s.assert_graveyard_count("A", "Benalish Hero", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
