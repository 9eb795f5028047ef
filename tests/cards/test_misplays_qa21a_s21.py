"""Session 21 audit (qa21a): misplays found in this session's new cards, each test failing
before its fix, with real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_101_2_drannith_forbids_a_cast_from_another_players_hand(real_db: CardDatabase) -> None:
    """Drannith Magistrate (A's): "Your opponents can't cast spells from anywhere other than
    their hands" (101.2, 601.2a: where the card is as it is cast): B casting a card from A's
    hand (no supported card lets B do so yet: Sen Triplets is refused) is forbidden; B's own
    hand is not. Before the fix any hand was "their hand"."""
    from mtg_engine.rules.cant_enter import cast_problem

    assert_compiled(real_db, "Drannith Magistrate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drannith Magistrate")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")

    def check(sc: Scenario) -> None:
        st = sc.state
        a_shock = next(o for o in st.players[0].hand if st.objects[o].name == "Shock")
        b_bolt = next(o for o in st.players[1].hand if st.objects[o].name == "Lightning Bolt")
        assert cast_problem(st, 1, a_shock) is not None  # B, from A's hand
        assert cast_problem(st, 1, b_bolt) is None  # B, from B's own hand
        assert cast_problem(st, 0, a_shock) is None  # A is not Drannith's opponent

    s.check(2, Step.PRECOMBAT_MAIN, check)
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
