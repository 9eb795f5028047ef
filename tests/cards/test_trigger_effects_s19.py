"""Triggered abilities read in session 19 (cards/oracle/trigger_effects.py and the modules
triggers.py calls), played with real cards from the shared MTGJSON file (skipped when it is
absent). Each test has exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 603.12, 608.2h: reflexive


def _manticore(db: CardDatabase, sacrifice: str | None) -> Scenario:
    """Heart-Piercer Manticore (4/3): "When ~ enters the battlefield, you may sacrifice another
    creature. When you do, ~ deals damage equal to that creature's power to any target." A
    has Hill Giant (3/3) and Grizzly Bears (2/2); B is at 20."""
    _compiled(db, "Heart-Piercer Manticore")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Heart-Piercer Manticore")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if sacrifice is None:
        s.set_choice("A", "no")
    else:
        s.set_choice("A", "yes")
        s.set_choice("A", sacrifice)
        s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heart-Piercer Manticore")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_603_12_when_you_do_deals_damage_equal_to_the_sacrificed_creatures_power(
        real_db: CardDatabase) -> None:
    """A sacrifices Hill Giant: the reflexive trigger deals 3 (the Giant's power as it last
    existed, 608.2h) to B: 17. The Bears stays."""
    s = _manticore(real_db, "Hill Giant")
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 17)


def test_603_12_the_bears_sacrificed_deals_two(real_db: CardDatabase) -> None:
    """A sacrifices Grizzly Bears instead: 2 damage, B at 18."""
    s = _manticore(real_db, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("B", 18)


def test_603_12_no_sacrifice_no_reflexive_trigger(real_db: CardDatabase) -> None:
    """A declines: nothing is sacrificed, the reflexive trigger never triggers, B at 20."""
    s = _manticore(real_db, None)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)
