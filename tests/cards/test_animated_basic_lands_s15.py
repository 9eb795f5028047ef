"""205.1b, 205.3i, 613.1d: lands of a basic land type made creatures that are still lands:
"All Forests are 1/1 creatures that are still lands." (Living Lands), "All Swamps are 1/1 black
creatures ..." (Kormus Bell), "Forests you control are 1/1 green Elf creatures ..." (Ambush
Commander) (cards/oracle/animated_lands.py). With Spreading Seas ("Enchanted land is an
Island.", 305.7) the dependency of 613.8a decides, whatever the timestamps. Real cards of the
shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_205_1b_kormus_bell_swamps(real_db: CardDatabase) -> None:
    """Kormus Bell: B's Swamp is a 1/1 black Swamp land creature; B's Forest is untouched."""
    assert real_db.compiled("Kormus Bell").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kormus Bell")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Swamp", 1, 1)
    s.assert_type("Swamp", "Creature")
    s.assert_type("Swamp", "Land")
    s.assert_color("Swamp", ["B"])
    s.assert_type("Forest", "Creature", present=False)


def test_205_1b_ambush_commander_forests_you_control(real_db: CardDatabase) -> None:
    """Ambush Commander (A): A's Forest is a 1/1 green Elf Forest creature; B's Forest isn't."""
    assert real_db.compiled("Ambush Commander").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ambush Commander")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Forest", 1, 1)
    s.assert_subtype("Forest", "Elf")
    s.assert_color("Forest", ["G"])


@pytest.mark.parametrize("seas_first", [True, False])
def test_613_8a_living_lands_depends_on_spreading_seas(real_db: CardDatabase,
                                                       seas_first: bool) -> None:
    """Living Lands and Spreading Seas on B's Forest, in either timestamp order: Living Lands'
    effect depends on the Seas' (613.8a: applying the Seas changes which lands Living Lands
    applies to), so the Seas' applies first: the land is an Island and not a creature. (By
    timestamp alone, Living Lands first would have made it a 1/1 Island creature, 613.6.)"""
    assert real_db.compiled("Living Lands").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Spreading Seas")
    s.add_card(Zone.HAND, "A", "Living Lands")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    first, second = ("Spreading Seas", "Living Lands") if seas_first else \
        ("Living Lands", "Spreading Seas")
    for name in (first, second):
        targets = ["Forest@B"] if name == "Spreading Seas" else []
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name, targets=targets)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_subtype("Forest@B", "Island")
    s.assert_type("Forest@B", "Creature", present=False)
    s.assert_power_toughness("A", "Forest", 1, 1)  # A's own Forest: a 1/1 creature
