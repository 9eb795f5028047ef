"""A Curse's "Whenever enchanted player is attacked, ... Each opponent attacking that player
does the same." (508.3b, 303.4, 101.4; rules/curse_attacked.py), in a three-player game with
real cards of the shared MTGJSON file (skipped without it). Exact life totals: once per
declaration of attackers however many creatures attack, the other attacking opponent too,
and no trigger when another player is attacked."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _vitality(db: CardDatabase) -> Scenario:
    """A casts Curse of Vitality ({2}{W}) on B in turn 1; C has two Grizzly Bears."""
    assert db.compiled("Curse of Vitality").supported, db.compiled("Curse of Vitality").reasons
    s = Scenario(players=3, cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", count=3)
    s.add_card(Zone.HAND, "A", "Curse of Vitality")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears", count=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Vitality", targets=("B",))
    return s


def test_508_3b_curse_of_vitality_you_and_each_attacking_opponent(real_db: CardDatabase) -> None:
    """Turn 1: A attacks B with its Bears: A gains 2 (22); B takes 2 (18). Turn 3: C attacks B
    with both Bears: one trigger (508.3b): A gains 2 (24), then C, an opponent of A attacking
    B, does the same (22); B takes 4 (14)."""
    s = _vitality(real_db)
    s.attack(1, "A", "Grizzly Bears", "B")
    s.attack(3, "C", "Grizzly Bears", "B")
    s.attack(3, "C", "Grizzly Bears", "B")
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_life("A", 22), sc.assert_life("B", 18)))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_life("C", 22)
    s.assert_life("B", 14)


def test_508_3b_not_when_another_player_is_attacked(real_db: CardDatabase) -> None:
    """C attacks A instead (turn 3): B isn't attacked, nobody gains life; A takes 4 (16)."""
    s = _vitality(real_db)
    s.attack(3, "C", "Grizzly Bears", "A")
    s.attack(3, "C", "Grizzly Bears", "A")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)
    s.assert_life("C", 20)
    s.assert_life("B", 20)
