"""102.4: "your team" means "you" in a game that isn't a multiplayer game between teams (the
only games the engine plays): "Warriors your team controls have haste.", "... enters the
battlefield under your team's control" (cards/oracle/team_words.py). Played with real cards
(skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_102_4_rushblade_commander_gives_your_warriors_haste(real_db: CardDatabase) -> None:
    """A casts Defiant Khenra (a 2/2 Warrior) on turn 3 beside Rushblade Commander: it has
    haste and attacks at once (B to 18); B's own Warrior gets nothing (it is B's)."""
    assert_compiled(real_db, "Rushblade Commander")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rushblade Commander")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Defiant Khenra")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Assailant")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Defiant Khenra")
    s.attack(3, "A", "Defiant Khenra")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_abilities("A", "Defiant Khenra", ["haste"])
    s.assert_abilities("B", "Goblin Assailant", ["haste"], present=False)


def test_102_4_thrasher_brute_another_warrior_under_your_control(
        real_db: CardDatabase) -> None:
    """Thrasher Brute: another Warrior entering under A's control drains B for 1 (B 19, A
    21)."""
    assert_compiled(real_db, "Thrasher Brute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thrasher Brute")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Defiant Khenra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Defiant Khenra")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)
