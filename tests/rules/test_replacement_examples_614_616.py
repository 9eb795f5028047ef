"""Examples of 614 and 616 not covered elsewhere (see tests/rules/test_replacement.py)."""

from __future__ import annotations

from mtg_engine.testing import Scenario, Step, Zone
from tests.rules.cr_cards import card_db

M = Step.PRECOMBAT_MAIN
CARDS = card_db({"Zombify": ("{3}{B}", "Sorcery", "Return target creature card from your "
                             "graveyard to the battlefield.", None)})


def test_example_614_12_graveyard_card_without_abilities_still_enters_tapped() -> None:
    """614.12's second example: Yixlid Jailer says "Cards in graveyards lose all abilities";
    a Scarwood Treefolk put onto the battlefield from a graveyard still enters tapped (its
    replacement is judged from the permanent as it would exist on the battlefield)."""
    s = Scenario(cards=CARDS)
    s.add_card(Zone.BATTLEFIELD, "B", "Yixlid Jailer")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Scarwood Treefolk")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, M, "A", "Zombify", targets=["Scarwood Treefolk"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Scarwood Treefolk", 1)
    s.assert_tapped("Scarwood Treefolk", True)


ESSENCE = """
- name: Test Essence
  cost: "{3}{G}{G}{G}"
  type: Creature — Avatar
  power: 6
  toughness: 6
  text: Creatures you control enter the battlefield as a copy of Test Essence.
  replacements:
    - event: enters
      instead: copy_source
      affects: filter
      filter: {types: [Creature], controller: you}
      text: creatures you control enter the battlefield as a copy of Test Essence
"""


def test_example_616_1f_essence_of_the_wild_copy_applies_first() -> None:
    """616.1f's second example: Essence of the Wild (Test Essence: "Creatures you control
    enter the battlefield as a copy of ~") and Rusted Sentinel ("enters the battlefield
    tapped"): the copy effect applies first (616.1c), after which the Sentinel no longer has
    its "enters tapped": it enters as an untapped 6/6 copy of the Essence."""
    db = card_db({"Rusted Sentinel": ("{4}", "Artifact Creature — Golem", "Rusted Sentinel "
                                      "enters the battlefield tapped.", ("3", "4"))}, ESSENCE)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Essence")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Rusted Sentinel")
    s.cast_spell(1, M, "A", "Rusted Sentinel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    sentinel = next(o for o in st.battlefield if st.objects[o].card.name == "Rusted Sentinel")
    assert not st.objects[sentinel].tapped
    s.assert_permanent_count("A", "Test Essence", 2)
    s.assert_power_toughness("A", "Test Essence", 6, 6)


def test_616_1f_without_the_copy_it_enters_tapped() -> None:
    db = card_db({"Rusted Sentinel": ("{4}", "Artifact Creature — Golem", "Rusted Sentinel "
                                      "enters the battlefield tapped.", ("3", "4"))}, ESSENCE)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Essence")  # B's: not A's creatures
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Rusted Sentinel")
    s.cast_spell(1, M, "A", "Rusted Sentinel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Rusted Sentinel", True)
    s.assert_permanent_count("A", "Test Essence", 0)
