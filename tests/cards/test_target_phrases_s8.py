"""Target phrases the Oracle reader now describes (oracle/phrases.describe), each checked on
the battlefield by rules/filters (115.1: a target must meet its requirement):
"target artifact creature" (both types, 205.2a: Chandler), "target legendary creature"
(205.4d: Kitsune Healer), "target attacking or blocking creature" (506.4: Fire at Will).
Real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.phrases import target_spec
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_reading() -> None:
    assert target_spec("artifact creature") == {
        "kind": "creature", "filter": {"all_types": ["Artifact", "Creature"]}}
    assert target_spec("legendary creature") == {
        "kind": "creature", "filter": {"supertypes": ["Legendary"]}}
    assert target_spec("attacking or blocking creature") == {
        "kind": "creature", "filter": {"in_combat": True}}


def _chandler(db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandler")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}{R}{R}, {T}:", targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_115_1_target_artifact_creature(real_db: CardDatabase) -> None:
    """Chandler destroys Ornithopter (an artifact creature); neither Grizzly Bears (a
    creature) nor Sol Ring (an artifact) is a legal target."""
    s = _chandler(real_db, "Ornithopter")
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    for other in ("Grizzly Bears", "Sol Ring"):
        with pytest.raises(ScenarioError):
            _chandler(real_db, other).execute()


def test_115_1_target_legendary_creature(real_db: CardDatabase) -> None:
    """Kitsune Healer's "{T}: Prevent all damage that would be dealt to target legendary
    creature this turn." can target Isamaru, not Grizzly Bears: Isamaru (2/2) survives a
    Lightning Bolt (damage 0 after the shield)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitsune Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Prevent all",
                       targets=["Isamaru, Hound of Konda"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Isamaru, Hound of Konda"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Isamaru, Hound of Konda", 1)
    s.assert_damage("Isamaru, Hound of Konda", 0)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitsune Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Prevent all",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_506_4_target_attacking_or_blocking_creature(real_db: CardDatabase) -> None:
    """Fire at Will ({R/W}{R/W}{R/W}, 3 damage divided among attacking or blocking
    creatures) cast by the defender during combat kills the attacking Grizzly Bears; cast in
    a main phase it has no legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Fire at Will")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "B", "Fire at Will", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Fire at Will")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Fire at Will", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_reading_a_subtype_as_the_noun() -> None:
    """205.3: "target Sliver" is a permanent with that subtype; "Goblin creature" a creature;
    two subtypes joined by "or" are a permanent with either (115.1, 205.3m: a filter's subtypes
    match any of them)."""
    assert target_spec("sliver") == {"kind": "permanent", "filter": {"subtypes": ["Sliver"]}}
    assert target_spec("goblin creature") == {"kind": "creature",
                                              "filter": {"subtypes": ["Goblin"]}}
    assert target_spec("elf or warrior") == {"kind": "permanent", "filter": {
        "subtypes": ["Elf", "Warrior"]}}


def _overlord(db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sliver Overlord")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Muscle Sliver")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}: Gain control", targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_613_1b_sliver_overlord_takes_a_sliver(real_db: CardDatabase) -> None:
    """Sliver Overlord's "{3}: Gain control of target Sliver." takes Muscle Sliver (A
    controls it, B no longer does); Grizzly Bears is not a legal target."""
    s = _overlord(real_db, "Muscle Sliver")
    s.execute()
    s.assert_permanent_count("A", "Muscle Sliver", 1)
    s.assert_permanent_count("B", "Muscle Sliver", 0)
    with pytest.raises(ScenarioError):
        _overlord(real_db, "Grizzly Bears").execute()


def test_a_list_of_types_is_not_an_artifact_creature(real_db: CardDatabase) -> None:
    """"artifact, creature, or land" (Enervate) is any of three types, not "artifact
    creature": the comma separates them."""
    # (any of the three types, 205.2a: phrases.describe reads the comma list too)
    assert target_spec("artifact, creature, or land") == {
        "kind": "permanent", "filter": {"types": ["Artifact", "Creature", "Land"]}}
    card = real_db.get("Enervate")
    assert card.spell is not None
    f = card.spell.targets[0].filter
    assert f is not None and not f.all_types and set(f.types) == {"Artifact", "Creature", "Land"}
