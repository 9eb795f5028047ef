""""you win the game" (104.2b) after an intervening "if" (603.4): real cards of the shared
MTGJSON file (skipped without it), exact figures for the true and the false case."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_104_2b_felidar_sovereign_wins_at_40_life(real_db: CardDatabase) -> None:
    """Felidar Sovereign: "At the beginning of your upkeep, if you have 40 or more life, you
    win the game." At 40 life in A's first upkeep, B loses and A wins; at 39, the game goes
    on (it doesn't trigger, 603.4) and reaches turn 3's main phase."""
    assert real_db.compiled("Felidar Sovereign").supported
    for life, over in ((40, True), (39, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Felidar Sovereign")
        s.set_life("A", life)
        s.set_life("B", 20)
        s.stop_at(3, Step.PRECOMBAT_MAIN)
        s.execute()
        st = s.game.state
        assert (st.result == ("win", 0)) == over
        assert st.players[1].lost == over
        if not over:
            assert st.turn == 3 and st.players[0].life == 39
