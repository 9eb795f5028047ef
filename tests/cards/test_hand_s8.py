"""A hand revealed or looked at and cards of it chosen (701.16a, 701.8, 608.2d), read by the
grammar (oracle/hand.py): real cards, exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.hand import read_passage
from mtg_engine.testing import Scenario, Step, Zone


def test_701_8_extortion_looks_and_takes_up_to_two(real_db: CardDatabase) -> None:
    """Extortion: A looks at B's hand (Lightning Bolt, Grizzly Bears, Forest) and chooses the
    Bolt and the Bears: B discards both, keeps the Forest. The hand is looked at, not revealed
    (no reveal event)."""
    assert real_db.compiled("Extortion").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Extortion")
    for name in ("Lightning Bolt", "Grizzly Bears", "Forest"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Extortion", targets=["B"])
    s.set_choice("A", "Lightning Bolt,Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Forest")
    assert not [e for e in s.state.log if e[0] == "reveal" and e[1] == 1]
    assert [e for e in s.state.log if e[0] == "look_at_hand"] == [("look_at_hand", 0, 1, 3)]


def test_701_8_extortion_may_choose_only_one(real_db: CardDatabase) -> None:
    """"up to two": A chooses only the Forest; B keeps the other two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Extortion")
    for name in ("Lightning Bolt", "Grizzly Bears", "Forest"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Extortion", targets=["B"])
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("B", 2)


def test_701_16a_encroach_only_a_nonbasic_land(real_db: CardDatabase) -> None:
    """Encroach: B reveals Forest, Karplusan Forest and Lightning Bolt; only the nonbasic land
    can be chosen (no answer given: the one option is taken)."""
    assert real_db.compiled("Encroach").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.HAND, "A", "Encroach")
    for name in ("Forest", "Karplusan Forest", "Lightning Bolt"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Encroach", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Karplusan Forest", 1)
    s.assert_hand_count("B", 2)


@pytest.mark.parametrize("text", [
    # several cards, one of them named "that card"
    "Look at target player's hand and choose up to two cards from it. That player discards "
    "that card.",
    # one card, "those cards"
    "Target opponent reveals their hand. You choose a nonland card from it. That player "
    "discards those cards.",
    # mana value said twice
    "Target opponent reveals their hand. You choose a creature card with mana value 3 or less "
    "from it with mana value 2 or less. That player discards that card.",
])
def test_701_16a_hand_passages_refused(text: str) -> None:
    assert read_passage(text) is None
