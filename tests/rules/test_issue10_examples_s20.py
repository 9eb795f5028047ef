"""Issue 10's audit (session 20): the examples of 614-616 and 709-717 of our rules text that no
test played yet (see docs/issue10-checklist.md for where every other example is played).

- 614.4: a regeneration shield must exist before the event; made in response to the spell that
  would destroy the creature it saves it, once the spell has resolved it is too late.
- 713.4c (Mimic Vat's example): a melded permanent dies; the "you may exile that card" of the
  triggered ability is one choice, and both cards that represented it are exiled or neither."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.rules.cr_cards import card_db
from tests.rules.test_faces import FLIP_CARD, MELD_PAIR

M = Step.PRECOMBAT_MAIN

ORACLE = {
    "Test Boa": ("{1}{G}", "Creature — Snake", "{G}: Regenerate Test Boa.", ("1", "1")),
    "Otherworldly Journey": ("{1}{W}", "Instant — Arcane", "Exile target creature. At the "
                             "beginning of the next end step, return that card to the "
                             "battlefield under its owner's control with a +1/+1 counter on "
                             "it.", None),
    "Icehide Golem": ("{S}", "Snow Artifact Creature — Golem", "({S} can be paid with one "
                      "mana from a snow source.)", ("2", "2")),
    "Arcum's Astrolabe": ("{S}", "Snow Artifact", "({S} can be paid with one mana from a snow "
                          "source.)\nWhen Arcum's Astrolabe enters the battlefield, draw a "
                          "card.\n{1}, {T}: Add one mana of any color.", None),
    "Test Sisay": ("{1}", "Sorcery", "Search your library for a legendary card, reveal it, put "
                   "it into your hand, then shuffle.", None),
}

# 712.5's Moonmist example: "Transform all Humans." (the Oracle compiler doesn't read it yet:
# written in the DSL), a Human transforming double-faced card and a Human modal one.
MOONMIST = """
- name: Test Moonmist
  cost: "{1}{G}"
  type: Instant
  text: Transform all Humans.
  spell:
    effects: [{transform: {what: {all: {subtypes: [Human]}}}}]
- layout: transform
  faces:
    - name: Test Villager
      cost: "{1}{G}"
      type: Creature — Human Werewolf
      power: 1
      toughness: 1
      text: ""
    - name: Test Howler
      type: Creature — Werewolf
      colors: [G]
      power: 3
      toughness: 3
      text: ""
- layout: modal_dfc
  faces:
    - name: Test Rogue
      cost: "{2}{B}"
      type: Creature — Human Rogue
      power: 2
      toughness: 1
      text: ""
    - name: Test Bog
      type: Land
      text: ""
"""

# Mimic Vat's first ability without its "If you do, return each other card exiled with Mimic
# Vat" rider (the Oracle compiler refuses the real card): the DSL the compiler gives for the
# same sentence with another zone, with `to: exile`.
TEST_VAT = """
- name: Test Vat
  cost: "{3}"
  type: Artifact
  text: Whenever a nontoken creature dies, you may exile that card.
  triggers:
    - event: creature_dies
      filter: {token: false, types: [Creature]}
      optional: true
      effects:
        - move: {what: remembered_card, to: exile}
      text: Whenever a nontoken creature dies, you may exile that card.
"""

# A second meld pair whose combined face returns itself: "it" is the card it became (400.7),
# and for a melded permanent both cards (713.4c).
RETURNING_PAIR = """
- name: Test Pup
  cost: "{1}{B}"
  type: Creature — Dog
  power: 1
  toughness: 1
  meld_with: Test Hound
  meld_into: Test Beast
  text: "{1}: Exile Test Pup and Test Hound, then meld them into Test Beast."
  abilities:
    - cost: "{1}"
      text: "{1}: Exile Test Pup and Test Hound, then meld them into Test Beast."
      effects: [{meld: {}}]
- name: Test Hound
  cost: "{2}{B}"
  type: Creature — Dog
  power: 2
  toughness: 2
  meld_with: Test Pup
  meld_into: Test Beast
  text: (Melds with Test Pup.)
- name: Test Beast
  type: Creature — Dog Horror
  colors: [B]
  power: 4
  toughness: 4
  melded_from: [Test Hound, Test Pup]
  text: When Test Beast dies, return it to its owner's hand.
  triggers:
    - event: dies
      effects: [{bounce: {what: self_in_graveyard}}]
      text: When Test Beast dies, return it to its owner's hand.
"""

_DB: list[CardDatabase] = []


def _db() -> CardDatabase:
    if not _DB:
        db = card_db(ORACLE, TEST_VAT)
        db.load_file("meld.yaml", MELD_PAIR)
        db.load_file("meld2.yaml", RETURNING_PAIR)
        db.load_file("moonmist.yaml", MOONMIST)
        db.load_file("flip.yaml", FLIP_CARD)
        _DB.append(db)
    return _DB[0]


def _melded(first: str, second: str, melded: str, *, murdered: bool) -> Scenario:
    """A melds `first` and `second` into `melded` in its first main phase (701.37a); with
    `murdered`, B's Murder destroys it in the second main phase."""
    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", first)
    s.add_card(Zone.BATTLEFIELD, "A", second)
    s.activate_ability(1, M, "A", f"{{1}}: Exile {first}")
    if murdered:
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.HAND, "B", "Murder")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=[melded])
    return s


@pytest.mark.parametrize("in_response", [True, False])
def test_example_614_4_regenerate_in_response_not_after(in_response: bool) -> None:
    """614.4: B casts Murder on A's Test Boa ("{G}: Regenerate"). Activated in response, the
    shield exists when Murder resolves: the Boa is regenerated (tapped, on the battlefield,
    701.15a). Once Murder has resolved it is too late: the Boa is in the graveyard and its
    ability can no longer be activated (the scenario reports that A has no such permanent, and
    A's Forest stays untapped)."""
    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Boa")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, M, "B", "Murder", targets=["Test Boa"])
    if in_response:
        s.activate_ability(2, M, "A", "{G}: Regenerate", responding_to="Murder")
    else:
        s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "{G}: Regenerate")
    s.stop_at(2, Step.END_TURN)
    if in_response:
        s.execute()
    else:
        with pytest.raises(ScenarioError, match="no permanent of A has an ability starting"):
            s.execute()
    s.assert_graveyard_count("B", "Murder", 1)
    if in_response:
        s.assert_permanent_count("A", "Test Boa", 1)
        s.assert_tapped("Test Boa")
        s.assert_graveyard_count("A", "Test Boa", 0)
        s.assert_tapped("Forest")
    else:
        s.assert_permanent_count("A", "Test Boa", 0)
        s.assert_graveyard_count("A", "Test Boa", 1)
        s.assert_tapped("Forest", False)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_example_713_4c_mimic_vat_one_choice_for_both_cards(answer: str) -> None:
    """713.4c (Mimic Vat's example): A's Chittering Host (Test Host, melded from Test Rat and
    Test Scavenger) dies to B's Murder; A's Test Vat triggers once (a creature died once,
    713.4) and its controller makes a single choice: "yes" exiles both cards, "no" leaves both
    in the graveyard. One "no" answers it: were it asked per card, the unanswered second
    question would default to "yes" and split the pair."""
    s = _melded("Test Rat", "Test Scavenger", "Test Host", murdered=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Vat")
    s.set_choice("A", answer)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    exiled = 1 if answer == "yes" else 0
    for card in ("Test Rat", "Test Scavenger"):
        s.assert_exile_count(card, exiled)
        s.assert_graveyard_count("A", card, 1 - exiled)
    s.assert_permanent_count("A", "Test Host", 0)


def test_713_4c_a_melded_permanent_that_returns_itself_returns_both_cards() -> None:
    """713.4c with the source's own "When ~ dies, return it to its owner's hand" (400.7: the
    card it became in the graveyard): A's Test Beast (melded from Test Pup and Test Hound)
    dies to B's Murder; both cards go to A's hand, none stays in the graveyard."""
    s = _melded("Test Pup", "Test Hound", "Test Beast", murdered=True)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Beast", 0)
    s.assert_graveyard_count("A", None, 0)
    s.assert_hand_count("A", 1, "Test Hound")
    s.assert_hand_count("A", 1, "Test Pup")


def test_example_712_5_moonmist_transforms_the_dfc_not_the_modal_one() -> None:
    """712.5 / 701.28c (Moonmist's example): "Transform all Humans" transforms A's Test
    Villager (a Human, front face of a transforming double-faced card) into Test Howler (3/3)
    but not A's Test Rogue (a Human Rogue, front face of a modal double-faced card): it stays
    Test Rogue, 2/1."""
    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Villager")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Rogue")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Test Moonmist")
    s.cast_spell(1, M, "A", "Test Moonmist")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Villager", 0)
    s.assert_power_toughness("A", "Test Howler", 3, 3)
    s.assert_permanent_count("A", "Test Bog", 0)
    s.assert_power_toughness("A", "Test Rogue", 2, 1)


@pytest.mark.parametrize("with_thalia", [False, True])
def test_example_710_2_a_legendary_search_cant_find_the_flip_card(with_thalia: bool) -> None:
    """710.2 (Akki Lavarunner's example, first half): in the library a flip card has only its
    normal characteristics (Test Acolyte, a nonlegendary Human Monk; its flipped Test
    Ascendant is legendary): "Search your library for a legendary card" can't find it (A's
    hand stays empty), and finds Thalia, Guardian of Thraben, legendary, when she is there."""
    s = Scenario(cards=_db())
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Test Acolyte")
    if with_thalia:
        s.add_card(Zone.LIBRARY, "A", "Thalia, Guardian of Thraben")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Sisay")
    s.cast_spell(1, M, "A", "Test Sisay")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Test Sisay", 1)
    s.assert_hand_count("A", 0, "Test Acolyte")
    s.assert_library_count("A", 1)
    s.assert_hand_count("A", 1 if with_thalia else 0)
    if with_thalia:
        s.assert_hand_count("A", 1, "Thalia, Guardian of Thraben")


def test_example_713_4c_otherworldly_journey_returns_both_cards_with_a_counter() -> None:
    """713.4c (Otherworldly Journey's example, its Oracle text): A exiles its own Chittering
    Host (Test Host); at the beginning of the next end step both Test Rat and Test Scavenger
    return, each with a +1/+1 counter (the same action is taken upon each card): 2/2 and
    4/4."""
    s = _melded("Test Rat", "Test Scavenger", "Test Host", murdered=False)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Otherworldly Journey")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Otherworldly Journey", targets=["Test Host"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Test Host", 0)
    s.assert_counter_count("A", "Test Rat", "+1/+1", 1)
    s.assert_counter_count("A", "Test Scavenger", "+1/+1", 1)
    s.assert_power_toughness("A", "Test Rat", 2, 2)
    s.assert_power_toughness("A", "Test Scavenger", 4, 4)
    s.assert_exile_count("Test Rat", 0)
    s.assert_exile_count("Test Scavenger", 0)


@pytest.mark.parametrize("land", ["Snow-Covered Swamp", "Swamp"])
def test_107_4h_snow_mana_in_a_spells_mana_cost(land: str) -> None:
    """107.4h, 601.2g: Icehide Golem's and Arcum's Astrolabe's mana cost {S} is paid with one
    mana from a snow source (202.3: mana value 1). With two Snow-Covered Swamps A casts both
    (a 2/2, and the Astrolabe draws a card: one card in hand); with two Swamps neither can be
    cast (the scenario reports it) and both stay in A's hand."""
    db = _db()
    assert db.get("Icehide Golem").mana_value == 1
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.HAND, "A", "Icehide Golem")
    s.add_card(Zone.HAND, "A", "Arcum's Astrolabe")
    s.cast_spell(1, M, "A", "Icehide Golem")
    s.cast_spell(1, M, "A", "Arcum's Astrolabe")
    s.stop_at(1, Step.END_TURN)
    if land == "Swamp":
        with pytest.raises(ScenarioError, match=r"not enough mana to pay \{S\}"):
            s.execute()
        s.assert_hand_count("A", 2)
        s.assert_permanent_count("A", "Icehide Golem", 0)
        return
    s.execute()
    s.assert_power_toughness("A", "Icehide Golem", 2, 2)
    s.assert_permanent_count("A", "Arcum's Astrolabe", 1)
    s.assert_hand_count("A", 1)
