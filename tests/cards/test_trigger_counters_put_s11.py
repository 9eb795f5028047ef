"""Trigger conditions of counters the ability's controller puts (122.6:
cards/oracle/trigger_counters_put.py, rules/trigger_counters_put.py), played with real cards
from the shared MTGJSON file (skipped when it is absent). Exact figures and a case that must
not trigger (counters another player puts)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_122_6_you_put_minus_counters_on_a_creature_that_many(real_db: CardDatabase) -> None:
    """Nest of Scarabs: "Whenever you put one or more -1/-1 counters on a creature, create that
    many 1/1 black Insect creature tokens." Turn 1 A's Defiant Greatmaw enters and puts two
    -1/-1 counters on A's Hill Giant: 2 Insects, the Giant 1/1. Turn 2 B's Greatmaw puts two on
    B's Hill Giant: B put them, not A: no Insect."""
    _compiled(real_db, "Nest of Scarabs", "Defiant Greatmaw")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nest of Scarabs")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Defiant Greatmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Defiant Greatmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Defiant Greatmaw")
    s.add_target("A", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Defiant Greatmaw")
    s.add_target("B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Insect Token", 2)
    s.assert_power_toughness("A", "Hill Giant", 1, 1)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
