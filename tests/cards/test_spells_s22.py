"""Spell effects read in session 22, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------ 603.7b-c, 505.1: Mana Drain's delayed mana


def _drained(db: CardDatabase, counter: str, lands: str = "Island", n_lands: int = 2
             ) -> Scenario:
    """B casts Hill Giant (mana value 4) in B's turn 2; A counters it with `counter`."""
    assert_compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, n_lands)
    s.add_card(Zone.HAND, "A", counter)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counter, targets=["Hill Giant"],
                 responding_to="Hill Giant")
    return s


def test_603_7c_mana_drain_gives_four_colorless_in_your_next_main_phase(
        real_db: CardDatabase) -> None:
    """Hill Giant is countered; in A's turn 3 precombat main phase A gets {C}{C}{C}{C} and,
    with A's two Islands, casts Juggernaut ({4}) and Sol Ring ({1}) and has {U} left."""
    s = _drained(real_db, "Mana Drain")
    s.add_card(Zone.HAND, "A", "Juggernaut")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Juggernaut")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Sol Ring")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Juggernaut", 1)
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_603_7d_mana_drain_waits_for_its_controllers_main_phase(real_db: CardDatabase) -> None:
    """B's own postcombat main phase (turn 2) is not A's: the delayed ability still waits at
    B's end step, and A's pool is empty then."""
    s = _drained(real_db, "Mana Drain")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert len(s.state.delayed) == 1
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 0, 0]


def test_505_1_mana_drain_in_your_precombat_main_phase_pays_in_the_postcombat_one(
        real_db: CardDatabase) -> None:
    """A counters B's Lightning Bolt (mana value 1) in A's own precombat main phase (turn 1):
    the next main phase of A's is the postcombat one of the same turn, where the {C} pays for
    Sol Ring (A's Islands are tapped); A stays at 20."""
    assert_compiled(real_db, "Mana Drain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Mana Drain")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mana Drain", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Sol Ring")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_603_7c_plasm_capture_adds_that_many_mana_of_chosen_colors(real_db: CardDatabase
                                                                    ) -> None:
    """Plasm Capture counters Hill Giant; at A's next precombat main phase (turn 3) A chooses
    four colors of mana, {G}{G}{G}{G}: with A's four Tropical Islands that is eight mana, Craw
    Wurm ({4}{G}{G}) and Grizzly Bears ({1}{G})."""
    s = _drained(real_db, "Plasm Capture", lands="Tropical Island", n_lands=4)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    for _ in range(4):
        s.set_choice("A", "G")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Craw Wurm")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_603_7d_plasm_capture_waits_for_a_precombat_main_phase(real_db: CardDatabase) -> None:
    """Plasm Capture cast in A's own precombat main phase: A's postcombat main phase of that
    turn is not a precombat one, so the delayed ability still waits at A's end step."""
    assert_compiled(real_db, "Plasm Capture")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island", 4)
    s.add_card(Zone.HAND, "A", "Plasm Capture")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plasm Capture", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    assert len(s.state.delayed) == 1
