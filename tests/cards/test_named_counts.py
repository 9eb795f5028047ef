"""Counts and groups of permanents with the card's own name (201.4b: "named ~" means the name
of the object, 201.5; a filter's `name`): Plague Rats' CDA (604.3), Cleric of the Forward
Order's life (608.2h: counted as the ability resolves, itself included), Timberpack Wolf's
"for each other creature you control named ~" (613.4c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_604_3_plague_rats_count_every_plague_rats(real_db: CardDatabase) -> None:
    """Two Plague Rats for A and one for B: three on the battlefield, each 3/3; Grizzly Bears
    don't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plague Rats", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plague Rats")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Plague Rats", 3, 3)
    s.assert_power_toughness("B", "Plague Rats", 3, 3)


def test_608_2h_cleric_of_the_forward_order_counts_itself(real_db: CardDatabase) -> None:
    """A second Cleric of the Forward Order enters with one already there: "you gain 2 life
    for each creature you control named ~" counts both: A gains 4 (24). B's Cleric doesn't
    count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cleric of the Forward Order")
    s.add_card(Zone.BATTLEFIELD, "B", "Cleric of the Forward Order")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Cleric of the Forward Order")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cleric of the Forward Order")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)


def test_613_4c_timberpack_wolf_counts_other_wolves_you_control(real_db: CardDatabase) -> None:
    """Three Timberpack Wolves for A (2/2, +1/+1 for each other one A controls): 4/4 each;
    B's one Timberpack Wolf has no other one: 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Timberpack Wolf", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Timberpack Wolf")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Timberpack Wolf", 4, 4)
    s.assert_power_toughness("B", "Timberpack Wolf", 2, 2)
