"""614.1c, 724.1: "If it's neither day nor night, it becomes day as ~ enters the
battlefield." A replacement effect of the entering permanent (oracle/entering.py, the
DSL's `instead: become_day`, rules/replacement_results.py): the game becomes day only from
neither, and that is no change "from night to day" (724.1a)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("before", "after", "b_life"), [
    ("", "day", 20),       # neither: it becomes day (no "night becomes day": no damage)
    ("night", "night", 20),  # night stays night
    ("day", "day", 20),
])
def test_724_1_brimstone_vandal_makes_it_day_as_it_enters(real_db: CardDatabase, before: str,
                                                         after: str, b_life: int) -> None:
    """Brimstone Vandal (2/3 menace, {2}{R}): "If it's neither day nor night, it becomes day
    as ~ enters the battlefield." and "Whenever day becomes night or night becomes day, ~
    deals 1 damage to each opponent." """
    assert real_db.compiled("Brimstone Vandal").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Brimstone Vandal")

    def set_time(sc: Scenario) -> None:
        sc.game.state.day_night = before

    s.check(1, Step.UPKEEP, set_time)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brimstone Vandal")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Brimstone Vandal", 1)
    assert s.game.state.day_night == after
    s.assert_life("B", b_life)


def test_724_2a_the_day_it_makes_is_checked_as_turns_begin(real_db: CardDatabase) -> None:
    """Made day on turn 1 by Firmament Sage: A cast a spell that turn, so it is still day on
    turn 2; B casts nothing on turn 2, so as turn 3 begins it becomes night (724.2a)."""
    assert real_db.compiled("Firmament Sage").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Firmament Sage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Firmament Sage")

    def is_day(sc: Scenario) -> None:
        assert sc.game.state.day_night == "day"

    s.check(1, Step.END_TURN, is_day)
    s.check(2, Step.DRAW, is_day)
    s.stop_at(3, Step.DRAW)
    s.execute()
    assert s.game.state.day_night == "night"
