"""608.2c: "for each <kind> destroyed this way": the permanents the one "destroy all ..."
instruction before it destroyed (rules/amounts._this_way; compiled only right after such an
instruction whose permanents all are of that kind, amounts._moved_this_way). Real cards,
exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.testing import Scenario, Step, Zone


def test_608_2c_fumigate_counts_the_creatures_it_destroyed(real_db: CardDatabase) -> None:
    """Fumigate with A's Grizzly Bears, B's Hill Giant and B's Darksteel Myr (indestructible,
    702.12b: not destroyed): two creatures destroyed, A gains 2 life (22); the Myr stays."""
    assert real_db.compiled("Fumigate").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    s.add_card(Zone.HAND, "A", "Fumigate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fumigate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Darksteel Myr", 1)


def test_608_2c_righteous_fury_only_the_tapped_creatures(real_db: CardDatabase) -> None:
    """Righteous Fury ("Destroy all tapped creatures. You gain 2 life for each creature
    destroyed this way."): A's Grizzly Bears attacked (tapped, B 18) and is destroyed after
    combat; A's untapped Hill Giant and B's Llanowar Elves are not: A gains 2 (22)."""
    assert real_db.compiled("Righteous Fury").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Righteous Fury")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Righteous Fury")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)


@pytest.mark.parametrize("text", [
    # the count names more than what was destroyed: it would count what it doesn't say
    "Destroy all creatures and enchantments. You gain 1 life for each creature destroyed this "
    "way.",
    "Destroy all permanents. You gain 1 life for each creature destroyed this way.",
    # another instruction between them
    "Destroy all creatures. Draw a card. You gain 1 life for each creature destroyed this way.",
    # not destroyed by the instruction before
    "Exile all creatures. You gain 1 life for each creature destroyed this way.",
])
def test_608_2c_this_way_refused(text: str) -> None:
    assert compile_effects(Ctx(on_permanent=False), text) is None


def test_608_2c_whiptongue_hydra_a_triggered_ability(real_db: CardDatabase) -> None:
    """Whiptongue Hydra (4/4, reach) enters: its trigger destroys B's two Wind Drakes (flying)
    and puts two +1/+1 counters on it (6/6); B's Grizzly Bears stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Whiptongue Hydra")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whiptongue Hydra")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Wind Drake", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Whiptongue Hydra", "+1/+1", 2)
    s.assert_power_toughness("A", "Whiptongue Hydra", 6, 6)
