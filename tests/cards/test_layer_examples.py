"""The examples of 613.4d and 613.9 played as scenarios with real cards (skipped without
../shared): layer 7d switches after every 7c change, whatever the timestamps; two effects
with no dependency apply in timestamp order, the later "wins"."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _crab(real_db: CardDatabase) -> Scenario:
    """Horseshoe Crab (1/3) enchanted by Holy Strength (+1/+2): 2/5, and Twisted Image in
    hand (switch until end of turn)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Horseshoe Crab")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Horseshoe Crab")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Twisted Image")
    return s


def test_613_4d_example_1_a_later_pump_applies_before_the_switch(real_db: CardDatabase) -> None:
    """613.4d, first example: 1/3 given +1/+2 (2/5), switched (5/2); a new +3/+3 (Giant
    Growth) makes it "unswitched" 5/8, so actually 8/5."""
    s = _crab(real_db)
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twisted Image", targets=["Horseshoe Crab"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Horseshoe Crab", 5, 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Horseshoe Crab"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Horseshoe Crab", 8, 5)


def test_613_4d_example_2_the_pump_ends_before_the_switch(real_db: CardDatabase) -> None:
    """613.4d, second example: 1/3 given +1/+2 by Holy Strength (2/5), switched (5/2); the
    +1/+2 ends first (Naturalize destroys the Aura): the creature is 3/1."""
    s = _crab(real_db)
    s.add_card(Zone.HAND, "A", "Naturalize")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twisted Image", targets=["Horseshoe Crab"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Naturalize", targets=["Holy Strength"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Horseshoe Crab", 3, 1)


def test_613_4d_example_3_two_switches_cancel(real_db: CardDatabase) -> None:
    """613.4d, third example: 1/3 given +1/+2 (2/5), switched twice: 2/5 again."""
    s = _crab(real_db)
    s.add_card(Zone.HAND, "A", "Twisted Image")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twisted Image", targets=["Horseshoe Crab"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Twisted Image", targets=["Horseshoe Crab"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Horseshoe Crab", 2, 5)


def _flight_and_grounded(real_db: CardDatabase, first: str, second: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Flight")
    s.add_card(Zone.HAND, "A", "Grounded")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", first, targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", second, targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_613_9_example_1_has_flying_then_loses_flying(real_db: CardDatabase) -> None:
    """613.9, first example: Flight ("Enchanted creature has flying") then Grounded
    ("Enchanted creature loses flying"): no dependency, timestamp order, the later wins: the
    Bears doesn't fly."""
    s = _flight_and_grounded(real_db, "Flight", "Grounded")
    s.assert_abilities("A", "Grizzly Bears", ["Flying"], present=False)


def test_613_9_example_1_loses_flying_then_has_flying(real_db: CardDatabase) -> None:
    """613.9, first example, the other order: Grounded then Flight: the Bears flies."""
    s = _flight_and_grounded(real_db, "Grounded", "Flight")
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
