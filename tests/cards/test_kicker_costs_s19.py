"""Kicker with a cost other than mana on a permanent spell (702.33a, 601.2b, 601.2h): "Kicker—Pay
3 life." (Phyrexian Scuta), "Kicker—Return a creature you control to its owner's hand." (Arctic
Merfolk), paid as the spell is cast when its controller kicks it, and read by "If ~ was kicked,
it enters with ... counters" (702.33d, 614.1c). Real cards of the shared MTGJSON file (skipped
without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_702_33a_phyrexian_scuta_kicked_by_paying_life(real_db: CardDatabase) -> None:
    """Phyrexian Scuta ({3}{B}, 3/3) cast kicked: A pays 3 life (20 -> 17) and it enters with
    two +1/+1 counters, a 5/5."""
    assert real_db.compiled("Phyrexian Scuta").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Phyrexian Scuta")
    s.set_choice("A", "yes")  # kick it
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Scuta")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_counter_count("A", "Phyrexian Scuta", "+1/+1", 2)
    s.assert_power_toughness("A", "Phyrexian Scuta", 5, 5)


def test_702_33a_phyrexian_scuta_unkicked(real_db: CardDatabase) -> None:
    """Not kicked: no life paid (A at 20), no counters, a 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Phyrexian Scuta")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Scuta")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Phyrexian Scuta", "+1/+1", 0)
    s.assert_power_toughness("A", "Phyrexian Scuta", 3, 3)


def test_702_33a_arctic_merfolk_kicked_by_returning_a_creature(real_db: CardDatabase) -> None:
    """Arctic Merfolk ({1}{U}, 1/1) kicked by returning A's Grizzly Bears to A's hand: the
    Bears are in A's hand and the Merfolk enters with a +1/+1 counter, a 2/2."""
    assert real_db.compiled("Arctic Merfolk").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Arctic Merfolk")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arctic Merfolk")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_counter_count("A", "Arctic Merfolk", "+1/+1", 1)
    s.assert_power_toughness("A", "Arctic Merfolk", 2, 2)
