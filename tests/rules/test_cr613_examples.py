"""613 (interaction of continuous effects): the examples and behaviour rules not played
elsewhere (tests/rules/test_layers.py, tests/cards/test_layer_examples.py), each as a scenario
with exact figures. Cards the compiler refuses are written in the DSL (tests/rules/cr_cards.py)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .cr_cards import card_db

_ORACLE = {
    "Test Bear": ("{1}{G}", "Creature — Bear", "", ("2", "2")),
    "Levitation": ("{2}{U}{U}", "Enchantment", "Creatures you control have flying.", None),
    "Test Weight": ("{1}", "Artifact — Equipment",
                    "Equipped creature gets +10/+10 and loses flying.\nEquip {1}", None),
    "Colossus Hammer": ("{1}", "Artifact — Equipment", "Equipped creature gets +10/+10 and "
                        "loses flying.\nEquip {8} ({8}: Attach to target creature you control. "
                        "Equip only as a sorcery.)", None),
    "True Believer": ("{W}{W}", "Creature — Human Cleric",
                      "You have shroud. (You can't be the target of spells or abilities.)",
                      ("2", "2")),
    "Graceful Adept": ("{2}{U}", "Creature — Human Wizard", "You have no maximum hand size.",
                       ("1", "3")),
}

_DSL = """
- name: Test Rune
  cost: "{1}{U}"
  type: Enchantment — Aura Rune
  enchant: {kind: permanent, filter: {subtypes: [Equipment]}}
  text: |-
    Enchant Equipment
    Enchanted Equipment has "Equipped creature has flying."
  statics:
  - continuous:
      affects: enchanted
      add_statics: [{continuous: {affects: equipped, add_keywords: [flying]}}]
- name: Test Sky Spirit
  cost: "{1}{U}"
  type: Creature — Spirit
  power: 1
  toughness: 1
  text: All creatures have flying.
  statics: [{continuous: {filter: {types: [Creature]}, add_keywords: [flying]}}]
- name: Test Mud Spirit
  cost: "{1}{G}"
  type: Creature — Spirit
  power: 1
  toughness: 1
  text: All creatures lose flying.
  statics: [{continuous: {filter: {types: [Creature]}, remove_keywords: [flying]}}]
- name: Test Rebirth
  cost: "{B}"
  type: Sorcery
  text: Each player returns all creature cards from their graveyard to the battlefield.
  spell:
    effects: [{return_all_cards: {from: all_graveyards, filter: {types: [Creature]},
                                  to: battlefield}}]
- name: Test Flood
  cost: "{U}"
  type: Enchantment
  text: Each land is an Island in addition to its other land types.
  statics: [{continuous: {filter: {types: [Land]}, add_subtypes: [Island]}}]
- name: Test Grove Song
  cost: "{G}"
  type: Enchantment
  text: Each Forest is a 2/2 creature in addition to its other types.
  statics: [{continuous: {filter: {subtypes: [Forest]}, add_types: [Creature],
                          set_power: 2, set_toughness: 2}}]
- name: Test Overgrowth
  cost: "{G}"
  type: Enchantment
  text: Each Island is a Forest in addition to its other land types.
  statics: [{continuous: {filter: {subtypes: [Island]}, add_subtypes: [Forest]}}]
- name: Test Whitewash
  cost: "{W}"
  type: Instant
  text: Target creature gets +1/+1 and becomes white until end of turn.
  spell:
    targets: [{kind: creature}]
    effects: [{continuous: {what: target, set_colors: [W], power: 1, toughness: 1}}]
- name: Test Awakening
  cost: "{2}{U}"
  type: Sorcery
  text: All noncreature artifacts become 2/2 artifact creatures until end of turn.
  spell:
    effects:
    - continuous:
        what: {all: {types: [Artifact], not_types: [Creature]}}
        add_types: [Artifact, Creature]
        set_power: 2
        set_toughness: 2
- name: Test Foundry
  cost: "{3}{U}"
  type: Enchantment
  text: Each noncreature artifact is a 2/2 artifact creature.
  statics: [{continuous: {filter: {types: [Artifact], not_types: [Creature]},
                          add_types: [Artifact, Creature], set_power: 2, set_toughness: 2}}]
"""


@lru_cache(maxsize=1)
def _db() -> CardDatabase:
    return card_db(_ORACLE, _DSL)


def _scenario() -> Scenario:
    return Scenario(cards=_db())


# ------------------------------------------------------------------ 613.1a, 613.2a-c: layer 1


def test_613_1a_613_2a_a_copy_takes_copiable_values_before_later_layers() -> None:
    """613.1a, 613.2a, 613.2c: Clone copies a Test Bear that Giant Growth made 5/5: layer 1
    gives the Clone the Bear's copiable values (2/2; the +3/+3 is a layer-7c effect on the
    original, not copied); those are then the Clone's characteristics, on which later layers
    apply: Giant Growth on the Clone makes it 5/5, the original is 5/5 until end of turn."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Giant Growth", 2)
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Test Bear"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Test Bear")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Test Bear#1", 5, 5),
        sc.assert_power_toughness("A", "Test Bear#2", 2, 2),
        sc.assert_base_power_toughness("A", "Test Bear#2", 2, 2)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Test Bear#2"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Bear", 2)
    s.assert_permanent_count("A", "Clone", 0)
    s.assert_power_toughness("A", "Test Bear", 5, 5)
    s.assert_color("Test Bear#2", ["Green"])


def test_613_2b_a_face_down_creature_is_2_2_before_later_layers() -> None:
    """613.2b, 708.2a: a face-down Test Bear-like morph (Grinning Demon's 6/6 hidden) is a
    colourless nameless 2/2 after layer 1b; Glorious Anthem (7c) makes it 3/3 and Giant
    Growth 6/6 (7c, on top of the face-down values, not of the 6/6 card)."""
    s = Scenario(cards=card_db({
        "Grinning Demon": ("{2}{B}{B}", "Creature — Demon",
                           "At the beginning of your upkeep, you lose 2 life.\nMorph {2}{B}{B} "
                           "(You may cast this card face down as a 2/2 creature for {3}. Turn it "
                           "face up any time for its morph cost.)", ("6", "6"))}))
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.HAND, "A", "Grinning Demon")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grinning Demon using Morph")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "", 3, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=[""])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "", 6, 6)
    s.assert_base_power_toughness("A", "", 2, 2)
    s.assert_color("", [])


# ------------------------------------------------------------------ 613.6: its examples


def test_613_6_example_1_colour_in_layer_5_then_pump_in_7c() -> None:
    """613.6, first example (Wild Mongrel's "gets +1/+1 and becomes the color of your choice",
    here as an instant that makes it white): Boggart Brute (red 3/2) becomes white in layer 5,
    so Honor of the Pure ("white creatures you control get +1/+1", 7c) applies to it, and the
    effect's own +1/+1 applies in 7c: 5/4."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Boggart Brute")
    s.add_card(Zone.BATTLEFIELD, "A", "Honor of the Pure")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Whitewash")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Boggart Brute", 3, 2))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Whitewash", targets=["Boggart Brute"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_color("Boggart Brute", ["White"])
    s.assert_power_toughness("A", "Boggart Brute", 5, 4)


def test_613_6_example_2_act_of_treason_control_in_layer_2_haste_in_layer_6() -> None:
    """613.6, second example: Act of Treason's "gain control" applies in layer 2, its "gains
    haste" in layer 6. Because control changed first, A's Levitation (layer 6) gives the
    stolen Boggart Brute flying and A's Glorious Anthem (7c) +1/+1, B's Glorious Anthem no
    longer does: 4/3 flying haste; it attacks B at once: B goes to 16."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Levitation")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Boggart Brute")
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("B", "Boggart Brute", 4, 3))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Boggart Brute"])
    s.attack(1, "A", "Boggart Brute")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: (
        sc.assert_power_toughness("A", "Boggart Brute", 4, 3),
        sc.assert_abilities("A", "Boggart Brute", ["Flying", "Haste", "Menace"])))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_613_6_example_3_artifacts_become_2_2_creatures() -> None:
    """613.6, third example: "All noncreature artifacts become 2/2 artifact creatures until
    end of turn": Mind Stone and Sol Ring become creatures (layer 4) and 2/2 (7b, applied to
    the same permanents though they aren't noncreature artifacts by then); Ornithopter, an
    artifact creature already, stays 0/2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Test Awakening")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Awakening")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Mind Stone", 2, 2),
        sc.assert_power_toughness("B", "Sol Ring", 2, 2),
        sc.assert_power_toughness("B", "Ornithopter", 0, 2),
        sc.assert_type("Sol Ring", "Creature")))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Sol Ring", "Creature", present=False)  # until end of turn only


def test_613_6_a_static_type_and_pt_effect_keeps_the_set_it_began_with() -> None:
    """613.6 for a static ability ("Each noncreature artifact is a 2/2 artifact creature"):
    the set is fixed in layer 4, where Mind Stone is a noncreature artifact; in layer 7b the
    same set is 2/2 although none of them is a noncreature artifact any more. Ornithopter
    (0/2, already a creature) is untouched."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Foundry")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Mind Stone", "Creature")
    s.assert_power_toughness("A", "Mind Stone", 2, 2)
    s.assert_power_toughness("A", "Ornithopter", 0, 2)


# ------------------------------------------------------------------ 613.7: timestamps


@pytest.mark.parametrize("levitation_later", [True, False])
def test_613_7d_an_object_entering_gets_its_timestamp_then(levitation_later: bool) -> None:
    """613.7d (and 613.7a: a static ability's effect has its object's timestamp): Grounded
    ("Enchanted creature loses flying") on Test Bear and Levitation ("Creatures you control
    have flying"), both layer 6. The one that entered the battlefield later applies later:
    Levitation cast after Grounded gives the Bear flying; Grounded cast after Levitation
    takes it away."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    first, second = ("Levitation", "Grounded") if not levitation_later else \
        ("Grounded", "Levitation")
    for name in (first, second):
        s.add_card(Zone.HAND, "A", name)
    for step, name in ((Step.PRECOMBAT_MAIN, first), (Step.POSTCOMBAT_MAIN, second)):
        s.cast_spell(1, step, "A", name, targets=["Test Bear"] if name == "Grounded" else ())
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Grounded", "Test Bear")
    s.assert_abilities("A", "Test Bear", ["Flying"], present=levitation_later)


def test_613_7e_equipment_gets_a_new_timestamp_each_time_it_is_attached() -> None:
    """613.7e: Test Weight ("Equipped creature gets +10/+10 and loses flying") is attached to
    Test Bear before Levitation ("Creatures you control have flying") enters: the Bear is
    12/12 with flying (Levitation later). Moved to Serra Angel after Levitation, the Weight
    has a new, later timestamp: the Angel is 14/14 without flying, and the Bear flies, 2/2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Weight", attached_to="Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Levitation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Levitation")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Test Bear", 12, 12),
        sc.assert_abilities("A", "Test Bear", ["Flying"])))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip {1}", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Test Weight", "Serra Angel")
    s.assert_power_toughness("A", "Serra Angel", 14, 14)
    s.assert_abilities("A", "Serra Angel", ["Flying"], present=False)
    s.assert_abilities("A", "Serra Angel", ["Vigilance"])
    s.assert_power_toughness("A", "Test Bear", 2, 2)
    s.assert_abilities("A", "Test Bear", ["Flying"])


def _rune_of_flight(equip_after: bool) -> Scenario:
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Colossus Hammer", attached_to="Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Test Rune")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Rune", targets=["Colossus Hammer"])
    if equip_after:
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip {8}", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_613_7a_a_granted_static_ability_has_the_granting_effects_later_timestamp() -> None:
    """613.7a (the Rune of Flight example): Colossus Hammer ("Equipped creature gets +10/+10
    and loses flying") equips Test Bear; then an Aura grants the Hammer "Equipped creature has
    flying". The granted ability's effect has the Aura's timestamp, later than the Hammer's:
    the Bear is 12/12 and flies (its "has flying" applies after "loses flying")."""
    s = _rune_of_flight(equip_after=False)
    s.execute()
    s.assert_attached("Test Rune", "Colossus Hammer")
    s.assert_power_toughness("A", "Test Bear", 12, 12)
    s.assert_abilities("A", "Test Bear", ["Flying"])


def test_613_7a_the_granted_effect_applies_after_an_effect_between_the_two_timestamps(
        ) -> None:
    """613.7a: the granted ability's effect takes the granting Aura's timestamp, not the
    Hammer's: Grounded ("Enchanted creature loses flying") put on the Bear after the Hammer
    but before the Aura applies before the granted "has flying": the Bear flies, 12/12."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Colossus Hammer", attached_to="Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grounded")
    s.add_card(Zone.HAND, "A", "Test Rune")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grounded", targets=["Test Bear"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities(
        "A", "Test Bear", ["Flying"], present=False))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Rune", targets=["Colossus Hammer"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Grounded", "Test Bear")
    s.assert_power_toughness("A", "Test Bear", 12, 12)
    s.assert_abilities("A", "Test Bear", ["Flying"])


def test_613_7a_the_relative_order_stays_when_the_object_gets_a_new_timestamp() -> None:
    """613.7a, the example's end: the Hammer is then attached to Serra Angel (613.7e: a new
    timestamp, later than the Aura's): both of its abilities get new timestamps in the same
    relative order, so "has flying" still applies after "loses flying": the Angel is 14/14
    with flying; the Bear is 2/2 (no flying of its own)."""
    s = _rune_of_flight(equip_after=True)
    s.execute()
    s.assert_attached("Colossus Hammer", "Serra Angel")
    s.assert_power_toughness("A", "Serra Angel", 14, 14)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"])
    s.assert_power_toughness("A", "Test Bear", 2, 2)
    s.assert_abilities("A", "Test Bear", ["Flying"], present=False)
    g = s.game
    for other in (g.copy(), Game.from_json(g.to_json(), _db())):
        assert other.to_json() == g.to_json()


def test_613_7a_without_the_grant_the_hammer_takes_flying_away() -> None:
    """The control case of 613.7a's example: without the Aura, Serra Angel equipped with
    Colossus Hammer is 14/14 without flying."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Colossus Hammer", attached_to="Serra Angel")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Serra Angel", 14, 14)
    s.assert_abilities("A", "Serra Angel", ["Flying"], present=False)


@pytest.mark.parametrize("turn", [1, 2])
def test_613_7k_objects_entering_at_once_get_timestamps_in_apnap_order(turn: int) -> None:
    """613.7k: Test Rebirth returns A's Test Mud Spirit ("All creatures lose flying") and B's
    Test Sky Spirit ("All creatures have flying") at once; the active player's object gets
    the earlier timestamp. Cast by A on turn 1, B's Sky Spirit is later: every creature flies
    (Serra Angel too). Cast by B on turn 2, A's Mud Spirit is later: none does."""
    s = _scenario()
    s.add_card(Zone.GRAVEYARD, "A", "Test Mud Spirit")
    s.add_card(Zone.GRAVEYARD, "B", "Test Sky Spirit")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    caster = "A" if turn == 1 else "B"
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp")
    s.add_card(Zone.HAND, caster, "Test Rebirth")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Test Rebirth")
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Mud Spirit", 1)
    s.assert_permanent_count("B", "Test Sky Spirit", 1)
    for player, name in (("A", "Serra Angel"), ("A", "Test Mud Spirit"),
                         ("B", "Test Sky Spirit")):
        s.assert_abilities(player, name, ["Flying"], present=turn == 1)


# ------------------------------------------------------------------ 613.8c


@pytest.mark.parametrize("flood", [True, False])
def test_613_8c_the_order_is_reevaluated_after_each_effect(flood: bool) -> None:
    """613.8c: three layer-4 effects in timestamp order: Test Flood ("Each land is an Island
    in addition"), Test Grove Song ("Each Forest is a 2/2 creature in addition"), Test
    Overgrowth ("Each Island is a Forest in addition"). Before anything applies there is no
    Island, so Grove Song depends on nothing. Once Flood has applied, Overgrowth would change
    what Grove Song applies to (every land is now an Island it makes a Forest): Grove Song now
    depends on it and waits (613.8b): A's two Mountains are Mountain Island Forest 2/2
    creatures. Without Flood, no land is a Forest: no creature."""
    s = _scenario()
    if flood:
        s.add_card(Zone.BATTLEFIELD, "A", "Test Flood")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Grove Song")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Overgrowth")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 2)
    s.assert_type("Mountain", "Creature", present=flood)
    if flood:
        s.assert_power_toughness("A", "Mountain", 2, 2)
        for sub in ("Mountain", "Island", "Forest"):
            s.assert_subtype("Mountain#1", sub)


# ------------------------------------------------------------------ 613.10, 613.11


@pytest.mark.parametrize("humility", [False, True])
def test_613_10_player_effects_apply_after_objects_characteristics(humility: bool) -> None:
    """613.10: "You have shroud" (True Believer) affects a player; it applies after the
    objects' characteristics are determined, so when Humility (layer 6) removes True
    Believer's ability, A has no shroud: B's Lava Axe (5 damage to target player) can target
    A (20 -> 15). Without Humility B can't cast it at A."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "True Believer")
    if humility:
        s.add_card(Zone.BATTLEFIELD, "B", "Humility")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Lava Axe")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lava Axe", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    if humility:
        s.execute()
        s.assert_life("A", 15)
        s.assert_power_toughness("A", "True Believer", 1, 1)
    else:
        with pytest.raises(ScenarioError, match="Lava Axe"):
            s.execute()
        s.assert_life("A", 20)


@pytest.mark.parametrize("humility", [False, True])
def test_613_11_game_rule_effects_apply_after_all_other_effects(humility: bool) -> None:
    """613.11: "You have no maximum hand size" (Graceful Adept) modifies a game rule; it
    applies after every other continuous effect, so under Humility (which removes the Adept's
    ability in layer 6) A's maximum hand size is seven again: with nine cards in hand A
    discards two in the cleanup step of turn 1 (402.2, 514.1). Without Humility A keeps 9."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Graceful Adept")
    if humility:
        s.add_card(Zone.BATTLEFIELD, "B", "Humility")
    s.add_card(Zone.HAND, "A", "Island", 9)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 7 if humility else 9)
    s.assert_graveyard_count("A", "Island", 2 if humility else 0)
