"""Trigger conditions of blocks with "one or more" (509.1h-i, 603.2c:
cards/oracle/trigger_blocks.py, rules/trigger_blocks.py), played with real cards from the
shared MTGJSON file (skipped when it is absent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_509_1h_becomes_blocked_by_one_or_more_black_creatures(real_db: CardDatabase) -> None:
    """Serra Inquisitors (3/3): "Whenever ~ blocks or becomes blocked by one or more black
    creatures, ~ gets +2/+0 until end of turn." Turn 1 it attacks and two Drudge Skeletons
    (black) block it: once, 5/3 (not 7/3); both Skeletons die, it survives their 2 damage.
    Turn 3 a Grizzly Bears (green) blocks it: 3/3."""
    _compiled(real_db, "Serra Inquisitors", "Drudge Skeletons")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Inquisitors")
    s.add_card(Zone.BATTLEFIELD, "B", "Drudge Skeletons", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Serra Inquisitors")
    s.block(1, "B", "Drudge Skeletons#1", "Serra Inquisitors")
    s.block(1, "B", "Drudge Skeletons#2", "Serra Inquisitors")
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Serra Inquisitors", 5, 3))
    s.attack(3, "A", "Serra Inquisitors")
    s.block(3, "B", "Grizzly Bears", "Serra Inquisitors")
    s.check(3, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Serra Inquisitors", 3, 3))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Drudge Skeletons", 2)
