"""614.13a-b: replacement effects that modify how a permanent enters and make other objects
change zones (devour, 702.82a), with test cards in YAML."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

CARDS = """
- name: Test Bear
  cost: "{1}{G}"
  type: Creature — Bear
  power: 2
  toughness: 2
- name: Test Devourer
  cost: "{2}{R}"
  type: Creature — Viashino
  power: 1
  toughness: 1
  devour: 2
- name: Test Twin Devourer
  cost: "{2}{R}"
  type: Creature — Viashino
  power: 1
  toughness: 1
  devour: [3, 5]
- name: Test Mass Return
  cost: "{B}"
  type: Sorcery
  text: Return all creature cards from your graveyard to the battlefield.
  spell:
    effects:
      - return_all_cards: {filter: {types: [Creature]}, to: battlefield}
"""


def _db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("test_entering_together.yaml", text=CARDS)
    return db


def test_614_13b_an_object_is_chosen_once_for_one_entering_permanent() -> None:
    """614.13b (the Jund example): Test Twin Devourer (1/1) has devour 3 and devour 5; A
    controls one Test Bear. Sacrificed for the devour 3 effect, the Bear can't be chosen again
    for devour 5 (nothing left to choose): 3 counters, 4/4. Kept for devour 3 and sacrificed
    for devour 5: 5 counters, 6/6. Never 8."""
    for answers, counters in ((["Test Bear", "Test Bear"], 3), (["none", "Test Bear"], 5)):
        s = Scenario(cards=_db())
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
        s.add_card(Zone.HAND, "A", "Test Twin Devourer")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Twin Devourer")
        for a in answers:
            s.set_choice("A", a)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_counter_count("A", "Test Twin Devourer", "+1/+1", counters)
        s.assert_power_toughness("A", "Test Twin Devourer", 1 + counters, 1 + counters)
        s.assert_permanent_count("A", "Test Bear", 0)
        s.assert_graveyard_count("A", "Test Bear", 1)


def test_614_13a_objects_entering_together_cannot_be_chosen() -> None:
    """614.13a (the Sutured Ghoul example, with devour): Test Devourer (1/1, devour 2) and
    Test Bear return to the battlefield at the same time (Test Mass Return); A also controls
    Llanowar Elves. As the Devourer enters, the Bear entering with it can't be sacrificed,
    whichever of the two moves first: answered "Test Bear", nothing is devoured (1/1, the Bear
    stays); answered "Llanowar Elves", 2 counters (3/3), the Elves in the graveyard."""
    for order in (("Test Devourer", "Test Bear"), ("Test Bear", "Test Devourer")):
        for answer, counters in (("Test Bear", 0), ("Llanowar Elves", 2)):
            s = Scenario(cards=_db())
            s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
            s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
            for name in order:
                s.add_card(Zone.GRAVEYARD, "A", name)
            s.add_card(Zone.HAND, "A", "Test Mass Return")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Mass Return")
            s.set_choice("A", answer)
            s.stop_at(1, Step.END_TURN)
            s.execute()
            s.assert_counter_count("A", "Test Devourer", "+1/+1", counters)
            s.assert_power_toughness("A", "Test Devourer", 1 + counters, 1 + counters)
            s.assert_permanent_count("A", "Test Bear", 1)
            s.assert_permanent_count("A", "Llanowar Elves", 0 if counters else 1)
            s.assert_graveyard_count("A", "Llanowar Elves", 1 if counters else 0)
