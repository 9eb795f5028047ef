"""101.2, 611.2a: "Target spell can't be countered." (Vexing Shusher): an effect on the spell
(effects/player_restrictions.v_uncounterable, rules/restrictions.uncounterable); "Spells you
control can't be countered this turn." read for the turn. Real cards of the shared MTGJSON file
(skipped without it), exact figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import face, write_atomic


def test_101_2_reading_uncounterable_sentences() -> None:
    ctx = Ctx(on_permanent=False)
    assert compile_effects(ctx, "Spells you control can't be countered this turn.") == [
        {"uncounterable_turn": {}}]
    ctx = Ctx(on_permanent=False)
    assert compile_effects(ctx, "Creature spells you cast this turn can't be countered.") == [
        {"uncounterable_turn": {"filter": {"types": ["Creature"]}}}]


def _bears_countered(real_db: CardDatabase, shush: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vexing Shusher")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    if shush:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R/G}:", source="Vexing Shusher",
                           targets=["Grizzly Bears"], responding_to="Counterspell")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_101_2_vexing_shusher_saves_the_bears(real_db: CardDatabase) -> None:
    """B counters A's Grizzly Bears; A answers with Vexing Shusher's ability on the Bears: it
    resolves first, Counterspell then does nothing to them: the Bears are on the battlefield,
    Counterspell in B's graveyard."""
    assert real_db.compiled("Vexing Shusher").supported
    s = _bears_countered(real_db, shush=True)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)


def test_101_2_without_the_shusher_the_bears_are_countered(real_db: CardDatabase) -> None:
    s = _bears_countered(real_db, shush=False)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def _veil_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CardDatabase:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    cards = {
        "Test Veil": [face("Test Veil", "Instant", cost="{G}",
                           text="Creature spells you cast this turn can't be countered.")],
        "Test Bear": [face("Test Bear", "Creature — Bear", cost="{1}{G}", power="2",
                           toughness="2")],
        "Test Growth": [face("Test Growth", "Instant", cost="{G}",
                             text="Target creature gets +3/+3 until end of turn.")],
        "Test Cancel": [face("Test Cancel", "Instant", cost="{U}{U}",
                             text="Counter target spell.")]}
    return CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))


@pytest.mark.parametrize(("spell", "countered"), [("Test Bear", False), ("Test Growth", True)])
def test_611_2a_creature_spells_uncounterable_this_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spell: str, countered: bool) -> None:
    """After "Creature spells you cast this turn can't be countered." resolves, A's creature
    spell cast later that turn isn't countered by B's Test Cancel (it stays on the stack and
    resolves); a noncreature spell is countered."""
    db = _veil_db(tmp_path, monkeypatch)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.HAND, "A", "Test Veil")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Test Cancel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Veil")
    targets = ["Test Bear"] if spell == "Test Growth" else []
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=targets)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Test Cancel", targets=[spell],
                 responding_to=spell)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Test Cancel", 1)
    if countered:
        s.assert_power_toughness("A", "Test Bear", 2, 2)
        s.assert_graveyard_count("A", "Test Growth", 1)
    else:
        s.assert_permanent_count("A", "Test Bear", 2)
