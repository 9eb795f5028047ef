"""702.16k: protection from a player (True-Name Nemesis, compiled from its Oracle text: "As ~
enters the battlefield, choose a player. ~ has protection from the chosen player."), played
with the real cards (skipped without ../shared): it can't be targeted by spells or abilities
that player controls, blocked by creatures that player controls, and damage from sources that
player controls is prevented; other players' objects are unaffected."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _nemesis(real_db: CardDatabase, chosen: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "True-Name Nemesis")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "True-Name Nemesis")
    s.set_choice("A", chosen)
    return s


def test_702_16k_no_target_from_the_chosen_player(real_db: CardDatabase) -> None:
    """702.16k: B (the chosen player) can't target the Nemesis with Lightning Bolt."""
    s = _nemesis(real_db, "B")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["True-Name Nemesis"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="True-Name Nemesis"):
        s.execute()
    s.assert_permanent_count("A", "True-Name Nemesis", 1)


def test_702_16k_another_players_spell_may_target_it(real_db: CardDatabase) -> None:
    """702.16k: protection from B only: A's own Lightning Bolt targets and kills the 3/1."""
    s = _nemesis(real_db, "B")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["True-Name Nemesis"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "True-Name Nemesis", 1)


def test_702_16k_damage_from_the_chosen_player_is_prevented(real_db: CardDatabase) -> None:
    """702.16e, 702.16k: B's Pyroclasm (2 damage to each creature) kills B's Grizzly Bears and
    not the Nemesis (3/1); A's own Pyroclasm the next turn kills it."""
    s = _nemesis(real_db, "B")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Pyroclasm")
    s.check(2, Step.END_TURN, lambda sc: (
        sc.assert_permanent_count("A", "True-Name Nemesis", 1),
        sc.assert_damage("True-Name Nemesis", 0),
        sc.assert_graveyard_count("B", "Grizzly Bears", 1)))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "True-Name Nemesis", 1)


def test_702_16k_f_cant_be_blocked_by_the_chosen_players_creatures(
        real_db: CardDatabase) -> None:
    """702.16f, 702.16k: the Nemesis attacks B on turn 3; B's Grizzly Bears can't block it
    (B 20 - 3 = 17)."""
    s = _nemesis(real_db, "B")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "True-Name Nemesis")
    s.block(3, "B", "Grizzly Bears", "True-Name Nemesis")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()
    s.assert_life("B", 17)


def test_702_16k_protection_from_its_own_controller(real_db: CardDatabase) -> None:
    """702.16k: A chose A: B's Lightning Bolt now kills it, and A can't target it."""
    s = _nemesis(real_db, "A")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["True-Name Nemesis"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "True-Name Nemesis", 1)
