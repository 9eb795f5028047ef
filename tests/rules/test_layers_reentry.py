"""613.8, 604.3: a count an effect applies with reads the characteristics of cards in another
zone as the layer system has computed the permanents so far; a card whose characteristic-
defining ability reads the battlefield is read that way too, never by starting the computation
again (fuzz seed 17578 found the unfiltered case in session 17; this is the filtered one)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.rules.cr_cards import card_db

# Ensnaring Bridge's static with a filtered count (no printed card has it yet; written in the
# DSL so the test needs no compiler support).
_BRIDGE = """
- name: Filtered Bridge
  type: Artifact
  cost: '{3}'
  colors: []
  text: Creatures with power greater than the number of creature cards in your hand can't attack.
  statics:
  - anthem:
      filter:
        types: [Creature]
        power_ge: X
        x_amount:
          count:
            types: [Creature]
            controller: you
          zone: hand
          plus: 1
      keywords: [can't attack]
"""
_OOZE = {"Counting Ooze": ("{5}{G}", "Creature — Ooze",
                           "Counting Ooze's power and toughness are each equal to the number "
                           "of creatures you control.", ("*", "*"))}


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return card_db(_OOZE, _BRIDGE)


def _attack_with_bears(db: CardDatabase, hand: list[str]) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Filtered Bridge")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    return s


def test_bound_counts_a_cda_creature_in_hand_without_recomputing(db: CardDatabase) -> None:
    """One creature card in hand (the Ooze, a 604.3 CDA reading the battlefield): Grizzly
    Bears' power 2 is greater than 1, it can't attack (508.1c); the attack is refused."""
    from mtg_engine.testing import ScenarioError

    with pytest.raises(ScenarioError, match=r"508\.1"):
        _attack_with_bears(db, ["Counting Ooze"]).execute()


def test_bound_counts_two_creature_cards_with_a_cda_one(db: CardDatabase) -> None:
    """Two creature cards in hand (the Ooze and Grizzly Bears): power 2 is not greater than
    2, the Bears attack and B goes to 18."""
    s = _attack_with_bears(db, ["Counting Ooze", "Grizzly Bears"])
    s.execute()
    s.assert_life("B", 18)
