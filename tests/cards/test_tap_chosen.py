"""Tapping permanents chosen as the effect resolves (701.26a: "tap any number of untapped
creatures you control") and counting them (608.2c: "for each creature tapped this way"),
played with real cards (cards/oracle/tap_chosen.py)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _troops(real_db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.HAND, "A", "Marshaling the Troops")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Marshaling the Troops")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_701_26a_marshaling_the_troops_gains_4_life_for_each_creature_tapped(
        real_db: CardDatabase) -> None:
    """Marshaling the Troops: A taps Grizzly Bears and Hill Giant (not Savannah Lions): 2
    creatures tapped this way, 8 life (20 -> 28); the Lions and B's Runeclaw Bear stay
    untapped."""
    s = _troops(real_db, "Grizzly Bears, Hill Giant")
    s.execute()
    s.assert_life("A", 28)
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Hill Giant")
    s.assert_tapped("Savannah Lions", False)
    s.assert_tapped("Runeclaw Bear", False)


def test_701_26a_tapping_none_gains_nothing(real_db: CardDatabase) -> None:
    """Any number includes none: A taps nothing and gains no life."""
    s = _troops(real_db, "none")
    s.execute()
    s.assert_life("A", 20)
    s.assert_tapped("Hill Giant", False)


def test_701_26a_only_untapped_creatures_you_control_can_be_chosen(
        real_db: CardDatabase) -> None:
    """B's Runeclaw Bear is not A's to tap: the answer naming it doesn't fit the choice, so
    the harness falls back to its default; whatever A taps, B's creature stays untapped and
    A's life rises by 4 per A's creature tapped."""
    s = _troops(real_db, "Runeclaw Bear")
    s.execute()
    s.assert_tapped("Runeclaw Bear", False)
    st = s.state
    mine = sum(1 for o in st.battlefield if st.objects[o].controller == 0
               and st.objects[o].tapped and st.objects[o].card.name != "Forest")
    s.assert_life("A", 20 + 4 * mine)


def test_701_26a_ledev_champion_gets_1_1_for_each_creature_tapped(
        real_db: CardDatabase) -> None:
    """Ledev Champion attacks; its trigger: A may tap any number of untapped creatures A
    controls; A taps Grizzly Bears and Llanowar Elves: the Champion (2/2) gets +2/+2, 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ledev Champion")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears, Llanowar Elves")
    s.attack(1, "A", "Ledev Champion")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    s.assert_power_toughness("A", "Ledev Champion", 4, 4)
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Llanowar Elves")
