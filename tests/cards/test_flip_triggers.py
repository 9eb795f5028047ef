"""Kamigawa flip cards (709.4): "At the beginning of the end step, if there are two or more ki
counters on ~, you may flip it." -- "it" is ~, the only object the condition names (603.4).
Scenario tests: two ki counters flip it at the end step, one doesn't."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


@pytest.mark.parametrize(("ki", "flipped"), [(2, True), (1, False)])
def test_709_4_flip_at_the_end_step_with_two_ki_counters(real_db: CardDatabase, ki: int,
                                                         flipped: bool) -> None:
    """Hired Muscle (2/2) // Scarmaker (4/4): with two ki counters it flips at the end step."""
    card = "Hired Muscle // Scarmaker"
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hired Muscle", counters={"ki": ki})
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    if flipped:
        s.assert_power_toughness("A", "Scarmaker", 4, 4)
        s.assert_permanent_count("A", "Hired Muscle", 0)
    else:
        s.assert_power_toughness("A", "Hired Muscle", 2, 2)
        s.assert_permanent_count("A", "Scarmaker", 0)
