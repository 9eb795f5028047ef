"""Conditions added in session 6 (oracle/conditions.py, rules/conditions.py), with exact
figures for the true and the false case."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ "instead" riders (608.2c)


def test_608_2c_consign_to_dream_rider_is_another_instruction(real_db: CardDatabase) -> None:
    """Consign to Dream: "Return target permanent to its owner's hand. If that permanent is
    red or green, put it on top of its owner's library instead." A red target goes on top of
    the library (21 cards, hand 0); a white one to the hand (library 20, hand 1)."""
    _compiled(real_db, "Consign to Dream")
    for target, library, hand in (("Goblin Piker", 21, 0), ("Savannah Lions", 20, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.add_card(Zone.HAND, "A", "Consign to Dream")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consign to Dream", targets=[target])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", target, 0)
        s.assert_library_count("B", library)
        s.assert_hand_count("B", hand)


_RIDER = """
- name: Test Rider
  cost: "{U}"
  type: Sorcery
  text: "Draw a card. If you have three or more cards in hand, draw three cards instead."
  spell:
    effects:
      - draw: {count: 1, if: {kind: hand_at_least, count: 3, negate: true}}
      - draw: {count: 3, if: {kind: hand_at_least, count: 3}}
"""


def test_608_2c_instead_rider_judged_once() -> None:
    """Exactly one of an instruction and its "instead" rider is carried out: with two cards in
    hand the first draws one (three in hand now), and the rider, whose condition now holds,
    is not carried out as well: 3 cards in hand, not 6. With three cards in hand first, only
    the rider: 3 + 3 = 6."""
    for others, hand in ((2, 3), (3, 6)):
        db = CardDatabase.builtin()
        db.load_file("rider.yaml", _RIDER)
        s = Scenario(cards=db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.HAND, "A", "Test Rider")
        s.add_card(Zone.HAND, "A", "Grizzly Bears", others)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Rider")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
