"""707 (copying objects): the examples and behaviour rules not played elsewhere
(tests/cards/test_copy_examples_707.py, tests/rules/test_control_copy.py), each as a scenario
with exact figures. Cards the compiler refuses are written in the DSL (tests/rules/cr_cards.py)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .cr_cards import card_db

_ORACLE = {
    "Test Bear": ("{1}{G}", "Creature — Bear", "", ("2", "2")),
    "Test Staff": ("{4}", "Artifact", "{2}: Test Staff becomes a 5/5 Construct artifact "
                   "creature until end of turn.", None),
    "Grinning Demon": ("{2}{B}{B}", "Creature — Demon",
                       "At the beginning of your upkeep, you lose 2 life.\nMorph {2}{B}{B} (You "
                       "may cast this card face down as a 2/2 creature for {3}. Turn it face up "
                       "any time for its morph cost.)", ("6", "6")),
    "Emerald Charm": ("{G}", "Instant", "Choose one —\n• Untap target permanent.\n• Destroy "
                      "target non-Aura enchantment.\n• Target creature loses flying until end "
                      "of turn.", None),
    "Fork": ("{R}{R}", "Instant", "Copy target instant or sorcery spell, except that the copy "
             "is red. You may choose new targets for the copy.", None),
    "Test Glow": ("{X}{G}", "Sorcery", "You gain X life if {G} was spent to cast this spell.",
                  None),
}


@lru_cache(maxsize=1)
def _db() -> CardDatabase:
    return card_db(_ORACLE)


def _scenario() -> Scenario:
    return Scenario(cards=_db())


MORPH_UP = "{2}{B}{B}: Turn this face-down permanent face up."


# ------------------------------------------------------------------ 707.2: copiable values


def test_707_2_example_1_a_clone_of_an_animated_staff_is_an_artifact() -> None:
    """707.2, first example (Chimeric Staff, here "{2}: becomes a 5/5 Construct artifact
    creature until end of turn"): after the Staff became a 5/5 artifact creature, a Clone
    enters as a copy of it. The animation isn't copied: the Clone is a noncreature artifact
    named Test Staff. It has the Staff's ability: activated, it becomes a 5/5 creature."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Staff")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.HAND, "A", "Clone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:", source="Test Staff")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Test Staff")

    def copied_not_animated(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Test Staff", 2)
        sc.assert_type("Test Staff#2", "Artifact")
        sc.assert_type("Test Staff#2", "Creature", present=False)
        sc.assert_power_toughness("A", "Test Staff#1", 5, 5)

    s.check(1, Step.BEGIN_COMBAT, copied_not_animated)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}:", source="Test Staff#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_type("Test Staff#2", "Creature")
    s.assert_power_toughness("A", "Test Staff", 5, 5)
    s.assert_permanent_count("A", "Clone", 0)


def _face_down_demon() -> Scenario:
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Grinning Demon")
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grinning Demon using Morph")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "")
    return s


def test_707_2_example_2_a_clone_of_a_face_down_creature_cant_be_turned_face_up() -> None:
    """707.2, second example: Clone enters as a copy of a face-down Grinning Demon: a
    colourless 2/2 with no name, no types but creature, no abilities, no mana cost; it is face
    up, so its controller can't pay {2}{B}{B} to turn it face up: only the real Demon's
    special action exists (one turned up, the Clone stays a nameless 2/2)."""
    s = _face_down_demon()
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_permanent_count("A", "", 2),
        sc.assert_power_toughness("A", "", 2, 2),
        sc.assert_color("", []),
        sc.assert_mana_value("", 0)))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", MORPH_UP)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", MORPH_UP)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="face up"):
        s.execute()
    s.assert_permanent_count("A", "Grinning Demon", 1)
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)
    assert not s.game.state.objects[next(
        o for o in s.game.state.battlefield
        if s.game.state.objects[o].card.name == "Clone")].face_down


def test_707_2a_a_copy_has_the_colour_and_abilities_once() -> None:
    """707.2a: Clone (blue) copying Soul Warden is white (from the copied mana cost), not
    blue, and has Soul Warden's ability once, not twice: with two Soul Wardens (the original
    and the Clone) a Test Bear entering gains A 2 life, not 3; the Clone entering gained 1."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Soul Warden")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("A", 21))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soul Warden", 2)
    s.assert_color("Soul Warden#2", ["White"])
    s.assert_mana_value("Soul Warden#2", 1)
    s.assert_life("A", 23)


def test_707_2b_changing_the_originals_copiable_values_doesnt_change_the_copy() -> None:
    """707.2b: the Clone copied the face-down Demon (a nameless 2/2); the Demon is then turned
    face up (its copiable values become Grinning Demon's, 708.8): the Clone stays a nameless
    colourless 2/2, the Demon is a 6/6."""
    s = _face_down_demon()
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", MORPH_UP)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grinning Demon", 6, 6)
    s.assert_color("Grinning Demon", ["Black"])
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)
    s.assert_color("", [])


# ------------------------------------------------------------------ 707.10: copies of spells


def test_707_10_example_1_fork_copies_the_mode_and_may_change_targets() -> None:
    """707.10, first example: A casts Emerald Charm choosing its third mode ("Target creature
    loses flying until end of turn") on B's Serra Angel, then Fork targeting it: the copy has
    the same mode and A chooses a new target, B's Vault Skirge. Both lose flying."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Vault Skirge")
    s.add_card(Zone.HAND, "A", "Emerald Charm")
    s.add_card(Zone.HAND, "A", "Fork")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Emerald Charm", targets=["Serra Angel"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fork", targets=["Emerald Charm"],
                 responding_to="Emerald Charm")
    s.set_choice("A", "yes")
    s.add_target("A", "Vault Skirge")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("B", "Serra Angel", ["Flying"], present=False)
    s.assert_abilities("B", "Vault Skirge", ["Flying"], present=False)
    s.assert_abilities("B", "Vault Skirge", ["Lifelink"])
    s.assert_graveyard_count("A", "Emerald Charm", 1)
    s.assert_graveyard_count("A", "Fork", 1)


def test_707_10_example_2_a_copy_of_fling_uses_the_creature_sacrificed_for_the_original(
        ) -> None:
    """707.10, second example: A sacrifices Serra Angel (4 power) to cast Fling at B and
    copies it with Twincast: the copy also deals 4 (the power of the creature sacrificed for
    the original). B goes to 12."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Fling")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fling", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Fling"],
                 responding_to="Fling")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Serra Angel", 1)
    s.assert_life("B", 12)


def test_707_10_example_3_a_copy_spends_no_mana() -> None:
    """707.10, third example (Dawnglow Infusion's "You gain X life if {G} was spent to cast
    this spell"): A casts it with X=3 paying {G}: 3 life. Twincast's copy has X=3 (copied)
    but no mana was spent to cast it: it gains nothing. A ends at 23."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Test Glow")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Glow", x=3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Test Glow"],
                 responding_to="Test Glow")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_graveyard_count("A", "Test Glow", 1)


# ------------------------------------------------------------------ 707.4, 707.9a, 707.11

_SHIFTER_DSL = """
- name: Unstable Shapeshifter
  cost: "{3}{U}"
  type: Creature — Shapeshifter
  power: 0
  toughness: 1
  text: Whenever another creature enters the battlefield, Unstable Shapeshifter becomes a copy
    of that creature, except it has this ability.
  triggers:
  - event: another_enters
    filter: {types: [Creature]}
    text: Whenever another creature enters the battlefield, Unstable Shapeshifter becomes a
      copy of that creature, except it has this ability.
    effects: [{become_copy: {what: self, of: remembered, with_this_ability: true}}]
- name: Vesuvan Doppelganger
  cost: "{3}{U}{U}"
  type: Creature — Shapeshifter
  power: 0
  toughness: 0
  text: You may have Vesuvan Doppelganger enter the battlefield as a copy of any creature on
    the battlefield, except it doesn't copy that creature's color and it has "At the beginning
    of your upkeep, you may have this creature become a copy of target creature, except it
    doesn't copy that creature's color and it has this ability."
  statics:
  - enter_as_copy:
      filter: {types: [Creature]}
      except:
        set_colors: [U]
        add_triggers:
        - event: upkeep
          optional: true
          text: At the beginning of your upkeep, you may have this creature become a copy of
            target creature, except it doesn't copy that creature's color and it has this
            ability.
          targets: [{kind: creature}]
          effects: [{become_copy: {what: self, of: target, except: {set_colors: [U]},
                                   with_this_ability: true}}]
- name: Test Mimic
  cost: "{2}{U}"
  type: Creature — Shapeshifter
  power: 0
  toughness: 0
  text: >-
    You may have Test Mimic enter the battlefield as a copy of any creature on the
    battlefield, except it has "At the beginning of your upkeep, choose one — • You gain 3
    life. • Discard a card."
  statics:
  - enter_as_copy:
      filter: {types: [Creature]}
      except:
        add_triggers:
        - event: upkeep
          text: "At the beginning of your upkeep, choose one — • You gain 3 life. • Discard a
            card."
          modes:
          - {text: You gain 3 life., effects: [{gain_life: {amount: 3}}]}
          - {text: Discard a card., effects: [{discard: {count: 1}}]}
- name: Test Resonator
  cost: "{2}"
  type: Artifact
  text: "{2}, {T}: Copy target activated or triggered ability you control. You may choose new
    targets for the copy."
  abilities:
  - cost: {mana: "{2}", tap: true}
    text: "{2}, {T}: Copy target activated or triggered ability you control. You may choose
      new targets for the copy."
    targets: [{kind: activated_or_triggered_ability}]
    effects: [{copy_ability: {what: target, new_targets: true}}]
- name: Test Radiance
  cost: "{3}{R}{R}"
  type: Instant
  text: Choose target instant or sorcery spell that targets only a single creature. Copy that
    spell for each other creature that spell could target. Each copy targets a different one
    of those creatures.
  spell:
    targets: [{kind: spell, filter: {types: [Instant, Sorcery]}}]
    effects: [{copy_for_each: {what: target, each: {all: {types: [Creature]}}}}]
- name: Test Redirect
  cost: "{1}{U}"
  type: Instant
  text: Copy target instant or sorcery spell. The copy targets another target creature.
  spell:
    targets: [{kind: spell, filter: {types: [Instant, Sorcery]}}, {kind: creature}]
    effects: [{copy_for_each: {what: "target:0", each: "target:1"}}]
- name: Test Twin
  cost: "{U}"
  type: Instant
  text: Copy target creature spell.
  spell:
    targets: [{kind: spell, filter: {types: [Creature]}}]
    effects: [{copy_spell: {what: target}}]
- name: Test Mirror
  cost: "{1}{U}"
  type: Instant
  text: Target creature becomes a copy of another target creature until end of turn.
  spell:
    targets: [{kind: creature}, {kind: creature}]
    effects: [{become_copy: {what: "target:0", of: "target:1", until: end_of_turn}}]
"""

_SHIFTER_ORACLE = {
    **_ORACLE,
    "Quirion Elves": ("{1}{G}", "Creature — Elf Druid", "As Quirion Elves enters the "
                      "battlefield, choose a color.\n{T}: Add {G}.\n{T}: Add one mana of the "
                      "chosen color.", ("1", "1")),
    "Crazed Armodon": ("{2}{G}{G}", "Creature — Elephant", "{G}: Crazed Armodon gets +3/+0 "
                       "and gains trample until end of turn. Destroy Crazed Armodon at the "
                       "beginning of the next end step. Activate only once each turn.",
                       ("3", "3")),
    "Fiend Hunter": ("{1}{W}{W}", "Creature — Human Cleric", "When Fiend Hunter enters the "
                     "battlefield, you may exile another target creature.\nWhen Fiend Hunter "
                     "leaves the battlefield, return the exiled card to the battlefield under "
                     "its owner's control.", ("1", "3")),
    "Test Knight": ("{W}{W}", "Creature — Human Knight", "Protection from red", ("2", "2")),
    "Runeclaw Bear": ("{1}{G}", "Creature — Bear", "", ("2", "2")),
    "Wandering Ones": ("{U}", "Creature — Spirit", "", ("1", "1")),
    "Branchsnap Lorian": ("{1}{G}{G}", "Creature — Dinosaur", "Trample\nMorph {G} (You may "
                          "cast this card face down as a 2/2 creature for {3}. Turn it face "
                          "up any time for its morph cost.)", ("4", "1")),
}


@lru_cache(maxsize=1)
def _shifter_db() -> CardDatabase:
    return card_db(_SHIFTER_ORACLE, _SHIFTER_DSL)


def _shifter_scenario() -> Scenario:
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Unstable Shapeshifter")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    return s


def test_707_4_becoming_a_copy_keeps_noncopy_effects_and_triggers_no_enters() -> None:
    """707.4 (its example): Unstable Shapeshifter (0/1) got +3/+3 from Giant Growth (3/4);
    then Test Bear enters and the Shapeshifter becomes a copy of it: a 2/2 Bear named Test
    Bear, still getting +3/+3: 5/5. Becoming a copy isn't entering the battlefield: Soul
    Warden, there all along, gains A 1 life for the Bear only (21)."""
    s = _shifter_scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Unstable Shapeshifter"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Unstable Shapeshifter", 3, 4))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Unstable Shapeshifter", 0)
    s.assert_permanent_count("A", "Test Bear", 2)
    s.assert_power_toughness("A", "Test Bear#1", 5, 5)
    s.assert_power_toughness("A", "Test Bear#2", 2, 2)
    s.assert_subtype("Test Bear#1", "Bear")
    s.assert_life("A", 21)


def test_707_9a_a_gained_ability_is_part_of_the_copiable_values() -> None:
    """707.9a (its example): Quirion Elves enters and Unstable Shapeshifter copies it, gaining
    its own ability. A Clone copying the Shapeshifter copies the new copiable values: a 1/1
    Quirion Elves with the Shapeshifter's ability. Then Test Bear enters: both the
    Shapeshifter and the Clone become copies of it (3 Test Bears, no Quirion Elves left but
    the real one)."""
    s = _shifter_scenario()
    s.add_card(Zone.HAND, "A", "Quirion Elves")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quirion Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Quirion Elves#2")
    s.set_choice("A", "Green")

    def three_elves(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Quirion Elves", 3)
        sc.assert_permanent_count("A", "Unstable Shapeshifter", 0)
        sc.assert_power_toughness("A", "Quirion Elves", 1, 1)

    s.check(1, Step.BEGIN_COMBAT, three_elves)
    s.check(1, Step.BEGIN_COMBAT, _saved_exactly)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Quirion Elves", 1)
    s.assert_permanent_count("A", "Test Bear", 3)
    s.assert_power_toughness("A", "Test Bear", 2, 2)


def _saved_exactly(sc: Scenario) -> None:
    """The copy effects with their exception (a granted trigger) survive copy() and
    to_json()/from_json() exactly."""
    g = sc.game
    for other in (g.copy(), Game.from_json(g.to_json(), _shifter_db())):
        assert other.to_json() == g.to_json()


def test_707_11_an_effect_naming_a_permanent_tracks_it_through_copies() -> None:
    """707.11 (its example): Unstable Shapeshifter copies Crazed Armodon and A activates the
    copied "{G}: ... gets +3/+0 ... Destroy Crazed Armodon at the beginning of the next end
    step" (6/3). Then Test Bear enters and the Shapeshifter becomes a Test Bear (2/2, still
    +3/+0: 5/2); at the end step it is destroyed anyway. The real Crazed Armodon stays."""
    s = _shifter_scenario()
    s.add_card(Zone.HAND, "A", "Crazed Armodon")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crazed Armodon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}:", source="Crazed Armodon#1")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Crazed Armodon#1", 6, 3),  # the Shapeshifter
        sc.assert_power_toughness("A", "Crazed Armodon#2", 3, 3)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Bear")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Test Bear#1", 5, 2))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Crazed Armodon", 1)
    s.assert_permanent_count("A", "Test Bear", 1)
    s.assert_graveyard_count("A", "Unstable Shapeshifter", 1)


def test_707_3_example_3_a_face_down_creature_that_becomes_a_copy_stays_face_down() -> None:
    """707.3, third example: a face-down Grinning Demon becomes a copy of Branchsnap Lorian
    (4/1 trample, morph {G}): it stays a nameless 2/2 (708.10); its controller can now turn
    it face up for {G} (the copied morph cost), and then it is Branchsnap Lorian, 4/1."""
    s = _scenario_copy_face_down("Branchsnap Lorian")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{G}: Turn this face-down permanent face up.")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Branchsnap Lorian", 2)
    s.assert_power_toughness("A", "Branchsnap Lorian", 4, 1)
    s.assert_permanent_count("A", "Grinning Demon", 0)


def test_707_3_example_4_a_face_down_copy_of_a_creature_without_morph_cant_turn_up() -> None:
    """707.3, fourth example: the face-down Grinning Demon becomes a copy of Wandering Ones
    (1/1, no morph): a face-down Wandering Ones, still a nameless 2/2, that can't be turned
    face up as a special action (neither {2}{B}{B} nor any other cost)."""
    s = _scenario_copy_face_down("Wandering Ones")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", MORPH_UP)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="face up"):
        s.execute()
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)


def _scenario_copy_face_down(other: str) -> Scenario:
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.add_card(Zone.HAND, "A", "Grinning Demon")
    s.add_card(Zone.HAND, "A", "Test Mirror")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grinning Demon using Morph")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Mirror", targets=["", other])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_permanent_count("A", "", 1), sc.assert_power_toughness("A", "", 2, 2)))
    return s


def test_707_10f_a_copy_of_a_permanent_spell_becomes_a_token() -> None:
    """707.10f, 608.3b: A casts Test Bear and copies it (Test Twin, "Copy target creature
    spell"): as the copy resolves it becomes a token permanent, a 2/2 Test Bear. A controls
    two Test Bears, one of them a token; Soul Warden sees both enter (A 20 -> 22)."""
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.add_card(Zone.HAND, "A", "Test Twin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Twin", targets=["Test Bear"],
                 responding_to="Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Bear", 2)
    s.assert_power_toughness("A", "Test Bear", 2, 2)
    st = s.game.state
    tokens = [o for o in st.battlefield if st.objects[o].card.name == "Test Bear"
              and st.objects[o].card.is_token]
    assert len(tokens) == 1
    s.assert_life("A", 22)
    g = s.game
    fresh = card_db(_SHIFTER_ORACLE, _SHIFTER_DSL)  # (one that never made the token copy)
    for other in (g.copy(), Game.from_json(g.to_json(), fresh)):
        assert other.to_json() == g.to_json()


def test_707_3_example_1_vesuvan_doppelganger_and_a_clone_of_it() -> None:
    """707.3, first example (and 707.9c: "except it doesn't copy that creature's color"):
    Vesuvan Doppelganger enters as a copy of Runeclaw Bear (a 2/2 green Bear): a 2/2 blue
    Bear named Runeclaw Bear with the upkeep ability. A Clone entering as a copy of the
    Doppelganger copies those copiable values: a 2/2 blue Bear named Runeclaw Bear with the
    upkeep ability. At A's next upkeep both abilities trigger: each becomes a copy of B's
    Serra Angel except its colour: two blue 4/4 flying Serra Angels (707.9a: with the
    ability still)."""
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Vesuvan Doppelganger")
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vesuvan Doppelganger")
    s.set_choice("A", "Runeclaw Bear")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Runeclaw Bear@A")

    def two_blue_bears(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Runeclaw Bear", 2)
        sc.assert_power_toughness("A", "Runeclaw Bear", 2, 2)
        for n in ("Runeclaw Bear#2", "Runeclaw Bear#3"):
            sc.assert_color(n, ["Blue"])
            sc.assert_subtype(n, "Bear")
        sc.assert_color("Runeclaw Bear#1", ["Green"])

    s.check(2, Step.UPKEEP, two_blue_bears)
    s.add_target("A", "Serra Angel")
    s.add_target("A", "Serra Angel@B")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 2)
    s.assert_power_toughness("A", "Serra Angel", 4, 4)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"])
    for n in ("Serra Angel#2", "Serra Angel#3"):
        s.assert_color(n, ["Blue"])
    s.assert_color("Serra Angel#1", ["White"])
    s.assert_permanent_count("A", "Runeclaw Bear", 0)


def _mimic() -> Scenario:
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.HAND, "A", "Test Mimic")
    s.add_card(Zone.HAND, "A", "Wandering Ones", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Mimic")
    s.set_choice("A", "Test Bear")
    return s


@pytest.mark.parametrize("mode", [1, 2])
def test_707_9a_a_modal_ability_gained_in_the_copying_keeps_its_modes(mode: int) -> None:
    """707.9a, 700.2: Test Mimic enters as a copy of Test Bear "except it has 'At the
    beginning of your upkeep, choose one — • You gain 3 life. • Discard a card.'": at A's
    upkeep on turn 3 the ability triggers and A chooses a mode: the first gains 3 life (23),
    the second discards one of A's two cards (a Wandering Ones)."""
    s = _mimic()
    s.set_mode_choice("A", mode)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Test Bear", 2)
    s.assert_life("A", 23 if mode == 1 else 20)
    s.assert_graveyard_count("A", "Wandering Ones", 0 if mode == 1 else 1)


def test_707_9a_a_resolving_granted_modal_ability_is_saved_exactly() -> None:
    """The granted modal ability resolving (its discard asked) is saved and loaded exactly
    (its frame's origin is the chosen mode), and resolves from the loaded game."""
    from mtg_engine.actions import ChoiceDecision, Choose, PassPriority

    s = _mimic()
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()
    d = g.state.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "mode"
    g.apply(Choose((1,)))  # the second mode: discard a card
    while g.state.frame is None:
        g.apply(PassPriority())
    assert g.state.frame.origin[2] == "trigger_mode"
    for other in (g.copy(), Game.from_json(g.to_json(), _shifter_db())):
        assert other.to_json() == g.to_json()
    loaded = Game.from_json(g.to_json(), _shifter_db())
    d = loaded.state.pending
    assert isinstance(d, ChoiceDecision)
    loaded.apply(Choose(d.options[:1]))
    assert [loaded.state.objects[c].card.name for c in loaded.state.players[0].graveyard] == \
        ["Wandering Ones"]


def _resonator(extra: str) -> Scenario:
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Resonator")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", extra)
    return s


def test_707_10_a_copy_of_a_triggered_ability_with_a_new_target() -> None:
    """707.10, 707.10c for an ability: A's Flametongue Kavu enters ("it deals 4 damage to
    target creature": B's Serra Angel); A copies the trigger with Test Resonator and chooses
    a new target, B's Boggart Brute. Both die; the Kavu is untouched."""
    s = _resonator("Flametongue Kavu")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Boggart Brute")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flametongue Kavu")
    s.add_target("A", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Copy",
                       targets=["Flametongue Kavu"], responding_to="Flametongue Kavu")
    s.set_choice("A", "yes")
    s.add_target("A", "Boggart Brute")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("B", "Boggart Brute", 1)
    s.assert_damage("Flametongue Kavu", 0)
    s.assert_tapped("Test Resonator")


def test_707_10b_a_copy_of_an_ability_has_the_same_source() -> None:
    """707.10b: A activates Crazed Armodon#1's "{G}: Crazed Armodon gets +3/+0 and gains
    trample until end of turn. Destroy Crazed Armodon at the beginning of the next end step"
    and copies the ability: the copy's source is the same Armodon (the one named is that
    object, not the other Armodon): it is 9/3, the other 3/3; at the end step only the first
    is destroyed."""
    s = _resonator("Crazed Armodon")
    s.add_card(Zone.BATTLEFIELD, "A", "Crazed Armodon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crazed Armodon")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{G}:", source="Crazed Armodon#1")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}, {T}: Copy",
                       targets=["Crazed Armodon"], responding_to="Crazed Armodon")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_power_toughness("A", "Crazed Armodon#1", 9, 3),
        sc.assert_power_toughness("A", "Crazed Armodon#2", 3, 3)))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Crazed Armodon", 1)
    s.assert_graveyard_count("A", "Crazed Armodon", 1)
    s.assert_power_toughness("A", "Crazed Armodon", 3, 3)


def test_707_7_copied_linked_abilities_are_linked_on_the_copy() -> None:
    """707.7 (607): A's Fiend Hunter exiles B's Runeclaw Bear; a Clone entering as a copy of
    Fiend Hunter exiles B's Serra Angel with its copy of the first ability. When the Clone is
    destroyed (Murder), its copy of the second ability returns the card its own first ability
    exiled (Serra Angel), not the Bear."""
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Fiend Hunter")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fiend Hunter")
    s.add_target("A", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Fiend Hunter")
    s.add_target("A", "Serra Angel")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Runeclaw Bear", 1), sc.assert_exile_count("Serra Angel", 1),
        sc.assert_permanent_count("A", "Fiend Hunter", 2)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Fiend Hunter#2"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Clone", 1)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_exile_count("Runeclaw Bear", 1)
    s.assert_permanent_count("A", "Fiend Hunter", 1)


def test_707_8_copying_a_transformed_permanent_copies_the_face_up() -> None:
    """707.8: B's Kessig Prowler transformed into Sinuous Predator (a 4/4 colourless Eldrazi
    Werewolf); A's Clone copying it copies only the face that's up: a 4/4 colourless Sinuous
    Predator, not a 2/1 Kessig Prowler."""
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Kessig Prowler")
    s.add_card(Zone.HAND, "A", "Clone")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{4}{G}: Transform")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Sinuous Predator")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sinuous Predator", 1)
    s.assert_power_toughness("A", "Sinuous Predator", 4, 4)
    s.assert_color("Sinuous Predator@A", [])
    s.assert_subtype("Sinuous Predator@A", "Eldrazi")
    s.assert_permanent_count("A", "Kessig Prowler", 0)


def test_707_10d_a_copy_for_each_object_the_spell_could_target() -> None:
    """707.10d: A casts Shock at B's Runeclaw Bear, then Test Radiance copies it "for each
    other creature that spell could target": a copy for A's Llanowar Elves and for B's Serra
    Angel, none for B's Test Knight (protection from red: not a legal target) nor for the
    Bear (already targeted). The Bear and the Elves die, the Angel has 2 damage, the Knight
    none."""
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Knight")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Test Radiance")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Runeclaw Bear"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Radiance", targets=["Shock"],
                 responding_to="Shock")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_damage("Serra Angel", 2)
    s.assert_damage("Test Knight", 0)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Shock", 1)


@pytest.mark.parametrize("new_target", ["Serra Angel", "Test Knight"])
def test_707_10e_a_copy_with_a_target_the_effect_specifies(new_target: str) -> None:
    """707.10e: Test Redirect (blue) copies A's Shock (at B's Runeclaw Bear) and says the copy
    targets another target creature: B's Serra Angel gets a copy (2 damage); B's Test Knight
    (protection from red) isn't a legal target for Shock, so no copy is created: it has no
    damage and only the Bear is dealt damage."""
    s = Scenario(cards=_shifter_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Knight")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Test Redirect")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Runeclaw Bear"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Redirect", targets=["Shock", new_target],
                 responding_to="Shock")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)
    s.assert_damage(new_target, 2 if new_target == "Serra Angel" else 0)


# ------------------------------------------------------------------ 707.3: flip cards (710)

_FLIP_DSL = """
- layout: flip
  faces:
    - name: Test Nezumi
      cost: "{1}{B}"
      type: Creature — Rat Rogue
      power: 1
      toughness: 1
      text: "{1}: Flip Test Nezumi."
      abilities: [{cost: "{1}", text: "{1}: Flip Test Nezumi.", effects: [{flip: {what: self}}]}]
    - name: Test Stabwhisker
      type: Legendary Creature — Rat Shaman
      power: 3
      toughness: 3
      text: ""
- layout: flip
  faces:
    - name: Test Jushi
      cost: "{1}{U}"
      type: Creature — Human Monk
      power: 2
      toughness: 2
      text: "{1}: Flip Test Jushi."
      abilities: [{cost: "{1}", text: "{1}: Flip Test Jushi.", effects: [{flip: {what: self}}]}]
    - name: Test Tomoya
      type: Legendary Creature — Human Wizard
      power: 2
      toughness: 3
      text: ""
"""


@lru_cache(maxsize=1)
def _flip_db() -> CardDatabase:
    return card_db(_SHIFTER_ORACLE, _SHIFTER_DSL + _FLIP_DSL)


def test_707_3_example_2_a_flipped_permanent_copying_a_flip_card_is_its_flipped_face() -> None:
    """707.3, second example (Tomoya the Revealer, Nezumi Shortfang; 110.5, 710): A's Test
    Jushi is flipped (Test Tomoya, 2/3); it becomes a copy of B's unflipped Test Nezumi (1/1)
    with Test Mirror: its status is flipped, so it has the characteristics of Test Nezumi's
    flipped face, Test Stabwhisker (a legendary 3/3); B's Test Nezumi stays a 1/1."""
    s = Scenario(cards=_flip_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Jushi")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Test Mirror")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Nezumi")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Flip", source="Test Jushi")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Test Tomoya", 2, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Mirror",
                 targets=["Test Tomoya", "Test Nezumi"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Stabwhisker", 1)
    s.assert_power_toughness("A", "Test Stabwhisker", 3, 3)
    s.assert_permanent_count("A", "Test Tomoya", 0)
    s.assert_power_toughness("B", "Test Nezumi", 1, 1)


# ------------------------------------------------------------------ 707.12: casting a copy

_SPELLBOOK_DSL = """
- name: Test Spellbook
  cost: "{2}"
  type: Artifact
  text: "{1}, {T}: Copy target instant card in your graveyard. You may cast the copy without
    paying its mana cost."
  abilities:
  - cost: {mana: "{1}", tap: true}
    text: "{1}, {T}: Copy target instant card in your graveyard. You may cast the copy without
      paying its mana cost."
    targets: [{kind: card, zone: graveyard, filter: {types: [Instant], controller: you}}]
    effects: [{cast_copy: {what: target, free: true}}]
- name: Test Prowess
  cost: "{1}{R}"
  type: Creature — Human Monk
  power: 1
  toughness: 1
  text: Whenever you cast an instant spell, you gain 1 life.
  triggers:
  - event: cast_spell
    filter: {types: [Instant]}
    text: Whenever you cast an instant spell, you gain 1 life.
    effects: [{gain_life: {amount: 1}}]
"""


@lru_cache(maxsize=1)
def _spellbook_db() -> CardDatabase:
    return card_db(_SHIFTER_ORACLE, _SHIFTER_DSL + _SPELLBOOK_DSL)


def _spellbook(answer: str) -> Scenario:
    s = Scenario(cards=_spellbook_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Spellbook")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Prowess")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Copy", targets=["Lightning Bolt"])
    s.set_choice("A", answer)
    return s


def test_707_12_casting_a_copy_of_a_card() -> None:
    """707.12: Test Spellbook copies the Lightning Bolt in A's graveyard and A casts the copy
    without paying its mana cost, targeting B (20 - 3 = 17). The copy was cast (601.2i: Test
    Prowess's "whenever you cast an instant spell" gives A 1 life, 21); having resolved, it
    ceases to exist (707.10a): A's graveyard still holds one Lightning Bolt, and A cast one
    spell this turn."""
    s = _spellbook("yes")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 21)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    state = s.game.state
    assert len(state.players[0].graveyard) == 1
    assert not any(o.copy for o in state.objects.values())
    g = s.game
    for other in (g.copy(), Game.from_json(g.to_json(), _spellbook_db())):
        assert other.to_json() == g.to_json()


def test_707_12_a_copy_not_cast_ceases_to_exist() -> None:
    """707.10a, 707.12: A declines to cast the copy: it ceases to exist (A's graveyard holds
    the one Lightning Bolt; no life changes)."""
    s = _spellbook("no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 20)
    assert len(s.game.state.players[0].graveyard) == 1
    assert not any(o.copy for o in s.game.state.objects.values())


# ------------------------------------------------------------------ 707.9g: a linked trigger

_STOLEN_DSL = """
- name: Test Stolen Identity
  cost: "{3}{U}"
  type: Creature — Wall
  power: 0
  toughness: 4
  text: You may have Test Stolen Identity enter the battlefield as a copy of any creature on the
    battlefield, except it's a Wall in addition to its other types. When you do, tap the copied
    creature.
  statics:
  - enter_as_copy:
      filter: {types: [Creature]}
      except: {add_subtypes: [Wall]}
      when_you_do:
        text: When you do, tap the copied creature.
        effects: [{tap: {what: remembered}}]
- name: Test Anthem
  cost: "{1}{W}"
  type: Enchantment
  text: Creatures you control get +1/+1.
  statics:
  - anthem: {filter: {types: [Creature], controller: you}, power: 1, toughness: 1}
"""


@lru_cache(maxsize=1)
def _stolen_db() -> CardDatabase:
    return card_db(_SHIFTER_ORACLE, _SHIFTER_DSL + _STOLEN_DSL)


def test_707_9g_a_trigger_linked_to_the_copy_acts_on_the_copied_creature() -> None:
    """707.9g, 603.11: Test Stolen Identity enters as a copy of B's Runeclaw Bear (a Wall Bear
    named Runeclaw Bear): the linked "When you do, tap the copied creature" triggers and taps
    B's Bear; A's copy stays untapped."""
    s = Scenario(cards=_stolen_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Test Stolen Identity")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Stolen Identity")
    s.set_choice("A", "Runeclaw Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Runeclaw Bear", 1)
    s.assert_tapped("Runeclaw Bear#1")
    s.assert_tapped("Runeclaw Bear#2", False)
    state = s.game.state
    mine = next(o for o in state.battlefield if state.objects[o].controller == 0
                and state.objects[o].card.name == "Test Stolen Identity")
    assert {"Bear", "Wall"} <= characteristics(state, mine).subtypes


def test_707_9g_a_later_copy_effect_stops_the_linked_trigger() -> None:
    """707.9g: Test Stolen Identity enters as a copy of A's Clone (which copied nothing and
    lives as a 1/1 thanks to Test Anthem); the Clone's "enter as a copy" it got then makes it
    a copy of B's Runeclaw Bear: that later copy effect means the linked trigger doesn't
    trigger: nothing is tapped (the Clone, the copied permanent, stays untapped too)."""
    s = Scenario(cards=_stolen_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Anthem")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Test Stolen Identity")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Stolen Identity")
    s.set_choice("A", "Clone")
    s.set_choice("A", "Runeclaw Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Runeclaw Bear", 1)
    s.assert_tapped("Clone", False)
    for bear in ("Runeclaw Bear#1", "Runeclaw Bear#2"):
        s.assert_tapped(bear, False)
