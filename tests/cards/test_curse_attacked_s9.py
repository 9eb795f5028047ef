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


def _chaos(db: CardDatabase, attack: bool) -> Scenario:
    """A's Curse of Chaos enchants B; B attacks A (or doesn't) in turn 2 with Grizzly Bears."""
    assert db.compiled("Curse of Chaos").supported, db.compiled("Curse of Chaos").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", count=3)
    s.add_card(Zone.HAND, "A", "Curse of Chaos")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest", count=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Chaos", targets=("B",))
    if attack:
        s.attack(1, "A", "Grizzly Bears", "B")
    s.set_choice("A", "yes")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.END_TURN)
    return s


def test_508_3e_curse_of_chaos_the_attacking_player_loots(real_db: CardDatabase) -> None:
    """Curse of Chaos: "Whenever a player attacks enchanted player with one or more creatures,
    that attacking player may discard a card. If the player does, they draw a card." Three
    players: A's Curse enchants B; in turn 3 C attacks B: C (not A, the ability's controller)
    chooses to discard a Forest and draws: C's hand stays 3 (2 Forests + the card drawn in the
    draw step), one Forest in C's graveyard; A's hand keeps its 3 cards (2 Forests and its
    turn-1 draw: 103.8a skips it only in a two-player game), nothing in A's graveyard."""
    assert real_db.compiled("Curse of Chaos").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", count=3)
    s.add_card(Zone.HAND, "A", "Curse of Chaos")
    s.add_card(Zone.HAND, "A", "Forest", count=2)
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_card(Zone.HAND, "C", "Forest", count=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Chaos", targets=("B",))
    s.attack(3, "C", "Grizzly Bears", "B")
    s.set_choice("C", "yes")
    s.set_choice("C", "Forest")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("C", "Forest", 1)
    s.assert_hand_count("C", 3)
    s.assert_graveyard_count("A", "Forest", 0)
    s.assert_hand_count("A", 3)


def test_508_3e_curse_of_chaos_no_attack(real_db: CardDatabase) -> None:
    """No attack: nothing is discarded (hand of 2 Forests kept, graveyard empty)."""
    s = _chaos(real_db, attack=False)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 0)
    s.assert_hand_count("A", 2)
