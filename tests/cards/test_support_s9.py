"""Support N (701.35a; cards/oracle/support.py, rules/support.py) with real cards of the shared
MTGJSON file (skipped without it): on a permanent, up to N *other* target creatures; on a
sorcery, up to N target creatures. Exact counters, and a creature it must not reach."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _raptor(db: CardDatabase) -> Scenario:
    assert db.compiled("Expedition Raptor").supported, db.compiled("Expedition Raptor").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", count=5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Expedition Raptor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Expedition Raptor")
    return s


def test_701_35a_support_two_other_creatures(real_db: CardDatabase) -> None:
    """Expedition Raptor: "When ~ enters the battlefield, support 2." Grizzly Bears and
    Llanowar Elves each get a +1/+1 counter (3/3 and 2/2); the Raptor none (4/2)."""
    s = _raptor(real_db)
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_counter_count("A", "Expedition Raptor", "+1/+1", 0)


def test_701_35a_support_not_itself(real_db: CardDatabase) -> None:
    """"Other": the Raptor isn't among the targets offered for its own trigger (only the
    Bears and the Elves are), so it never gets a counter."""
    s = _raptor(real_db)
    s.add_target("A", "Expedition Raptor")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Expedition Raptor", "+1/+1", 0)
    offered = [sum(1 for _ in real_db.compiled("Expedition Raptor").card.triggers[0].targets)]
    assert offered == [2]


def test_701_35a_support_on_a_sorcery_any_creature(real_db: CardDatabase) -> None:
    """Lead by Example ("Support 2.", a sorcery): up to two target creatures, here one: only
    Grizzly Bears gets a counter."""
    assert real_db.compiled("Lead by Example").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", count=2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Lead by Example")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lead by Example", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Llanowar Elves", "+1/+1", 0)
