"""Discards caused by an opponent's spell or ability (701.8, 603.2; rules/discard_triggers.py):
"When a spell or ability an opponent controls causes you to discard ~, ..." triggers from the
graveyard the card went to; "that player" is the opponent. A discard the player causes
themselves triggers nothing. Real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _mind_rot(db: CardDatabase, caster: str) -> Scenario:
    """`caster` casts Mind Rot ("Target player discards two cards") on B, whose hand is
    Psychic Purge and Gorilla Tactics."""
    for name in ("Psychic Purge", "Gorilla Tactics"):
        assert db.compiled(name).supported, db.compiled(name).reasons
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "B", "Psychic Purge")
    s.add_card(Zone.HAND, "B", "Gorilla Tactics")
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp", count=3)
    s.add_card(Zone.HAND, caster, "Mind Rot")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Mind Rot", targets=("B",))
    s.stop_at(turn, Step.END_TURN)
    return s


def test_701_8_an_opponents_spell_makes_you_discard_them(real_db: CardDatabase) -> None:
    """A's Mind Rot: both cards are discarded; Psychic Purge's ability makes A (that player)
    lose 5 (15); Gorilla Tactics' gives B two 2/2 Gorillas."""
    s = _mind_rot(real_db, "A")
    s.execute()
    s.assert_graveyard_count("B", "Psychic Purge", 1)
    s.assert_graveyard_count("B", "Gorilla Tactics", 1)
    s.assert_life("A", 15)
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Gorilla Token", 2)


def test_701_8_not_when_you_make_yourself_discard(real_db: CardDatabase) -> None:
    """B casts the Mind Rot on themselves (turn 2, with the card B drew): the two chosen cards
    are discarded but no ability triggers: nobody loses life, no Gorilla."""
    s = _mind_rot(real_db, "B")
    s.set_choice("B", "Psychic Purge")
    s.set_choice("B", "Gorilla Tactics")
    s.execute()
    s.assert_graveyard_count("B", "Psychic Purge", 1)
    s.assert_graveyard_count("B", "Gorilla Tactics", 1)
    s.assert_life("A", 20)
    s.assert_permanent_count("B", "Gorilla Token", 0)
