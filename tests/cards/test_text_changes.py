"""Text-changing effects (612; layer 3, 613.1c; rules/text_changes.py): Sleight of Mind,
Magical Hack, Artificial Evolution and Crystal Spray compiled from their Oracle text and
played, with exact figures."""

from __future__ import annotations

from functools import lru_cache

import pytest
import yaml

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import face

_CHANGE = "Change the text of target spell or permanent by replacing all instances of "
_CARDS = {
    "Sleight of Mind": ("{U}", "Instant", _CHANGE + "one color word with another. (For example, "
                        "you may change \"target black spell\" to \"target blue spell.\" This "
                        "effect lasts indefinitely.)", None),
    "Magical Hack": ("{U}", "Instant", _CHANGE + "one basic land type with another. (For "
                     "example, you may change \"swampwalk\" to \"plainswalk.\" This effect "
                     "lasts indefinitely.)", None),
    "Artificial Evolution": ("{U}", "Instant", _CHANGE + "one creature type with another. The "
                             "new creature type can't be Wall. (This effect lasts "
                             "indefinitely.)", None),
    "Crystal Spray": ("{2}{U}", "Instant", _CHANGE + "one color word with another or one basic "
                      "land type with another until end of turn.\nDraw a card.", None),
    "Bog Wraith": ("{3}{B}", "Creature — Wraith", "Swampwalk (This creature can't be blocked as "
                   "long as defending player controls a Swamp.)", ("3", "3")),
    "Test Hunter": ("{2}{B}", "Creature — Human", "At the beginning of your upkeep, destroy "
                    "target black creature.", ("1", "1")),
    "Test Martyr": ("{B}", "Creature — Human", "When Test Martyr dies, destroy target black "
                    "creature.", ("1", "1")),
    "Test Shield": ("{W}", "Enchantment", "Prevent all damage that red sources would deal to "
                    "you.", None),
    "Test Gate": ("{W}", "Enchantment", "Red creatures can't attack.", None),
    "Test Aura": ("{W}", "Enchantment — Aura", "Enchant nonblack creature\nEnchanted creature "
                  "gets +1/+1.", None),
    "Test Ward": ("{W}", "Instant", "Target creature gains protection from black until end of "
                  "turn.", None),
}


@lru_cache(maxsize=1)
def _db() -> CardDatabase:
    return _new_db()


def _new_db() -> CardDatabase:
    db = CardDatabase.builtin()
    dsl = []
    for name, (cost, type_line, text, pt) in _CARDS.items():
        extra = {"power": pt[0], "toughness": pt[1]} if pt else {}
        atomic = parse_atomic({name: [face(name, type_line, cost=cost, text=text, **extra)]})
        done = compile_card(atomic[name])
        assert done.supported, (name, [str(r) for r in done.reasons])
        dsl.append(done.dsl)
    db.load_file("text_changes.yaml", text=yaml.safe_dump(dsl))
    return db


def _scenario() -> Scenario:
    return Scenario(cards=_db())


def test_612_compiled_dsl() -> None:
    db = _db()
    sleight = db.source_dsl("Sleight of Mind")
    assert sleight is not None
    assert sleight["spell"] == {"targets": [{"kind": "spell_or_permanent"}],
                                "effects": [{"change_text": {"what": "target",
                                                             "words": "color"}}]}
    evo = db.source_dsl("Artificial Evolution")
    assert evo is not None
    assert evo["spell"]["effects"] == [{"change_text": {"what": "target",
                                                        "words": "creature_type",
                                                        "not_to": ["Wall"]}}]
    spray = db.source_dsl("Crystal Spray")
    assert spray is not None
    assert spray["spell"]["effects"] == [
        {"change_text": {"what": "target", "words": "color_or_land_type",
                         "until": "end_of_turn"}}, {"draw": {"count": 1}}]


def test_612_1_sleight_of_mind_protection_from_black_becomes_blue_then_doom_blade() -> None:
    """612.1, 613.1c, 702.16b: White Knight's "protection from black" becomes "protection from
    blue": a black spell can target it now; its name and colour stay (612.2, 105.2)."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["White Knight"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Blue")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "B", "White Knight", ["First strike", "Protection from blue"]))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_color("White Knight", ["White"]))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["White Knight"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "White Knight", 0)
    s.assert_graveyard_count("B", "White Knight", 1)
    s.assert_graveyard_count("B", "Doom Blade", 1)


def test_612_1_without_the_change_doom_blade_cant_target_white_knight() -> None:
    """702.16b: the control case: protection from black, Doom Blade can't target it."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["White Knight"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_612_1_blocked_by_a_black_creature_after_the_change() -> None:
    """702.16e-f, 509.1b: with "protection from blue" White Knight can be blocked by the black
    Bog Wraith: first strike 2 to the 3/3 Wraith, the Wraith's 3 kills the 2/2 Knight."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Bog Wraith")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["White Knight"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Blue")
    s.attack(1, "A", "White Knight")
    s.block(1, "B", "Bog Wraith", "White Knight")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "White Knight", 1)
    s.assert_damage("Bog Wraith", 2)


def test_612_1_a_spell_on_the_stack_doom_blade_nonblack_becomes_nongreen() -> None:
    """612.1, 608.2b: Sleight of Mind on Doom Blade on the stack: "destroy target nongreen
    creature"; its target, Grizzly Bears, is illegal as it resolves, so it does nothing."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Doom Blade"],
                 responding_to="Doom Blade")
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Doom Blade", 1)


def test_612_1_doom_blade_unchanged_destroys_the_bears() -> None:
    """The control case of the test above: nothing changed, the Bears are destroyed."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_612_2_magical_hack_swampwalk_becomes_islandwalk() -> None:
    """612.2, 702.14c: Magical Hack on Bog Wraith (Swamp -> Island): islandwalk; B controls an
    Island, so the Wraith can't be blocked and deals 3."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Magical Hack")
    s.add_card(Zone.BATTLEFIELD, "A", "Bog Wraith")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Magical Hack", targets=["Bog Wraith"])
    s.set_choice("A", "Swamp")
    s.set_choice("A", "Island")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities("A", "Bog Wraith",
                                                                 ["Islandwalk"]))
    s.attack(1, "A", "Bog Wraith")
    s.block(1, "B", "Grizzly Bears", "Bog Wraith")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_612_2_305_6_magical_hack_on_a_swamp_taps_for_blue() -> None:
    """612.2, 305.6, 305.7: a Swamp changed to an Island is an Island and taps for {U} (not
    {B}): it pays for Sleight of Mind."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Magical Hack")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Magical Hack", targets=["Swamp"])
    s.set_choice("A", "Swamp")
    s.set_choice("A", "Island")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_subtype("Swamp", "Island"))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_subtype("Swamp", "Swamp", False))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Sleight of Mind", targets=["White Knight"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Red")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Sleight of Mind", 1)
    s.assert_abilities("B", "White Knight", ["First strike", "Protection from red"])
    s.assert_tapped("Swamp")


def test_612_1_113_7a_a_triggered_ability_resolves_with_the_new_word() -> None:
    """612.1, 603.3, 113.7a: B's Test Hunter's upkeep trigger ("destroy target black
    creature") changed to "target green creature" targets and destroys Grizzly Bears; the
    black Bog Wraith is no legal target."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bog Wraith")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Hunter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Hunter"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Bog Wraith", 1)


def test_612_3_a_granted_ability_is_not_changed() -> None:
    """612.3: "protection from black" granted by Test Ward (layer 6) stays "from black" when
    Sleight of Mind changes black to blue in Grizzly Bears's text, even with a later
    timestamp (layer 3 comes first, 613.1c)."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Test Ward")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Ward", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Grizzly Bears"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Blue")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["Protection from black"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()


@pytest.mark.parametrize(("first", "second", "expected"), [
    (("Black", "Green"), ("Green", "Red"), "Protection from red"),
    (("Green", "Red"), ("Black", "Green"), "Protection from green"),
])
def test_613_7_two_text_changes_apply_in_timestamp_order(
        first: tuple[str, str], second: tuple[str, str], expected: str) -> None:
    """613.7, 613.7b, 613.1c: two Sleights of Mind on White Knight, each effect timestamped as
    it is created (613.7b), apply in timestamp order: black ->
    green then green -> red gives "protection from red"; green -> red (nothing to change) then
    black -> green gives "protection from green". (Not blue: the second Sleight of Mind, a
    blue spell, couldn't target a creature with protection from blue, 702.16b.)"""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Sleight of Mind", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["White Knight"])
    s.set_choice("A", first[0])
    s.set_choice("A", first[1])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["White Knight"])
    s.set_choice("A", second[0])
    s.set_choice("A", second[1])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("B", "White Knight", ["First strike", expected])


def test_612_2_artificial_evolution_changes_a_lord_and_its_type_line() -> None:
    """612.2, 613.1c before 613.4c: Lord of Atlantis ("Other Merfolk get +1/+1 and have
    islandwalk") with Merfolk changed to Elf pumps Llanowar Elves, not Merfolk of the Pearl
    Trident; its own type line says Elf; its name stays."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Artificial Evolution")
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of Atlantis")
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk of the Pearl Trident")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Artificial Evolution",
                 targets=["Lord of Atlantis"])
    s.set_choice("A", "Merfolk")
    s.set_choice("A", "Elf")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_abilities("A", "Llanowar Elves", ["Islandwalk"])
    s.assert_power_toughness("A", "Merfolk of the Pearl Trident", 1, 1)
    s.assert_subtype("Lord of Atlantis", "Elf")
    s.assert_subtype("Lord of Atlantis", "Merfolk", False)
    s.assert_permanent_count("A", "Lord of Atlantis", 1)


def test_612_artificial_evolution_the_new_type_cant_be_wall() -> None:
    """Artificial Evolution: "The new creature type can't be Wall": Wall isn't offered, so
    the answer doesn't fit the decision."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Artificial Evolution")
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of Atlantis")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Artificial Evolution",
                 targets=["Lord of Atlantis"])
    s.set_choice("A", "Merfolk")
    s.set_choice("A", "Wall")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Lord of Atlantis", "Wall", False)


def test_611_2a_crystal_spray_lasts_until_end_of_turn() -> None:
    """611.2a, 514.2: Crystal Spray's change ends in the cleanup step: White Knight has
    protection from green this turn, protection from black on the next; A drew a card."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Crystal Spray")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crystal Spray", targets=["White Knight"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "B", "White Knight", ["First strike", "Protection from green"]))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_hand_count("A", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("B", "White Knight", ["First strike", "Protection from black"])


def test_603_10a_612_a_dies_trigger_looks_back_to_the_changed_text() -> None:
    """603.10a, 612.1: Test Martyr's "When ~ dies, destroy target black creature" changed to
    "green" triggers as it had that text when it left: it destroys Grizzly Bears, not the black
    Bog Wraith."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Martyr")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Bog Wraith")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Martyr"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Test Martyr"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Test Martyr", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Bog Wraith", 1)


def test_612_113_7a_a_changed_trigger_on_the_stack_is_saved_copied_and_loaded() -> None:
    """113.7a, 612: the upkeep trigger of a changed Test Hunter on the stack keeps its text
    changes through copy() and to_json()/from_json() (saved the same), and resolves from the
    loaded game with the new word."""
    from mtg_engine.actions import ChoiceDecision, Choose, PassPriority
    from mtg_engine.game import Game

    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bog Wraith")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Hunter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Hunter"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()
    (trigger,) = g.state.stack
    assert g.state.objects[trigger].text_changes == (("color", "B", "G"),)
    for other in (g.copy(), Game.from_json(g.to_json(), _db())):
        assert other.to_json() == g.to_json()
    loaded = Game.from_json(g.to_json(), _db())
    d = loaded.state.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "target"
    bears = next(o for o in loaded.state.battlefield
                 if loaded.state.objects[o].card.name == "Grizzly Bears")
    assert d.options == (bears,)  # (not the black Bog Wraith)
    loaded.apply(Choose((bears,)))
    while loaded.state.stack:
        loaded.apply(PassPriority())
    names = {loaded.state.objects[o].card.name for o in loaded.state.battlefield}
    assert "Grizzly Bears" not in names and "Bog Wraith" in names


@pytest.mark.parametrize(("change", "life"), [(None, 20), (("Red", "Green"), 17)])
def test_612_1_615_a_prevention_effect_of_the_changed_text(
        change: tuple[str, str] | None, life: int) -> None:
    """612.1, 615.1: Test Shield's "Prevent all damage that red sources would deal to you"
    prevents Lightning Bolt's 3; changed to "green sources" it doesn't."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Shield")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    if change is not None:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Shield"])
        s.set_choice("A", change[0])
        s.set_choice("A", change[1])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", life)


def test_612_1_508_1c_a_restriction_of_the_changed_text() -> None:
    """612.1, 508.1c: Test Gate's "Red creatures can't attack" changed to "Blue creatures":
    B's red Monastery Swiftspear (haste) attacks for 1."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Gate")
    s.add_card(Zone.BATTLEFIELD, "B", "Monastery Swiftspear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Gate"])
    s.set_choice("A", "Red")
    s.set_choice("A", "Blue")
    s.attack(2, "B", "Monastery Swiftspear")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)


def test_508_1c_the_restriction_unchanged_stops_the_attack() -> None:
    """The control case: "Red creatures can't attack" stops Monastery Swiftspear."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Gate")
    s.add_card(Zone.BATTLEFIELD, "B", "Monastery Swiftspear")
    s.attack(2, "B", "Monastery Swiftspear")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_612_4_612_2a_a_changed_token_maker_creates_the_changed_token() -> None:
    """612.4, 612.2a: Doomed Traveler's "When ~ dies, create a 1/1 white Spirit creature token
    with flying", changed white -> black and Spirit -> Bat, creates a 1/1 black flying Bat
    named Bat Token; saved and loaded, it is the same token."""
    from mtg_engine.game import Game

    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.HAND, "A", "Artificial Evolution")
    s.add_card(Zone.BATTLEFIELD, "A", "Doomed Traveler")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Doomed Traveler"])
    s.set_choice("A", "White")
    s.set_choice("A", "Black")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Artificial Evolution",
                 targets=["Doomed Traveler"])
    s.set_choice("A", "Spirit")
    s.set_choice("A", "Bat")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Doomed Traveler"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bat Token", 1)
    s.assert_permanent_count("A", "Spirit Token", 0)
    s.assert_color("Bat Token", ["Black"])
    s.assert_subtype("Bat Token", "Bat")
    s.assert_subtype("Bat Token", "Spirit", False)
    s.assert_abilities("A", "Bat Token", ["Flying"])
    s.assert_power_toughness("A", "Bat Token", 1, 1)
    g = s.game
    loaded = Game.from_json(g.to_json(), _new_db())  # (a database that never saw the token)
    assert loaded.to_json() == g.to_json()


def test_612_1_704_5m_enchant_nonblack_becomes_nongreen() -> None:
    """612.1, 303.4, 704.5m: Test Aura ("Enchant nonblack creature") on Grizzly Bears (3/3
    with it); changed to "Enchant nongreen creature", it is attached to an illegal object and
    is put into its owner's graveyard: the Bears are 2/2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.HAND, "A", "Test Aura")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Aura", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears",
                                                                       3, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Aura"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Test Aura", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_612_2_artificial_evolution_on_artificial_evolution_changes_its_wall() -> None:
    """612.2, 205.3m: Artificial Evolution (the second) changes the first, on the stack, Wall ->
    Elf: "The new creature type can't be Elf"; the first then makes Lord of Atlantis a Wall
    lord (Merfolk -> Wall), which its own text no longer forbids."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Artificial Evolution", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of Atlantis")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Artificial Evolution",
                 targets=["Lord of Atlantis"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Artificial Evolution",
                 targets=["Artificial Evolution"], responding_to="Artificial Evolution")
    for answer in ("Wall", "Elf", "Merfolk", "Wall"):
        s.set_choice("A", answer)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Lord of Atlantis", "Wall")
    s.assert_subtype("Lord of Atlantis", "Merfolk", False)


def test_612_a_bad_text_change_in_the_dsl_is_refused() -> None:
    """Bad input gets a clear error: a text change whose words aren't of its kind."""
    from mtg_engine.cards.dsl import CardFileError

    bad = """
- name: Bad Text
  cost: '{U}'
  type: Instant
  spell:
    targets: [{kind: permanent}]
    effects: [{continuous: {what: target, text_change: [color, B, Q]}}]
"""
    with pytest.raises(CardFileError, match="not a color"):
        CardDatabase().load_file("bad.yaml", text=bad)
    with pytest.raises(CardFileError, match="words: one of"):
        CardDatabase().load_file("bad.yaml", text=bad.replace(
            "continuous: {what: target, text_change: [color, B, Q]}",
            "change_text: {what: target, words: colour}"))


@pytest.mark.parametrize("bad", ['["color","B","Purple"]', '["colour","B","G"]',
                                 '["color","B"]'])
def test_612_a_saved_game_with_a_bad_text_change_is_refused_clearly(bad: str) -> None:
    """612: a saved game is checked before anything is built from it: a text change that
    isn't one the engine makes (an unknown word or kind, a short one) is refused with an error
    naming where it is; nothing is built."""
    import json

    from mtg_engine.game import Game

    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Mind")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Hunter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind", targets=["Test Hunter"])
    s.set_choice("A", "Black")
    s.set_choice("A", "Green")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()  # (the changed trigger on the stack, and the layer-3 effect)
    text = json.dumps(g.to_json(), separators=(",", ":"))
    assert '["color","B","G"]' in text
    with pytest.raises(ValueError, match="text_change") as err:
        Game.from_json(json.loads(text.replace('["color","B","G"]', bad)), _db())
    assert "corrupt saved game" in str(err.value)
