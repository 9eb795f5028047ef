"""506.5, 508.1c, 509.1b: "No more than one creature can attack each combat." / "... can block
each combat." read from Oracle text (cards/oracle/max_combat.py; rules/combat._static_limit):
Dueling Grounds. Real cards of the shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.max_combat import lower, render
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_506_5_reading_the_limits() -> None:
    for text, st in (("No more than one creature can attack each combat.",
                      {"max_attackers": {"max_count": 1}}),
                     ("No more than two creatures can block each combat.",
                      {"max_blockers": {"max_count": 2}})):
        assert lower(text) == st
        assert render(st) == text
    assert lower("No more than one creatures can attack each combat.") is None


def _duel(real_db: CardDatabase, attackers: int, blockers: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Dueling Grounds")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Hill Giant")
    if attackers == 2:
        s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Hill Giant")
    if blockers == 2:
        s.block(1, "B", "Ornithopter", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_506_5_dueling_grounds_one_attacker_one_blocker(real_db: CardDatabase) -> None:
    """Dueling Grounds: A attacks with Hill Giant alone, B blocks with Wall of Wood (0/3): no
    damage to B, the Wall has 3 damage and dies. Two attackers, or two blockers, are refused."""
    assert real_db.compiled("Dueling Grounds").supported
    s = _duel(real_db, 1, 1)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Wall of Wood", 1)
    with pytest.raises(ScenarioError):
        _duel(real_db, 2, 1).execute()
    with pytest.raises(ScenarioError, match="Ornithopter"):
        _duel(real_db, 1, 2).execute()
