"""614.12a "As ~ enters the battlefield, choose a color / a creature type" read from Oracle
text (cards/oracle/entering.py) and "of the chosen color / type" (the source's choice,
rules/filters.py), played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_614_12a_engineered_plague_shrinks_the_chosen_type(real_db: CardDatabase) -> None:
    """Engineered Plague enters with "Elf" chosen: B's Llanowar Elves and Elvish Visionary
    (1/1 Elves) get -1/-1 and die (704.5f); A's Grizzly Bears (a Bear) stay 2/2."""
    _compiled(real_db, "Engineered Plague")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Engineered Plague")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Elvish Visionary")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Engineered Plague")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Elvish Visionary", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_614_12a_hall_of_triumph_pumps_only_the_chosen_color(real_db: CardDatabase) -> None:
    """Hall of Triumph enters with green chosen: A's green Grizzly Bears are 3/3, A's white
    Savannah Lions stay 2/1, B's green Llanowar Elves stay 1/1 ("you control")."""
    _compiled(real_db, "Hall of Triumph")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Hall of Triumph")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hall of Triumph")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Savannah Lions", 2, 1)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_614_12a_no_choice_no_match(real_db: CardDatabase) -> None:
    """Hall of Triumph put onto the battlefield by the scenario (it never entered by an event
    that asked for a color): nothing is of the chosen color, the Bears stay 2/2."""
    _compiled(real_db, "Hall of Triumph")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hall of Triumph")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_614_12a_adaptive_automaton_is_the_chosen_type(real_db: CardDatabase) -> None:
    """Adaptive Automaton enters with "Elf" chosen: it is a Construct Elf (613.1d, layer 4),
    A's other Elf (Llanowar Elves) is 2/2 and the Automaton itself stays 2/2 ("other"); B's
    Llanowar Elves stay 1/1 ("you control")."""
    _compiled(real_db, "Adaptive Automaton")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Adaptive Automaton")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Adaptive Automaton")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Adaptive Automaton", "Elf")
    s.assert_subtype("Adaptive Automaton", "Construct")
    s.assert_power_toughness("A", "Adaptive Automaton", 2, 2)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_702_16_order_of_the_stars_protection_from_the_chosen_color(
        real_db: CardDatabase) -> None:
    """Order of the Stars enters with red chosen: A's green Giant Growth can target it (0/1
    becomes 3/4); on turn 2 B's red Shock can't (702.16b)."""
    _compiled(real_db, "Order of the Stars")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Order of the Stars")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Order of the Stars")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Order of the Stars"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Order of the Stars", 3, 4))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Order of the Stars"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="not a legal target"):
        s.execute()
    s.assert_permanent_count("A", "Order of the Stars", 1)
