""""Return target creature card from your graveyard to the battlefield tapped and attacking"
(508.4: it attacks what its controller chooses, but was never declared an attacker, so no
"whenever ~ attacks" triggers for it). Scenario tests with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_508_4_yore_tiller_returns_a_creature_attacking(real_db: CardDatabase) -> None:
    """Yore-Tiller Nephilim (2/2) attacks: Grizzly Bears return from A's graveyard tapped and
    attacking; B, with no blocker, takes 2 + 2."""
    assert_compiled(real_db, "Yore-Tiller Nephilim")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yore-Tiller Nephilim")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Yore-Tiller Nephilim")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears")
    s.assert_life("B", 16)


def test_508_4_alesha_pays_then_returns(real_db: CardDatabase) -> None:
    """Alesha, Who Smiles at Death (3/2 first strike): "... you may pay {W/B}{W/B}. If you do,
    return target creature card with power 2 or less from your graveyard to the battlefield
    tapped and attacking." A pays: Grizzly Bears join the attack (B takes 3 + 2); without the
    mana, nothing returns (B takes 3)."""
    assert_compiled(real_db, "Alesha, Who Smiles at Death")
    for plains, bears, life in ((2, 1, 15), (0, 0, 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Alesha, Who Smiles at Death")
        if plains:
            s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        s.set_choice("A", "yes")
        s.attack(1, "A", "Alesha, Who Smiles at Death")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", "Grizzly Bears", bears)
        s.assert_life("B", life)
