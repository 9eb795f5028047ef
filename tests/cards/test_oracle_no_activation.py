"""602.5: static abilities that forbid activating abilities ("its activated abilities can't be
activated", Arrest; "activated abilities of creatures your opponents control can't be
activated", Linvala, Keeper of Silence), mana abilities included unless the text excepts them
(605.1a; Faith's Fetters). Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import grammar_static
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
