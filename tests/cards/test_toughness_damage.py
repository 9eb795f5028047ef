"""510.1a: creatures that assign combat damage equal to their toughness rather than their
power (rules/toughness_damage.py), with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_510_1a_doran_makes_each_creature_assign_damage_by_toughness(
        real_db: CardDatabase) -> None:
    """Doran, the Siege Tower (0/5): "Each creature assigns combat damage equal to its
    toughness rather than its power." Doran and Craw Wurm (6/4) attack unblocked: 5 + 4 = 9
    damage, B goes to 11 (not 14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Doran, the Siege Tower")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.attack(1, "A", "Doran, the Siege Tower")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 11)


def test_510_1a_doran_applies_to_the_opponents_blockers_too(real_db: CardDatabase) -> None:
    """Doran's ability counts every creature: B's Wall of Stone (0/8) blocks A's Craw Wurm
    (6/4): the Wurm assigns 4 to the Wall, the Wall 8 to the Wurm, which dies (704.5g); the
    Wall, with 4 damage, lives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Doran, the Siege Tower")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Wall of Stone", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_damage("Wall of Stone", 4)


def test_510_1a_belligerent_brontodon_only_counts_your_creatures(
        real_db: CardDatabase) -> None:
    """Belligerent Brontodon (4/6): "Each creature you control assigns combat damage equal to
    its toughness rather than its power." It attacks and B's Craw Wurm (6/4) blocks: the
    Brontodon assigns 6 (the Wurm dies), the Wurm, B's, assigns its power 6: the Brontodon
    (toughness 6) dies too."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Belligerent Brontodon")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(1, "A", "Belligerent Brontodon")
    s.block(1, "B", "Craw Wurm", "Belligerent Brontodon")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Belligerent Brontodon", 1)


def test_510_1a_without_such_an_ability_power_counts(
        real_db: CardDatabase) -> None:
    """Without the static ability the printed power counts: Craw Wurm alone deals 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)


def test_510_1a_gauntlets_of_light_only_the_enchanted_creature(real_db: CardDatabase) -> None:
    """Gauntlets of Light: "Enchanted creature gets +0/+2 and assigns combat damage equal to
    its toughness rather than its power." On Grizzly Bears (2/4 with it) the Bears deal 4;
    the unenchanted Craw Wurm attacking beside it deals its power 6: B goes to 10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Gauntlets of Light", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 4)
    s.assert_life("B", 10)
