"""Static abilities read from Oracle text this session (cards/oracle/): each played with a
real card (skipped without the shared MTGJSON file), with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_502_3_endbringer_untaps_during_each_other_players_untap_step(
        real_db: CardDatabase) -> None:
    """A taps Endbringer on turn 1 to deal 1 damage to B (19); in B's untap step on turn 2 it
    untaps too (502.3), and A taps it again in B's upkeep: B at 18."""
    _compiled(real_db, "Endbringer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endbringer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Endbringer deals", targets=["B"])
    s.activate_ability(2, Step.UPKEEP, "A", "{T}: Endbringer deals", targets=["B"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Endbringer", True)
