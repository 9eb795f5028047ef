"""More static abilities about combat, played from real cards of the shared MTGJSON file
(skipped without it): landwalk that no longer stops blocks (702.14)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _swampwalk(real_db: CardDatabase, quagmire: str | None) -> Scenario:
    """A's Bog Wraith (3/3 swampwalk) attacks B, who controls a Swamp and blocks with Grizzly
    Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bog Wraith")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if quagmire:
        s.add_card(Zone.BATTLEFIELD, quagmire, "Quagmire")
    s.attack(1, "A", "Bog Wraith")
    s.block(1, "B", "Grizzly Bears", "Bog Wraith")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_702_14_quagmire_lets_swampwalkers_be_blocked(real_db: CardDatabase) -> None:
    """Quagmire: "Creatures with swampwalk can be blocked as though they didn't have
    swampwalk." Without it the block is illegal (702.14c); with it, under either player's
    control, the Bears block and die (3 damage), B stays at 20."""
    with pytest.raises(ScenarioError, match=r"509"):
        _swampwalk(real_db, None).execute()
    for who in ("A", "B"):
        s = _swampwalk(real_db, who)
        s.execute()
        s.assert_life("B", 20)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_14_staff_of_the_ages_covers_every_landwalk(real_db: CardDatabase) -> None:
    """Staff of the Ages: "Creatures with landwalk abilities can be blocked as though they
    didn't have those abilities." The Bears block the Bog Wraith."""
    s = _swampwalk(real_db, None)
    s.add_card(Zone.BATTLEFIELD, "A", "Staff of the Ages")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
