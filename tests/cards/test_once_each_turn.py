"""602.5b: "Activate only once each turn" — in the engine (a DSL card) and compiled from
Oracle text (Darkthicket Wolf, from the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

PUP = """
- name: Test Pup
  cost: "{G}"
  type: Creature — Wolf
  power: 1
  toughness: 1
  text: "{G}: Test Pup gets +2/+2 until end of turn. Activate only once each turn."
  abilities:
    - cost: "{G}"
      text: "{G}: Test Pup gets +2/+2 until end of turn. Activate only once each turn."
      once_each_turn: true
      effects: [{pump: {what: self, power: 2, toughness: 2}}]
"""


def _pup_scenario(db: CardDatabase, name: str, cost: str, times: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", cost)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_602_5b_an_ability_activated_only_once_each_turn() -> None:
    db = CardDatabase.builtin()
    db.load_file("pup.yaml", text=PUP)
    s = _pup_scenario(db, "Test Pup", "{G}:", 1)
    s.execute()
    s.assert_power_toughness("A", "Test Pup", 3, 3)
    s = _pup_scenario(db, "Test Pup", "{G}:", 2)
    with pytest.raises(ScenarioError, match=r"only once each turn \(602\.5b\)"):
        s.execute()
    s.assert_power_toughness("A", "Test Pup", 3, 3)


def test_602_5b_the_limit_is_per_turn() -> None:
    """Used on turn 1, it can be activated again on turn 3 (A's next turn)."""
    db = CardDatabase.builtin()
    db.load_file("pup.yaml", text=PUP)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Pup")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}:")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{G}:")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Test Pup", 3, 3)


def test_darkthicket_wolf_compiled_with_its_once_each_turn_limit(real_db: CardDatabase) -> None:
    card = real_db.get("Darkthicket Wolf")
    assert [ab.once_each_turn for ab in card.abilities] == [True]
    s = _pup_scenario(real_db, "Darkthicket Wolf", "{2}{G}:", 2)
    with pytest.raises(ScenarioError, match="only once each turn"):
        s.execute()
    s.assert_power_toughness("A", "Darkthicket Wolf", 4, 4)
