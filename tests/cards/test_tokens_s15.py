"""Session 15 token creation (issue 11): copies of a creature that died (707.2, 608.2h),
played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _chronozoa(real_db: CardDatabase, time_counters: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chronozoa",
               counters={"time": time_counters} if time_counters else None)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Chronozoa"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_707_2_chronozoa_dies_with_no_time_counters_makes_two_copies(
        real_db: CardDatabase) -> None:
    """Chronozoa (XMage's test): "Flying. Vanishing 3. When ~ dies, if it had no time counters
    on it, create two tokens that are copies of it." Destroyed with no time counters, it
    leaves two token copies: 3/3 fliers named Chronozoa, each entering with three time
    counters (vanishing 3 is copied, 702.63a)."""
    s = _chronozoa(real_db, 0)
    s.assert_permanent_count("A", "Chronozoa", 2)
    tokens = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Chronozoa"]
    assert all(s.state.objects[o].is_token for o in tokens)
    assert [s.state.objects[o].counters.get("time", 0) for o in tokens] == [3, 3]
    assert [c for c in s.state.players[0].graveyard
            if s.state.objects[c].card.name == "Chronozoa"] != []


def test_608_2h_chronozoa_with_time_counters_makes_none(real_db: CardDatabase) -> None:
    """With two time counters on it as it last existed, the condition is false: no tokens."""
    s = _chronozoa(real_db, 2)
    s.assert_permanent_count("A", "Chronozoa", 0)


def test_707_2_clone_legion_copies_each_creature_of_the_target_player(
        real_db: CardDatabase) -> None:
    """Clone Legion: "For each creature target player controls, create a token that's a copy
    of that creature." Targeting B (Grizzly Bears, Hill Giant), A gets a token Grizzly Bears
    and a token Hill Giant; A's own Runeclaw Bear isn't copied."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Clone Legion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone Legion", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Runeclaw Bear", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
