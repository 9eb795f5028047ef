"""Static abilities that forbid: activating abilities (602.5: "its activated abilities can't be
activated", Arrest; "activated abilities of creatures your opponents control can't be
activated", Linvala, Keeper of Silence), mana abilities included unless the text excepts them
(605.1a; Faith's Fetters); countering spells (101.2: "creature spells can't be countered",
Gaea's Herald). Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.static_lowering import grammar_static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_602_5_read() -> None:
    assert grammar_static("Enchanted creature can't attack or block, and its activated "
                          "abilities can't be activated.") == {
        "anthem": {"affects": "enchanted", "keywords": ["can't attack", "can't block"],
                   "no_activation": "all"}}
    assert grammar_static("Enchanted permanent can't attack or block, and its activated "
                          "abilities can't be activated unless they're mana abilities.") == {
        "anthem": {"affects": "enchanted", "keywords": ["can't attack", "can't block"],
                   "no_activation": "nonmana"}}
    assert grammar_static("Activated abilities of artifacts can't be activated.") == {
        "anthem": {"filter": {"types": ["Artifact"]}, "no_activation": "all"}}


@pytest.mark.parametrize(("text", "f"), [
    ("Creature spells you control can't be countered.",
     {"types": ["Creature"], "controller": "you"}),
    ("Instant and sorcery spells you control can't be countered.",
     {"types": ["Instant", "Sorcery"], "controller": "you"}),
    ("Sliver spells can't be countered.", {"subtypes": ["Sliver"]}),
    ("Noncreature spells you control can't be countered.",
     {"not_types": ["Creature"], "controller": "you"}),
])
def test_101_2_read(text: str, f: dict) -> None:
    assert grammar_static(text) == {"spells_cant_be_countered": {"filter": f}}
    assert grammar_static("Instant, sorcery, and Dragon spells you control can't be "
                          "countered.") is None  # a type or a subtype: no one filter says it


def _pinger(db: CardDatabase, aura: str | None) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    if aura:
        s.add_card(Zone.BATTLEFIELD, "A", aura, attached_to="Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    return s


@pytest.mark.parametrize("aura", ["Arrest", "Faith's Fetters"])
def test_602_5_arrest_stops_the_pinger(real_db: CardDatabase, aura: str) -> None:
    """B's Prodigal Pyromancer ("{T}: ~ deals 1 damage to any target") under A's Arrest (or
    Faith's Fetters: its {T} ability is not a mana ability) can't activate it: A stays at 20;
    without the Aura A goes to 19."""
    s = _pinger(real_db, aura)
    with pytest.raises(ScenarioError, match=r"602\.5"):
        s.execute()
    s.assert_life("A", 20)
    s = _pinger(real_db, None)
    s.execute()
    s.assert_life("A", 19)


def _elves(db: CardDatabase, permanent: str | None) -> Scenario:
    s = Scenario(cards=db)
    if permanent:
        s.add_card(Zone.BATTLEFIELD, "A", permanent)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    return s


def test_602_5_linvala_stops_mana_abilities_too(real_db: CardDatabase) -> None:
    """A's Linvala, Keeper of Silence: B's Llanowar Elves can't tap for mana (a mana ability
    is an activated ability, 605.1a): with one Forest B can't cast Grizzly Bears ({1}{G}).
    Without Linvala B casts it."""
    s = _elves(real_db, "Linvala, Keeper of Silence")
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s = _elves(real_db, None)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_605_1a_faiths_fetters_lets_mana_abilities_be_activated(
        real_db: CardDatabase) -> None:
    """Faith's Fetters on B's Llanowar Elves: "unless they're mana abilities", so B taps it and
    a Forest for Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Faith's Fetters", attached_to="Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def _countered(db: CardDatabase, herald: bool, caster: str) -> Scenario:
    other = "B" if caster == "A" else "A"
    s = Scenario(cards=db)
    if herald:
        s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Herald")
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 2)
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, other, "Island", 2)
    s.add_card(Zone.HAND, other, "Counterspell")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Grizzly Bears")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, other, "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(turn, Step.END_TURN)
    return s


@pytest.mark.parametrize("caster", ["A", "B"])
def test_101_2_gaeas_herald_creature_spells_cant_be_countered(real_db: CardDatabase,
                                                             caster: str) -> None:
    """Gaea's Herald (A's): creature spells can't be countered, anyone's: Counterspell on
    Grizzly Bears does nothing to it (the Bears enter; Counterspell goes to the graveyard).
    Without the Herald the Bears are countered."""
    s = _countered(real_db, True, caster)
    s.execute()
    s.assert_permanent_count(caster, "Grizzly Bears", 1)
    s.assert_graveyard_count("B" if caster == "A" else "A", "Counterspell", 1)
    s = _countered(real_db, False, caster)
    s.execute()
    s.assert_permanent_count(caster, "Grizzly Bears", 0)
    s.assert_graveyard_count(caster, "Grizzly Bears", 1)


def test_115_4_dense_foliage_stops_spells_not_abilities(real_db: CardDatabase) -> None:
    """Dense Foliage: creatures can't be the targets of spells. A's Shock can't target B's
    Grizzly Bears (refused; no damage), A's Prodigal Pyromancer's ability can (1 damage)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Dense Foliage")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", source="Prodigal Pyromancer",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Shock")


@pytest.mark.parametrize(("caster", "damage"), [("B", 0), ("A", 2)])
def test_115_4_canopy_cover_opponents_only(real_db: CardDatabase, caster: str,
                                           damage: int) -> None:
    """Canopy Cover on A's Grizzly Bears: it can't be the target of spells or abilities A's
    opponents control. B's Shock is refused (no damage); A's own Shock deals 2 (it dies)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Canopy Cover", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain")
    s.add_card(Zone.HAND, caster, "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, caster, "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    if caster == "B":
        with pytest.raises(ScenarioError, match="Shock"):
            s.execute()
        s.assert_damage("Grizzly Bears", 0)
    else:
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
