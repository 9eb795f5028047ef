"""400.3, 608.2c-d: "Return any number of Plains you control to their owner's hand. ... for
each Plains returned this way" (the Sweep spells, compiled from the real Oracle texts; the
effect return_any_number): the player chooses any number (none allowed) of the permanents
named, they go to their owner's hand, and the amount counts those returned."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_400_3_charge_across_the_araba_pumps_for_each_plains_returned(
        real_db: CardDatabase) -> None:
    """A (four Plains, a Snow-Covered Plains) casts Charge Across the Araba ({4}{W}) and
    returns a Plains and the Snow-Covered Plains: its creatures get +2/+2 (Grizzly Bears 4/4);
    four Plains on the battlefield before, three after, B's stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "A", "Charge Across the Araba")
    s.set_choice("A", "Plains, Snow-Covered Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Charge Across the Araba")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_hand_count("A", 1, "Plains")
    s.assert_hand_count("A", 1, "Snow-Covered Plains")
    s.assert_permanent_count("A", "Plains", 3)
    s.assert_permanent_count("B", "Plains", 1)


def test_400_3_barrel_down_sokenzan_twice_the_mountains_returned(real_db: CardDatabase) -> None:
    """Barrel Down Sokenzan ({2}{R}) returning a Mountain and a Snow-Covered Mountain (both
    Mountains) of A's: 4 damage to B's Ancient Brontodon (9/9)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Ancient Brontodon")
    s.add_card(Zone.HAND, "A", "Barrel Down Sokenzan")
    s.set_choice("A", "Mountain, Snow-Covered Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Barrel Down Sokenzan",
                 targets=["Ancient Brontodon"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Ancient Brontodon", 4)
    s.assert_hand_count("A", 1, "Mountain")


def test_608_2d_returning_none_counts_none(real_db: CardDatabase) -> None:
    """Sink into Takenuma returning no Swamp: B discards nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Sink into Takenuma")
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    s.set_choice("A", "none")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sink into Takenuma", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_permanent_count("A", "Swamp", 4)
