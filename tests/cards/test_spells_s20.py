"""Spell effects read in session 20, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _active(expected: str) -> Any:
    def fn(sc: Scenario) -> None:
        assert sc.names[sc.state.active] == expected, (sc.state.turn, sc.state.active)
        assert not sc.state.players[0].lost
    return fn


# ------------------------------------- 500.7, 603.7: "At the beginning of that turn's end step"


def test_500_7_final_fortune_loses_at_the_extra_turns_end_step(real_db: CardDatabase) -> None:
    """Final Fortune on turn 1: turn 2 is A's extra turn; A hasn't lost at turn 1's end step
    (not that turn) nor in turn 2's main phase, and loses at the beginning of turn 2's end
    step (603.7a, 104.3a): B wins."""
    _compiled(real_db, "Final Fortune")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Final Fortune")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Final Fortune")
    s.check(1, Step.CLEANUP, _active("A"))
    s.check(2, Step.POSTCOMBAT_MAIN, _active("A"))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_lost("A")
    s.assert_winner("B")
    s.assert_turn(2)


def test_500_7_the_trigger_waits_for_its_own_extra_turn(real_db: CardDatabase) -> None:
    """Final Fortune, then Time Walk, both on turn 1: Time Walk's extra turn (the later one)
    is taken first (500.7), turn 2, and A doesn't lose at its end step; Final Fortune's is
    turn 3, and A loses at turn 3's end step."""
    _compiled(real_db, "Final Fortune", "Time Walk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Final Fortune")
    s.add_card(Zone.HAND, "A", "Time Walk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Final Fortune")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Time Walk")
    s.check(2, Step.CLEANUP, _active("A"))
    s.check(3, Step.POSTCOMBAT_MAIN, _active("A"))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_lost("A")
    s.assert_turn(3)


def test_500_7_time_stretch_two_extra_turns(real_db: CardDatabase) -> None:
    """Time Stretch targeting A on turn 1: turns 2 and 3 are A's, turn 4 is B's; nobody
    loses."""
    _compiled(real_db, "Time Stretch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Time Stretch")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Time Stretch", targets=["A"])
    s.check(2, Step.UPKEEP, _active("A"))
    s.check(3, Step.UPKEEP, _active("A"))
    s.check(4, Step.UPKEEP, _active("B"))
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_not_lost("A")
    s.assert_turn(4)


def test_500_7_karns_temporal_sundering_player_then_permanent(real_db: CardDatabase) -> None:
    """Karn's Temporal Sundering (A controls a legendary creature): B takes the extra turn
    (turn 2 and turn 3 are B's), B's Grizzly Bears returns to B's hand, and the sorcery is
    exiled."""
    _compiled(real_db, "Karn's Temporal Sundering")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.HAND, "A", "Karn's Temporal Sundering")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karn's Temporal Sundering",
                 targets=["B", "Grizzly Bears"])
    s.check(2, Step.UPKEEP, _active("B"))
    s.check(3, Step.UPKEEP, _active("B"))
    s.check(4, Step.UPKEEP, _active("A"))
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_exile_count("Karn's Temporal Sundering", 1)
