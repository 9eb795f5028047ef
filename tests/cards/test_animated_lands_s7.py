"""Lands that are creatures that are still lands (205.1b) by static abilities
(oracle/animated_lands.py): one continuous effect in layers 4, 5, 6 and 7b (613.1d-f,
613.4b), played from real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.testing import Scenario, Step, Zone


def test_205_1b_readings() -> None:
    assert _static("Enchanted land is a 6/4 green Elemental creature with trample. "
                   "It's still a land.") == {"continuous": {
                       "affects": "enchanted", "filter": {"types": ["Land"]},
                       "add_types": ["Creature"], "add_subtypes": ["Elemental"],
                       "set_colors": "G", "add_keywords": ["trample"], "set_power": 6,
                       "set_toughness": 4}}
    assert _static("All lands are 1/1 creatures that are still lands.") == {"continuous": {
        "filter": {"types": ["Land"]}, "add_types": ["Creature"], "set_power": 1,
        "set_toughness": 1}}
    # "that are still lands" of something else than lands: refused
    assert _static("All artifacts are 1/1 creatures that are still lands.") is None


def test_205_1b_613_4b_corrupted_zendikon(real_db: CardDatabase) -> None:
    """Corrupted Zendikon on A's Forest: "Enchanted land is a 3/3 black Ooze creature. It's
    still a land." The Forest is a 3/3 black Ooze creature land, still a Forest; Giant Growth
    makes it 6/6 (layer 7c after 7b); it taps for {G} (305.6, its land type kept)."""
    db = real_db
    assert db.compiled("Corrupted Zendikon").supported
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Corrupted Zendikon")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corrupted Zendikon", targets=["Forest"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Forest", 3, 3),
        sc.assert_type("Forest", "Creature"), sc.assert_type("Forest", "Land"),
        sc.assert_subtype("Forest", "Ooze"), sc.assert_subtype("Forest", "Forest"),
        sc.assert_color("Forest", ["Black"])))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Forest"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Forest", 6, 6)
    s.assert_tapped("Forest")  # it paid {G} for Giant Growth (305.6)


def test_205_1b_living_plane_lands_fight(real_db: CardDatabase) -> None:
    """Living Plane: "All lands are 1/1 creatures that are still lands." B's Mountain (a 1/1
    that has been under B's control since its turn began) attacks; A blocks with a Plains:
    both die (704.5g); the lands left are creatures still."""
    assert real_db.compiled("Living Plane").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Living Plane")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(2, "B", "Mountain")
    s.block(2, "A", "Plains", "Mountain")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Mountain", 1)
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_power_toughness("A", "Plains", 1, 1)
    s.assert_type("Plains", "Land")
