"""Static abilities, restrictions and permissions made to play in session 21: each played with
exact figures and the rule it cites, with a case where the rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError
from tests.cards.conftest import assert_compiled

# ------------------------------------------------------------------ 509.1b, 611.2c, 608.2c:
# "Creatures dealt damage this way can't block this turn." (Huatli, Warrior Poet)


def _huatli(db: CardDatabase) -> Scenario:
    """A: Huatli (loyalty 3) and Hill Giant (3/3); B: Grizzly Bears and Runeclaw Bear (2/2)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Huatli, Warrior Poet")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", targets=["Grizzly Bears"], x=1)
    s.attack(1, "A", "Hill Giant")
    return s


def test_509_1b_huatli_damaged_creature_cant_block(real_db: CardDatabase) -> None:
    """Huatli −X with X=1 at Grizzly Bears (1 damage, it survives): the Bears can't block Hill
    Giant this turn; the block is refused."""
    assert_compiled(real_db, "Huatli, Warrior Poet", "Ballista Watcher // Ballista Wielder")
    s = _huatli(real_db)
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_509_1b_huatli_undamaged_creature_blocks(real_db: CardDatabase) -> None:
    """Runeclaw Bear, dealt no damage, blocks Hill Giant and dies; B stays at 20, the Bears
    keep 1 damage; Huatli 3 -> 2."""
    s = _huatli(real_db)
    s.block(1, "B", "Runeclaw Bear", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_counter_count("A", "Huatli, Warrior Poet", "loyalty", 2)


def test_611_2a_huatli_restriction_ends_with_the_turn(real_db: CardDatabase) -> None:
    """The restriction lasts until end of turn 1 only: on A's turn 3 Grizzly Bears blocks Hill
    Giant and dies; B took 3 on turn 1 (Hill Giant unblocked): 17."""
    s = _huatli(real_db)
    s.attack(3, "A", "Hill Giant")
    s.block(3, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)  # turn 1: 3 unblocked
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
