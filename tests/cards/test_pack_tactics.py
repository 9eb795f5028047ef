"""Pack tactics (207.2c ability word; rules/pack_tactics.py): "Whenever ~ attacks, if you
attacked with creatures with total power 6 or greater this combat, ..." The total is the power
of the attackers as they were declared (508.1), read again the same as the ability resolves
(603.4). Scenario tests with exact figures: below 6, exactly 6, and an attacker killed in
response."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


@pytest.mark.parametrize(("bears", "counters"), [
    (1, 0),  # Gnoll Hunter 2 + one Grizzly Bears 2 = 4: no counter
    (2, 1),  # 2 + 2 + 2 = 6: "6 or greater"
])
def test_pack_tactics_total_power_of_the_attackers(real_db: CardDatabase, bears: int,
                                                   counters: int) -> None:
    """Gnoll Hunter: "... put a +1/+1 counter on ~." Only with 6 or more power attacking."""
    assert_compiled(real_db, "Gnoll Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gnoll Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", bears)
    s.attack(1, "A", "Gnoll Hunter")
    for i in range(bears):
        s.attack(1, "A", f"Grizzly Bears#{i + 1}")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Gnoll Hunter", "+1/+1", counters)
    s.assert_life("B", 20 - 2 * bears - 2 - counters)


def test_pack_tactics_power_as_declared(real_db: CardDatabase) -> None:
    """B shocks one of the attacking Grizzly Bears in response to the trigger: A still
    attacked with 6 power (508.1), so Gnoll Hunter gets its counter (603.4: the condition
    reads the same as the ability resolves). B takes 3 (Hunter) + 2 (the other Bears)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gnoll Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(1, "A", "Gnoll Hunter")
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Shock", targets=["Grizzly Bears#1"],
                 responding_to="Gnoll Hunter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Gnoll Hunter", "+1/+1", 1)
    s.assert_life("B", 15)


def test_pack_tactics_first_strike(real_db: CardDatabase) -> None:
    """Hobgoblin Captain (3/1) with Hill Giant (3/3): 6 power, it gains first strike and
    kills the blocking Grizzly Bears before they deal damage: it survives."""
    assert_compiled(real_db, "Hobgoblin Captain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hobgoblin Captain")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hobgoblin Captain")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hobgoblin Captain")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hobgoblin Captain", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 17)
