"""702.62a, 107.3: "Suspend X—{X}{3}{U}. X can't be 0" (Aeon Chronicler, Benalish Commander):
X is announced as the special action's cost is paid, and the card is exiled with X time
counters; X = 0 is not allowed."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN


def _suspended(real_db: CardDatabase, x: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Aeon Chronicler")
    s.add_card(Zone.LIBRARY, "A", "Plains", 10)
    s.add_card(Zone.LIBRARY, "B", "Plains", 10)
    s.activate_ability(1, M, "A", "Suspend", x=x)
    return s


@pytest.mark.parametrize(("x", "untapped"), [(1, 1), (2, 0)])
def test_702_62a_suspend_x_time_counters(real_db: CardDatabase, x: int, untapped: int) -> None:
    """Aeon Chronicler suspended with X = 1 ({1}{3}{U}: five of six Islands tapped) or X = 2
    (all six) has X time counters; on A's turn-3 upkeep one is removed ("draw a card"): with
    X = 1 it is the last, the Chronicler is cast and on the battlefield at the end of turn 3
    (A drew two: a 2/2); with X = 2 it is still exiled with one counter."""
    assert_compiled(real_db, "Aeon Chronicler", "Benalish Commander")
    s = _suspended(real_db, x)
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_exile_count("Aeon Chronicler", 1, "A"))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: _assert_time(sc, x))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: _assert_untapped(sc, untapped))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    if x == 1:
        s.assert_permanent_count("A", "Aeon Chronicler", 1)
        s.assert_power_toughness("A", "Aeon Chronicler", 2, 2)
    else:
        s.assert_exile_count("Aeon Chronicler", 1, "A")
        _assert_time(s, 1)


def _assert_time(s: Scenario, n: int) -> None:
    st = s.game.state
    assert [st.objects[e].counters.get("time", 0) for e in st.exile] == [n]


def _assert_untapped(s: Scenario, n: int) -> None:
    st = s.game.state
    assert sum(not st.objects[p].tapped for p in st.battlefield) == n


def test_702_62a_suspend_x_cant_be_0(real_db: CardDatabase) -> None:
    """107.3: "X can't be 0": suspending Aeon Chronicler with X = 0 is refused."""
    s = _suspended(real_db, 0)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_hand_count("A", 1, "Aeon Chronicler")
