"""Session 20 audit (qa20a): cards made to play this session that misplayed, each test failing
before its fix, with the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ----------------------------------------- 707.10c: Chain of Vapor, the chain passed back


def test_707_10c_chain_of_vapor_copied_by_that_permanents_controller(real_db: CardDatabase
                                                                      ) -> None:
    """Chain of Vapor on B's Grizzly Bears: B sacrifices a Forest, copies it at A's Hill
    Giant; A declines to sacrifice its (tapped) Island: both creatures in their owners'
    hands, B's Forest in the graveyard, A's Island stays. (Misplay found: the land filter of
    "may sacrifice a land" was left unparsed in the DSL, so the spell crashed as soon as that
    player controlled a permanent: 118.12a, 707.10c.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Chain of Vapor")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for a in ("Forest", "yes", "yes", "Hill Giant"):
        s.set_choice("B", a)
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chain of Vapor", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Chain of Vapor", 1)
