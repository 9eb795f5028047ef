"""Misplays found by the qa22d audit of the session-22 banding cards (702.22h) and their fix,
each with a test failing before it."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _band_blocked(real_db: CardDatabase, watcher: str, *, band: bool,
                  aura: str | None = None) -> Scenario:
    """A's Benalish Hero and Squire attack (as a band with `band`); B's Grizzly Bears blocks
    the Hero (so, in a band, Squire too: 702.22h). B controls `watcher`."""
    s = Scenario(cards=real_db)
    for name in ("Benalish Hero", "Squire"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    if band:
        s.band(1, "A", ["Benalish Hero", "Squire"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if aura:
        s.add_card(Zone.BATTLEFIELD, "B", aura, attached_to="Grizzly Bears")
    else:
        s.add_card(Zone.BATTLEFIELD, "B", watcher)
    s.block(1, "B", "Grizzly Bears", "Benalish Hero")
    s.assign_damage(1, "A", "Grizzly Bears", {"Squire": 2})
    s.stop_at(1, Step.END_COMBAT)
    return s


@pytest.mark.parametrize("band", [True, False])
def test_509_5a_whenever_a_creature_blocks_triggers_once_for_a_band(
        real_db: CardDatabase, band: bool) -> None:
    """509.5a: "Whenever a creature blocks" triggers once for the Bears though it blocks the
    Hero and Squire (702.22h): Battle Strain deals 1 to B (19), not 2. Without the band: 1
    too (Squire unblocked: 1 more, 18)."""
    s = _band_blocked(real_db, "Battle Strain", band=band)
    s.execute()
    s.assert_life("B", 19 if band else 18)


@pytest.mark.parametrize("band", [True, False])
def test_509_5a_whenever_a_creature_you_control_blocks_once_for_a_band(
        real_db: CardDatabase, band: bool) -> None:
    """Noble Stand: B gains 2 once (22), not 4 (unbanded, Squire's 1 gets through: 21)."""
    s = _band_blocked(real_db, "Noble Stand", band=band)
    s.execute()
    s.assert_life("B", 22 if band else 21)


@pytest.mark.parametrize("band", [True, False])
def test_509_5a_whenever_enchanted_creature_blocks_once_for_a_band(
        real_db: CardDatabase, band: bool) -> None:
    """Favor of the Woods on the Bears: B gains 3 once (23), not 6 (unbanded: 22)."""
    s = _band_blocked(real_db, "", band=band, aura="Favor of the Woods")
    s.execute()
    s.assert_life("B", 23 if band else 22)
