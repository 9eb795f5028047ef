"""Cards with several faces (709-717): split cards and fuse (709, 702.102), aftermath
(702.127), adventurers (716), transforming and modal double-faced cards (712, 701.28),
Sagas (715, 505.4, 704.5s)."""

from __future__ import annotations

import json

import pytest

from mtg_engine.actions import CastSpell, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.game import Game
from mtg_engine.rules.casting import cast_actions, check_cast
from mtg_engine.rules.faces import flip, transform
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.zones import move_object
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

M = Step.PRECOMBAT_MAIN


# ------------------------------------------------------------------ the card model


def test_split_card_characteristics_combined_off_the_stack_709_4() -> None:
    db = CardDatabase.builtin()
    card = db.get("Fire // Ice")
    assert card.mana_value == 4  # 709.4b: {1}{R} + {1}{U}
    assert card.colors == "UR"
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    fire = db.get("Fire")  # a half by its own name
    assert (fire.name, fire.mana_value, fire.colors) == ("Fire", 2, "R")  # 709.3b


def test_transforming_back_face_has_front_mana_value_712_4d() -> None:
    db = CardDatabase.builtin()
    back = db.get("Sinuous Predator")
    assert back.mana_value == 1  # 712.4d: from Kessig Prowler's {G}
    assert back.colors == ""
    assert db.get("Kazandu Valley").mana_value == 0  # a modal DFC's face has its own (712.4e)


def test_faced_card_file_is_validated() -> None:
    db = CardDatabase()
    bad = """
- name: Fire // Ice
  layout: split
  faces:
    - {name: Fire, cost: "{1}{R}", type: Instant}
"""
    with pytest.raises(CardFileError, match="exactly two faces"):
        db.load_file("bad.yaml", bad)
    wrong_name = """
- name: Ice // Fire
  layout: split
  faces:
    - {name: Fire, cost: "{1}{R}", type: Instant}
    - {name: Ice, cost: "{1}{U}", type: Instant}
"""
    with pytest.raises(CardFileError, match="named 'Fire // Ice'"):
        db.load_file("bad.yaml", wrong_name)
    with pytest.raises(CardFileError, match="fuse"):
        db.load_file("bad.yaml", """
- layout: transform
  fuse: true
  faces:
    - {name: A, cost: "{1}", type: Creature — Wolf, power: 1, toughness: 1}
    - {name: B, type: Creature — Wolf, power: 1, toughness: 1}
""")


# ------------------------------------------------------------------ split cards (709)


def _fire_ice() -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Fire // Ice", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    return s


def test_fire_and_ice_both_halves_709_3() -> None:
    s = _fire_ice()
    # Fire: 2 damage divided between B and the Bears (601.2d); Ice: tap, draw
    s.cast_spell(1, M, "A", "Fire", targets=["B", "Grizzly Bears"])
    s.cast_spell(1, M, "A", "Ice", targets=["Forest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_tapped("Forest")
    s.assert_hand_count("A", 1)  # two cast, one drawn (Ice)
    s.assert_graveyard_count("A", "Fire // Ice", 2)  # one card each (709.2)
    s.assert_graveyard_count("A", "Ice", 2)  # 709.4a: it has both names
    s.assert_mana_value("Fire // Ice", 4)  # 709.4b in the graveyard


def test_split_half_on_the_stack_has_only_its_characteristics_709_3b() -> None:
    s = _fire_ice()
    s.stop_at(1, M)
    s.execute()
    g = s.game
    g.resume()
    card = g.state.players[0].hand[0]
    bears = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Grizzly Bears")
    g.apply(CastSpell(card, (bears, 0), 0, (), None, 0))  # Fire, one target
    spell = g.state.objects[g.state.stack[-1]]
    ch = characteristics(g.state, spell.id)
    assert (ch.name, ch.colors, spell.card.mana_value) == ("Fire", "R", 2)  # 709.3b
    assert sum(g.state.players[0].mana_pool) == 0
    tapped = [o for o in g.state.battlefield if g.state.objects[o].tapped]
    assert len(tapped) == 2  # {1}{R}: its own cost (709.3a)
    while g.state.stack:
        g.apply(PassPriority())
    assert g.state.objects[g.state.players[1].graveyard[0]].card.name == "Grizzly Bears"
    gy = g.state.objects[g.state.players[0].graveyard[0]]
    assert (gy.card.name, gy.card.mana_value) == ("Fire // Ice", 4)  # 709.4 again


def test_split_card_must_choose_a_half_709_3() -> None:
    s = _fire_ice()
    seen: list[bool] = []

    def look(sc: Scenario) -> None:
        st = sc.game.state
        hand = st.players[0].hand[0]
        reason = check_cast(st, 0, CastSpell(hand, (), 0, (), None, -1))[0]
        assert reason is not None and "709.3" in reason
        reason = check_cast(st, 0, CastSpell(hand, (), 0, (), None, -2))[0]
        assert reason is not None and "702.102a" in reason  # Fire // Ice has no fuse
        # every legal cast names a half
        assert {a.face for a in cast_actions(st, 0)} == {0, 1}
        seen.append(True)

    s.check(1, Step.POSTCOMBAT_MAIN, look)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen


def test_fused_split_spell_does_both_halves_702_102() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Wear // Tear")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    # naming both halves casts it fused: {1}{R} + {W} (702.102c), left then right (702.102d)
    s.cast_spell(1, M, "A", "Wear // Tear", targets=["Ornithopter", "Glorious Anthem"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_graveyard_count("A", "Wear // Tear", 1)


def test_aftermath_half_only_from_the_graveyard_then_exiled_702_127a() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Cut // Ribbons")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, M, lambda sc: sc.assert_playable("A", "Ribbons", False))
    s.cast_spell(1, M, "A", "Cut", targets=["Grizzly Bears"])
    s.cast_spell(1, M, "A", "Ribbons", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_exile_count("Cut // Ribbons", 1)
    s.assert_graveyard_count("A", "Cut // Ribbons", 0)


# ------------------------------------------------------------------ adventurers (716)


def test_bonecrusher_giant_stomp_then_the_giant_from_exile_716_3d() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    s.cast_spell(1, M, "A", "Stomp", targets=["B"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Bonecrusher Giant", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Bonecrusher Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_exile_count("Bonecrusher Giant", 0)
    s.assert_permanent_count("A", "Bonecrusher Giant", 1)
    s.assert_graveyard_count("A", None, 0)


def test_countered_adventure_goes_to_the_graveyard_716_3d() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, M, "A", "Stomp", targets=["B"])
    s.cast_spell(1, M, "B", "Counterspell", targets=["Stomp"], responding_to="Stomp")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Bonecrusher Giant", 1)
    s.assert_exile_count("Bonecrusher Giant", 0)


def test_adventure_cannot_be_cast_again_from_exile_716_3d() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    s.cast_spell(1, M, "A", "Stomp", targets=["B"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Stomp", False))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Bonecrusher Giant"))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_bonecrusher_giant_punishes_the_spell_that_targets_it() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Bonecrusher Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, M, "B", "Shock", targets=["Bonecrusher Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)  # the trigger resolves first
    s.assert_damage("Bonecrusher Giant", 2)


def test_stomp_damage_cant_be_prevented_615_12() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Healing Salve")
    s.set_mode_choice("B", 2)  # prevent the next 3 damage to any target
    s.cast_spell(1, M, "B", "Healing Salve", targets=["B"], responding_to="Stomp")
    s.cast_spell(1, M, "A", "Stomp", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


# ------------------------------------------------------------------ double-faced cards (712)


def test_kessig_prowler_transforms_701_28_712_4d() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.activate_ability(1, M, "A", "{4}{G}: Transform")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Sinuous Predator", 4, 4),
        sc.assert_mana_value("Sinuous Predator", 1),  # 712.4d
        sc.assert_color("Sinuous Predator", []),
        sc.assert_subtype("Sinuous Predator", "Eldrazi"),
        sc.assert_abilities("A", "Sinuous Predator",
                            ["can't be blocked by more than one creature"])))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kessig Prowler", 0)
    s.assert_permanent_count("A", "Sinuous Predator", 1)


def test_transformed_permanent_is_the_same_object_712_14() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler", counters={"+1/+1": 1})
    s.activate_ability(1, M, "A", "{4}{G}: Transform")
    s.attack(1, "A", "Sinuous Predator")  # not summoning sick: the same permanent
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Sinuous Predator", 5, 5)
    s.assert_life("B", 15)


def test_dead_transformed_card_is_its_front_face_in_the_graveyard_712_4a() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.activate_ability(1, M, "A", "{4}{G}: Transform")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Sinuous Predator"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Kessig Prowler", 1)
    s.assert_graveyard_count("A", "Sinuous Predator", 0)


def test_modal_dfc_back_face_played_as_a_land_712_8() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Kazandu Mammoth")
    s.play_land(1, M, "A", "Kazandu Valley")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kazandu Valley", 1)
    s.assert_tapped("Kazandu Valley")  # its own "enters the battlefield tapped"
    s.assert_mana_value("Kazandu Valley", 0)


def test_modal_dfc_front_face_cast_and_landfall_712_7() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Kazandu Mammoth")
    s.add_card(Zone.HAND, "A", "Forest")
    s.cast_spell(1, M, "A", "Kazandu Mammoth")
    s.play_land(1, M, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Kazandu Mammoth", 5, 5)
    s.assert_mana_value("Kazandu Mammoth", 3)


# ------------------------------------------------------------------ Sagas (715)


def test_saga_to_its_last_chapter_715() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.add_card(Zone.LIBRARY, "A", "Wastes", 3)  # what A draws on turns 3 and 5
    s.add_card(Zone.HAND, "A", "The Birth of Meletis")
    s.cast_spell(1, M, "A", "The Birth of Meletis")
    # 715.3a: one lore counter as it enters: chapter I finds the Plains
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_counter_count("A", "The Birth of Meletis", "lore", 1),
        sc.assert_hand_count("A", 1, "Plains")))
    # 505.4: a lore counter as A's precombat main phase begins: chapter II
    s.check(3, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_counter_count("A", "The Birth of Meletis", "lore", 2),
        sc.assert_permanent_count("A", "Wall Token", 1)))
    s.stop_at(5, Step.BEGIN_COMBAT)
    s.execute()
    # chapter III, then 704.5s: sacrificed once its chapter ability has left the stack
    s.assert_life("A", 22)
    s.assert_permanent_count("A", "The Birth of Meletis", 0)
    s.assert_graveyard_count("A", "The Birth of Meletis", 1)
    s.assert_power_toughness("A", "Wall Token", 0, 4)


def test_saga_not_sacrificed_while_its_chapter_ability_is_on_the_stack_704_5s() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "The Birth of Meletis", counters={"lore": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    # B responds to chapter III: the Saga is still there
    s.cast_spell(1, M, "B", "Shock", targets=["A"], responding_to="The Birth of Meletis")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)  # Shock 2, chapter III +2
    s.assert_graveyard_count("A", "The Birth of Meletis", 1)


# ------------------------------------------------------------------ saving and copying


def test_faces_survive_save_load_and_copy() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    s.activate_ability(1, M, "A", "{4}{G}: Transform")
    s.cast_spell(1, M, "A", "Stomp", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    g = s.game
    saved = json.loads(json.dumps(g.to_json()))
    loaded = Game.from_json(saved)
    assert json.dumps(loaded.to_json(), sort_keys=True) == json.dumps(saved, sort_keys=True)
    st = loaded.state
    names = {st.objects[o].card.name for o in st.battlefield}
    assert "Sinuous Predator" in names
    exiled = [st.objects[o] for o in st.exile]
    assert [(o.card.name, o.on_adventure) for o in exiled] == [("Bonecrusher Giant", 0)]
    copy = g.copy()
    assert json.dumps(copy.to_json(), sort_keys=True) == json.dumps(g.to_json(), sort_keys=True)


def test_cast_spell_naming_an_unknown_face_fails_clearly() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    s.cast_spell(1, M, "A", "Stomp", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Stomp"):
        s.execute()


def test_transform_ability_ignored_if_it_transformed_since_701_28f() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 10)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.activate_ability(1, M, "A", "{4}{G}: Transform")
    # in response, the same ability again: it resolves first and transforms it; then the
    # first one does nothing (701.28f)
    s.activate_ability(1, M, "A", "{4}{G}: Transform", responding_to="Kessig Prowler")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sinuous Predator", 1)


# ------------------------------------------------------------------ levelers (711)


def test_leveler_level_up_and_level_symbols_711_702_87() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Student of Warfare", counters={"level": 1})
    s.check(1, M, lambda sc: sc.assert_power_toughness("A", "Student of Warfare", 1, 1))  # 711.5
    s.activate_ability(1, M, "A", "Level up")  # 702.87a: a level counter, as a sorcery
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_base_power_toughness("A", "Student of Warfare", 3, 3),  # 711.2a
        sc.assert_abilities("A", "Student of Warfare", ["First strike"])))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Student of Warfare", "level", 2)


def test_leveler_top_symbol_and_counters_on_top_711_2b() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Student of Warfare", counters={"level": 9, "+1/+1": 1})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_base_power_toughness("A", "Student of Warfare", 4, 4)  # LEVEL 7+ (711.2b)
    s.assert_power_toughness("A", "Student of Warfare", 5, 5)  # 7c after 7b
    s.assert_abilities("A", "Student of Warfare", ["Double strike"])
    s.assert_abilities("A", "Student of Warfare", ["First strike"], present=False)


def test_leveler_activated_only_as_a_sorcery_702_87a() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Student of Warfare")
    s.check(2, M, lambda sc: sc.assert_playable("A", "Level up", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()


# ------------------------------------------------------------------ flip cards (710)

FLIP_CARD = """
- layout: flip
  faces:
    - name: Test Acolyte
      cost: "{1}{R}"
      type: Creature — Human Monk
      power: 1
      toughness: 1
      text: "{1}: Flip Test Acolyte."
      abilities: [{cost: "{1}", text: "{1}: Flip Test Acolyte.", effects: [{flip: {what: self}}]}]
    - name: Test Ascendant
      type: Legendary Creature — Spirit
      power: 3
      toughness: 3
      keywords: [Flying]
      text: Flying
"""


def _flip_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("flip.yaml", FLIP_CARD)
    return db


def test_flip_card_flips_keeping_colour_and_mana_cost_710() -> None:
    s = Scenario(cards=_flip_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Acolyte")
    s.check(1, M, lambda sc: sc.assert_type("Test Acolyte", "Creature"))
    s.activate_ability(1, M, "A", "{1}: Flip")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state.copy()
    oid = next(o for o in st.battlefield if st.objects[o].card.name == "Test Ascendant")
    assert not flip(st, oid)  # 710.4: one-way
    s.assert_power_toughness("A", "Test Ascendant", 3, 3)  # 710.2
    s.assert_abilities("A", "Test Ascendant", ["Flying"])
    s.assert_color("Test Ascendant", ["Red"])  # 710.1c
    s.assert_mana_value("Test Ascendant", 2)


def test_flipped_permanent_forgets_it_when_it_leaves_710_4() -> None:
    s = Scenario(cards=_flip_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Acolyte")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.activate_ability(1, M, "A", "{1}: Flip")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Test Ascendant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Test Acolyte", 1)


# ------------------------------------------------------------------ disturb (702.146)


def test_disturb_casts_the_back_face_from_the_graveyard_702_146() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Drogskol Infantry")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.check(1, M, lambda sc: sc.assert_playable("A", "Drogskol Infantry", False))
    s.cast_spell(1, M, "A", "Drogskol Armaments", targets=["Grizzly Bears"])  # {3}{W}
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 4),  # 702.146b: back face up
        sc.assert_attached("Drogskol Armaments", "Grizzly Bears"),
        sc.assert_mana_value("Drogskol Armaments", 2)))  # 712.4b, 712.4d: the front's
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    # the Aura goes to the graveyard (704.5m) and is exiled instead (614.1a)
    s.assert_exile_count("Drogskol Infantry", 1)
    s.assert_graveyard_count("A", "Drogskol Infantry", 0)


# ------------------------------------------------------------------ daybound (702.145, 724)


def test_daybound_makes_it_day_then_night_then_day_702_145_724_2() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Tavern Ruffian")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, M, "A", "Tavern Ruffian")
    # 702.145d: with a daybound permanent and neither day nor night, it becomes day
    def is_day(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Tavern Ruffian", 1)
        assert sc.game.state.day_night == "day"

    s.check(1, Step.END_TURN, is_day)
    # turn 2: B casts nothing, so as turn 3 begins it becomes night (502.2, 724.2a) and the
    # Ruffian transforms (702.145b)
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Tavern Smasher", 6, 5))
    # turn 3: A casts nothing; turn 4: B casts two spells: as turn 5 begins it becomes day
    s.cast_spell(4, M, "B", "Shock", targets=["A"])
    s.cast_spell(4, M, "B", "Shock", targets=["A"])
    s.check(4, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Tavern Smasher", 1))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Tavern Ruffian", 2, 5)  # 702.145e
    assert s.game.state.day_night == "day"


def test_daybound_enters_transformed_at_night_and_cant_be_transformed_otherwise() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Tavern Ruffian")
    s.stop_at(1, M)
    s.execute()
    s.game.state.day_night = "night"  # (set directly: no card here makes it night)
    g = s.game
    g.resume()
    card = g.state.players[0].hand[0]
    g.apply(CastSpell(card))
    g.apply(PassPriority())
    g.apply(PassPriority())
    st = g.state
    oid = next(o for o in st.battlefield if st.objects[o].card.name == "Tavern Smasher")
    assert transform(st, oid) is False  # 702.145e: only by its nightbound ability
    assert st.objects[oid].card.name == "Tavern Smasher"  # 702.145b


def test_scenario_puts_a_permanent_named_by_its_back_face_with_that_face_up() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Sinuous Predator")
    s.add_card(Zone.BATTLEFIELD, "A", "Kazandu Valley")
    s.add_card(Zone.HAND, "A", "Sinuous Predator")  # a card in hand is the card (712.4a)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Sinuous Predator", 4, 4)
    s.assert_permanent_count("A", "Kazandu Valley", 1)
    s.assert_hand_count("A", 1, "Kessig Prowler")


# ------------------------------------------------------------------ Class cards (717)

CLASS_CARD = """
- name: Test Class
  cost: "{G}"
  type: Enchantment — Class
  text: "Whenever a land enters the battlefield under your control, you gain 1 life."
  triggers:
    - event: another_enters
      filter: {types: [Land], controller: you}
      text: Whenever a land enters the battlefield under your control, you gain 1 life.
      effects: [{gain_life: {amount: 1}}]
  levels:
    - level: 2
      cost: "{1}{G}"
      statics: [{anthem: {filter: {types: [Creature], controller: you}, power: 1, toughness: 1}}]
    - level: 3
      cost: "{2}{G}"
      triggers:
        - event: becomes_level
          level: 3
          text: When this Class becomes level 3, draw two cards.
          effects: [{draw: {count: 2}}]
"""


def _class_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("class.yaml", CLASS_CARD)
    return db


def test_class_gains_levels_and_their_abilities_717_2a() -> None:
    s = Scenario(cards=_class_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Class")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest")
    # level 3 can't be gained before level 2 (717.2a)
    s.check(1, M, lambda sc: sc.assert_playable("A", "{2}{G}: Level 3", False))
    s.activate_ability(1, M, "A", "{1}{G}: Level 2")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}{G}: Level 3")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")  # level 1's ability still works
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)  # "When this Class becomes level 3, draw two cards."
    s.assert_life("A", 21)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)  # level 2's ability at level 3


def test_class_level_bar_only_as_a_sorcery_and_level_kept_in_saves_717_2() -> None:
    s = Scenario(cards=_class_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Class")
    s.check(2, M, lambda sc: sc.assert_playable("A", "{1}{G}: Level 2", False))
    s.activate_ability(1, M, "A", "{1}{G}: Level 2")
    s.stop_at(2, M)
    s.execute()
    g = s.game
    saved = json.loads(json.dumps(g.to_json()))
    loaded = Game.from_json(saved, g.state.db)
    st = loaded.state
    cls = next(st.objects[o] for o in st.battlefield if st.objects[o].card.name == "Test Class")
    assert (cls.card.face_index, len(cls.card.statics)) == (1, 1)  # level 2 after loading
    assert json.dumps(loaded.to_json(), sort_keys=True) == json.dumps(saved, sort_keys=True)


def test_class_that_leaves_and_returns_is_level_1_717_2d() -> None:
    s = Scenario(cards=_class_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Class")
    s.activate_ability(1, M, "A", "{1}{G}: Level 2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state.copy()
    oid = next(o for o in st.battlefield if st.objects[o].card.name == "Test Class")
    assert st.objects[oid].card.face_index == 1
    new = move_object(st, oid, Zone.HAND)
    assert new is not None and st.objects[new].card.faces  # the card again
    back = move_object(st, new, Zone.BATTLEFIELD)
    assert back is not None and st.objects[back].card.face_index == 0  # level 1


# ------------------------------------------------------------------ the rules' examples

ASSAULT_BATTERY = """
cards:
  - layout: split
    faces:
      - name: Assault
        cost: "{R}"
        type: Sorcery
        text: Assault deals 2 damage to any target.
        spell:
          targets: [{kind: any}]
          effects: [{damage: {amount: 2, to: target}}]
      - name: Battery
        cost: "{3}{G}"
        type: Sorcery
        text: Create a 3/3 green Elephant creature token.
        spell:
          effects: [{create_token: {token: Elephant Token}}]
  - name: Test Legends' Banner
    cost: "{3}"
    type: Artifact
    text: Legendary creatures get +2/+2.
    statics: [{anthem: {filter: {types: [Creature], supertypes: [Legendary]}, power: 2,
                        toughness: 2}}]
tokens:
  - {name: Elephant Token, type: Creature — Elephant, colors: [G], power: 3, toughness: 3}
"""


def test_example_709_4b_assault_battery() -> None:
    """709.4b: Assault//Battery's mana cost is {3}{R}{G}: a red and green card with mana
    value 5; cast as Assault, a red spell with mana value 1."""
    db = CardDatabase.builtin()
    db.load_file("ab.yaml", ASSAULT_BATTERY)
    card = db.get("Assault // Battery")
    assert (card.mana_value, card.colors) == (5, "RG")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Assault // Battery")
    s.stop_at(1, M)
    s.execute()
    g = s.game
    g.resume()
    g.apply(CastSpell(g.state.players[0].hand[0], (player_ref(1),), face=0))
    spell = g.state.objects[g.state.stack[-1]]
    assert (spell.card.name, characteristics(g.state, spell.id).colors,
            spell.card.mana_value) == ("Assault", "R", 1)


def test_example_709_4b_fire_ice_sees_each_symbol() -> None:
    """709.4b: Fire//Ice's mana cost {2}{U}{R}, but an effect that looks at the symbols sees
    {1} twice."""
    card = CardDatabase.builtin().get("Fire // Ice")
    assert [str(sym) for sym in card.mana_cost.symbols] == ["{1}", "{R}", "{1}", "{U}"]
    assert card.mana_value == 4


def test_example_710_2_legendary_only_once_flipped() -> None:
    """710.2: "Legendary creatures get +2/+2" doesn't affect the unflipped card (not
    legendary) but does affect the flipped one."""
    db = _flip_db()
    db.load_file("ab.yaml", ASSAULT_BATTERY)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Acolyte")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Legends' Banner")
    s.check(1, M, lambda sc: sc.assert_power_toughness("A", "Test Acolyte", 1, 1))
    s.activate_ability(1, M, "A", "{1}: Flip")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Test Ascendant", 5, 5)


def test_example_712_14_effects_keep_applying_after_transforming() -> None:
    """712.14: an effect that gave the front face +3/+3 until end of turn still applies to
    the back face."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, M, "A", "Giant Growth", targets=["Kessig Prowler"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{4}{G}: Transform")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Sinuous Predator", 7, 7)


def test_example_712_5_modal_dfc_doesnt_transform_701_28c() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Kazandu Mammoth")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state.copy()
    oid = st.battlefield[0]
    assert transform(st, oid) is False
    assert st.objects[oid].card.name == "Kazandu Mammoth"


# ------------------------------------------------------------------ meld (713, 701.37)

MELD_PAIR = """
- name: Test Rat
  cost: "{1}{B}"
  type: Creature — Rat
  power: 1
  toughness: 1
  meld_with: Test Scavenger
  meld_into: Test Host
  text: "{1}: Exile Test Rat and Test Scavenger, then meld them into Test Host."
  abilities:
    - cost: "{1}"
      text: "{1}: Exile Test Rat and Test Scavenger, then meld them into Test Host."
      effects: [{meld: {}}]
- name: Test Scavenger
  cost: "{4}{B}"
  type: Creature — Human Rogue
  power: 3
  toughness: 3
  meld_with: Test Rat
  meld_into: Test Host
  text: (Melds with Test Rat.)
- name: Test Host
  type: Creature — Eldrazi Horror
  colors: [B]
  power: 5
  toughness: 6
  melded_from: [Test Scavenger, Test Rat]
  keywords: [Menace]
  text: Menace
"""


def _meld_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("meld.yaml", MELD_PAIR)
    return db


def test_meld_pair_becomes_one_permanent_701_37_713_3b() -> None:
    s = Scenario(cards=_meld_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Rat")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Scavenger")
    s.activate_ability(1, M, "A", "{1}: Exile Test Rat")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("A", 2)  # the Swamp and the melded permanent
    s.assert_power_toughness("A", "Test Host", 5, 6)
    s.assert_mana_value("Test Host", 7)  # 713.3b: 2 + 5
    s.assert_abilities("A", "Test Host", ["Menace"])
    s.assert_exile_count("Test Rat", 0)


def test_melded_permanent_leaves_as_two_cards_713_4() -> None:
    s = Scenario(cards=_meld_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Rat")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Scavenger")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.activate_ability(1, M, "A", "{1}: Exile Test Rat")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Test Host"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 2)
    s.assert_graveyard_count("A", "Test Rat", 1)
    s.assert_graveyard_count("A", "Test Scavenger", 1)


def test_meld_without_the_partner_leaves_it_in_exile_701_37c() -> None:
    s = Scenario(cards=_meld_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Rat")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Scavenger")  # not A's: can't be melded
    s.activate_ability(1, M, "A", "{1}: Exile Test Rat")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Test Rat", 1)
    s.assert_permanent_count("B", "Test Scavenger", 1)
    s.assert_permanent_count("A", "Test Host", 0)


def test_613_7g_transforming_gives_a_new_timestamp() -> None:
    """613.7g: a transforming double-faced permanent receives a new timestamp each time it
    transforms: Sinuous Predator's is later than Grizzly Bears's, which entered after Kessig
    Prowler."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, M, "A", "Grizzly Bears")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{4}{G}: Transform")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state
    stamp = {st.objects[o].card.name: st.objects[o].timestamp for o in st.battlefield}
    assert stamp["Sinuous Predator"] > stamp["Grizzly Bears"]
