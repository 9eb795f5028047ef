"""509.1b: "~ can't be blocked by creatures with horsemanship." (Taoist Mystic; a block
restriction named by its words, dsl.BLOCK_RESTRICTIONS, read by rules/combat._restricts).
Real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _attack(db: CardDatabase, blocker: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Taoist Mystic")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Taoist Mystic")
    s.block(1, "B", blocker, "Taoist Mystic")
    s.stop_at(1, Step.END_TURN)
    return s


def test_509_1b_horsemanship_creature_cant_block_it(real_db: CardDatabase) -> None:
    """Shu Cavalry (horsemanship) can't block Taoist Mystic (2/2); Grizzly Bears can (both
    2/2: both die, B stays at 20)."""
    assert real_db.compiled("Taoist Mystic").supported
    with pytest.raises(ScenarioError):
        _attack(real_db, "Shu Cavalry").execute()
    s = _attack(real_db, "Grizzly Bears")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
