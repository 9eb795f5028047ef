"""Recover (702.59a), read from Oracle text: a triggered ability of the card in its owner's
graveyard (113.6m), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _bounty(db: CardDatabase, *, plains: int, answer: str | None) -> Scenario:
    """Sun's Bounty ("You gain 4 life. Recover {1}{W}") in A's graveyard; B's Lightning Bolt
    kills A's Grizzly Bears in B's turn 2."""
    assert db.compiled("Sun's Bounty").supported
    s = Scenario(cards=db)
    s.add_card(Zone.GRAVEYARD, "A", "Sun's Bounty")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if plains:
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    if answer is not None:
        s.set_choice("A", answer)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_702_59a_recover_paid_returns_the_card(real_db: CardDatabase) -> None:
    """702.59a: the Bears are put into A's graveyard: Sun's Bounty's recover triggers from the
    graveyard; A pays {1}{W} (both Plains tapped) and the card returns to A's hand."""
    s = _bounty(real_db, plains=2, answer="yes")
    s.assert_hand_count("A", 1, "Sun's Bounty")
    s.assert_graveyard_count("A", "Sun's Bounty", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 3  # + Mountain


def test_702_59a_recover_declined_exiles_the_card(real_db: CardDatabase) -> None:
    """702.59a: "Otherwise, exile this card": A declines to pay: Sun's Bounty is exiled, the
    Plains stay untapped."""
    s = _bounty(real_db, plains=2, answer="no")
    s.assert_exile_count("Sun's Bounty", 1)
    s.assert_hand_count("A", 0)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 1


def test_702_59a_recover_unpayable_exiles_the_card(real_db: CardDatabase) -> None:
    """118.3, 702.59a: with no mana A can't pay: the card is exiled (no question asked)."""
    s = _bounty(real_db, plains=0, answer=None)
    s.assert_exile_count("Sun's Bounty", 1)
    s.assert_graveyard_count("A", "Sun's Bounty", 0)


def test_702_59a_recover_only_from_the_graveyard(real_db: CardDatabase) -> None:
    """113.6m, 702.59a: Sun's Bounty in A's hand doesn't trigger when the Bears die: it stays
    in hand, nothing is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Sun's Bounty")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Sun's Bounty")
    s.assert_exile_count("Sun's Bounty", 0)
