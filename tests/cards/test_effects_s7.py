"""Spell, activated and loyalty effects compiled from real cards' Oracle text and played
(session 7, `effects`). Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_702_14c_ivy_dancer_grants_forestwalk_until_end_of_turn(real_db: CardDatabase) -> None:
    """Ivy Dancer: "{T}: Target creature gains forestwalk until end of turn." B controls a
    Forest, so its Hill Giant can't block the Bears (702.14c); B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivy Dancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target creature",
                       targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Hill Giant can't block Grizzly Bears"):
        s.execute()
    s.assert_life("B", 18)
    s.assert_abilities("A", "Grizzly Bears", ["forestwalk"])


def test_702_14c_forestwalk_granted_ends_at_end_of_turn(real_db: CardDatabase) -> None:
    """The same on turn 1; on turn 3 the Bears have no forestwalk: the Giant blocks them and
    they die (514.2: the effect ended in the cleanup step)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivy Dancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target creature",
                       targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_702_28b_dauthi_embrace_grants_shadow(real_db: CardDatabase) -> None:
    """Dauthi Embrace: "{B}{B}: Target creature gains shadow until end of turn." A creature
    with shadow can't be blocked by creatures without shadow (702.28b): B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Embrace")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Hill Giant can't block Grizzly Bears"):
        s.execute()
    s.assert_life("B", 18)
