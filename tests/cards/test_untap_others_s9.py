"""502.3 and "Untap all permanents you control during each other player's untap step."
(Seedborn Muse, Unwinding Clock; rules/untap_others.py): the static's controller's matching
permanents untap in every other player's untap step, together with the active player's.
Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _tapped_on_turn_2(real_db: CardDatabase, static: str | None) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    if static:
        s.add_card(Zone.BATTLEFIELD, "A", static)
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Ornithopter")
    s.stop_at(2, Step.UPKEEP)
    return s


def test_502_3_seedborn_muse_untaps_in_the_opponents_untap_step(real_db: CardDatabase
                                                                 ) -> None:
    """A's Grizzly Bears and Ornithopter attack on turn 1 (B 20 -> 18). With Seedborn Muse
    both untap in B's untap step (turn 2); without it they are still tapped in B's upkeep."""
    s = _tapped_on_turn_2(real_db, "Seedborn Muse")
    s.execute()
    s.assert_life("B", 18)
    for name in ("Grizzly Bears", "Ornithopter"):
        s.assert_tapped(name, False)
    s = _tapped_on_turn_2(real_db, None)
    s.execute()
    for name in ("Grizzly Bears", "Ornithopter"):
        s.assert_tapped(name, True)


def test_502_3_unwinding_clock_untaps_only_artifacts(real_db: CardDatabase) -> None:
    """Unwinding Clock: "Untap all artifacts you control during each other player's untap
    step." In B's untap step the Ornithopter (an artifact) untaps; the Bears stay tapped."""
    s = _tapped_on_turn_2(real_db, "Unwinding Clock")
    s.execute()
    s.assert_tapped("Ornithopter", False)
    s.assert_tapped("Grizzly Bears", True)


def test_502_3_seedborn_muse_untaps_what_claustrophobia_keeps_tapped(
        real_db: CardDatabase) -> None:
    """B's Claustrophobia on A's Grizzly Bears: "Enchanted creature doesn't untap during its
    controller's untap step." The Bears attack on turn 1 (B 20 -> 18). Under A's Seedborn
    Muse they untap in B's untap step (turn 2): it isn't their controller's untap step. With
    the Muse B's instead, they stay tapped."""
    for muse_owner, untapped in (("A", True), ("B", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Claustrophobia", attached_to="Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, muse_owner, "Seedborn Muse")
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(2, Step.UPKEEP)
        s.execute()
        s.assert_life("B", 18)
        s.assert_tapped("Grizzly Bears", not untapped)


def test_502_3_choke_keeps_islands_tapped(real_db: CardDatabase) -> None:
    """B's Choke: "Islands don't untap during their controllers' untap steps." A's tapped
    Island stays tapped through A's untap step (turn 1); A's tapped Forest untaps. Without
    Choke the Island untaps. Under A's Seedborn Muse the Island untaps in B's untap step
    (turn 2): it isn't its controller's untap step."""
    for choke, muse in ((True, False), (False, False), (True, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", tapped=True)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", tapped=True)
        if choke:
            s.add_card(Zone.BATTLEFIELD, "B", "Choke")
        if muse:
            s.add_card(Zone.BATTLEFIELD, "A", "Seedborn Muse")
        s.stop_at(1, Step.UPKEEP)
        s.execute()
        s.assert_tapped("Island", choke)
        s.assert_tapped("Forest", False)
        if muse:
            s = Scenario(cards=real_db)
            s.add_card(Zone.BATTLEFIELD, "A", "Island", tapped=True)
            s.add_card(Zone.BATTLEFIELD, "B", "Choke")
            s.add_card(Zone.BATTLEFIELD, "A", "Seedborn Muse")
            s.stop_at(2, Step.UPKEEP)
            s.execute()
            s.assert_tapped("Island", False)
