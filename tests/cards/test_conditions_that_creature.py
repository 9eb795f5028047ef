"""Intervening "if" clauses about the creature a trigger event involved ("that creature",
603.2, 603.4; 608.2h as it last existed if it died), with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_603_4_pelt_collector_grows_for_a_bigger_creature_entering(
        real_db: CardDatabase) -> None:
    """Pelt Collector (1/1): "Whenever another creature you control enters the battlefield or
    dies, if that creature's power is greater than ~'s, put a +1/+1 counter on ~." Grizzly
    Bears (power 2 > 1) makes it 2/2; a second Grizzly Bears (2, not greater than 2) doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pelt Collector")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_counter_count("A", "Pelt Collector", "+1/+1", 1)
    s.assert_power_toughness("A", "Pelt Collector", 2, 2)


def test_608_2h_pelt_collector_reads_a_dying_creatures_last_power(
        real_db: CardDatabase) -> None:
    """A's Hill Giant (3/3) dies to A's own Lightning Bolt: its power as it last existed (3)
    is greater than the Collector's 1: a counter (603.10a: a dies trigger looks back)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pelt Collector")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_counter_count("A", "Pelt Collector", "+1/+1", 1)


def test_603_4_sigil_captain_grows_only_1_1_creatures(real_db: CardDatabase) -> None:
    """Sigil Captain: "Whenever a creature enters the battlefield under your control, if that
    creature is 1/1, put two +1/+1 counters on it." Llanowar Elves (1/1) becomes 3/3; Grizzly
    Bears (2/2) gets nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sigil Captain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
