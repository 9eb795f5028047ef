"""Delayed triggered abilities a spell sets up for "your next upkeep" (603.7a, 603.7b, 603.7d;
cards/oracle/delayed.py `lower_passage`, rules/trigger_events.py), with real cards of the
shared MTGJSON file (skipped without it): the Pacts. Exact figures for the payment made, the
payment that can't be made (118.12: "If you don't" then holds) and the upkeep that isn't the
caster's (it must not trigger there)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _titan(db: CardDatabase, mountains: int) -> Scenario:
    assert db.compiled("Pact of the Titan").supported, db.compiled("Pact of the Titan").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Pact of the Titan")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pact of the Titan")
    return s


def test_603_7b_pact_paid_at_your_next_upkeep(real_db: CardDatabase) -> None:
    """Pact of the Titan ({0}): a 4/4 Giant now; at the beginning of A's next upkeep (turn 3:
    not B's upkeep of turn 2, 603.7d), A pays {4}{R} with five Mountains and plays on."""
    s = _titan(real_db, 5)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Giant Token", 1)
    assert len(s.state.delayed) == 1, "B's upkeep (turn 2) took A's delayed trigger"
    assert not s.state.players[0].lost
    s2 = _titan(real_db, 5)
    s2.stop_at(3, Step.DRAW)
    s2.execute()
    st = s2.state
    assert not st.players[0].lost and st.result is None
    assert not st.delayed
    tapped = [o for o in st.battlefield if st.objects[o].card.name == "Mountain"
              and st.objects[o].tapped]
    assert len(tapped) == 5  # {4}{R} paid in the upkeep (untapped in the untap step before)
    assert ("paid", 0, "{4}{R}") in list(st.log)


def test_603_7b_pact_unpaid_loses_the_game(real_db: CardDatabase) -> None:
    """With four Mountains A can't pay {4}{R} (118.3) at the beginning of turn 3's upkeep:
    "If you don't, you lose the game" (118.12, 104.3e)."""
    s = _titan(real_db, 4)
    s.stop_at(3, Step.DRAW)
    s.execute()
    st = s.state
    assert st.players[0].lost
    assert st.result == ("win", 1)
