"""CardDatabase with MTGJSON data: precedence, lazy compilation, lookups, the default database."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards import database
from mtg_engine.cards.database import (
    CardDatabase,
    UnknownCardError,
    UnsupportedCardError,
    default_database,
)
from mtg_engine.cards.mtgjson import MTGJSONError

from .conftest import FIXTURE_CARDS, face, write_atomic


def test_builtin_cards_take_precedence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    builtin_bolt = CardDatabase.builtin().get("Lightning Bolt")
    cards = {"Lightning Bolt": [face("Lightning Bolt", "Instant", cost="{R}",
                                     text="Lightning Bolt deals 30 damage to any target.")]}
    db = CardDatabase.load(write_atomic(tmp_path / "c.json", cards))
    assert db.is_builtin("Lightning Bolt")
    assert db.get("Lightning Bolt") == builtin_bolt
    assert db.printed("Lightning Bolt").front.text.endswith("30 damage to any target.")  # type: ignore[union-attr]


def test_compiled_lazily_and_once(fixture_db: CardDatabase) -> None:
    assert fixture_db._compiled == {}
    hawk = fixture_db.get("test hawk")  # names compare case-insensitively
    assert list(fixture_db._compiled) == ["test hawk"]
    assert fixture_db.get("Test Hawk") is hawk
    assert hawk.name == "Test Hawk"


def test_lookups(fixture_db: CardDatabase) -> None:
    assert "Test Hawk" in fixture_db
    assert "Fire" in fixture_db  # a face name
    assert "Test Brute" in fixture_db  # known, though unsupported
    assert "Nothing Such" not in fixture_db
    # Fire // Ice is both a built-in card and in the data: one name
    assert len(fixture_db) == len(CardDatabase.builtin()) + len(FIXTURE_CARDS) - 1
    ice = fixture_db.get("Ice")  # a face name: that face (cards/faces.py)
    assert (ice.name, ice.face_of, ice.face_index) == ("Ice", "Fire // Ice", 1)
    assert fixture_db.get("Fire // Ice").faces[1] is ice
    assert fixture_db.printed("Ice").name == "Fire // Ice"  # type: ignore[union-attr]
    with pytest.raises(UnknownCardError, match="did you mean 'Test Hawk'"):
        fixture_db.get("Test Hwak")
    with pytest.raises(KeyError):
        fixture_db.get("Nothing Such At All")


def test_tokens_of_the_data_without_compiling_their_card(fixture_db: CardDatabase) -> None:
    """A saved game names its tokens: a token with one definition in the data is found even
    before the card that makes it is compiled."""
    assert fixture_db._compiled == {}
    sap = fixture_db.token("Saproling Token")
    assert (sap.power, sap.toughness, sap.colors, sap.is_token) == (1, 1, "G", True)
    with pytest.raises(UnknownCardError):
        fixture_db.token("Goblin Token")  # two definitions in the data


def test_iteration_yields_supported_cards(fixture_db: CardDatabase) -> None:
    names = {c.name for c in fixture_db}
    assert {"Test Hawk", "Test Bear", "Test Spear", "Grizzly Bears"} <= names
    assert not {"Test Brute", "Test Star"} & names


def test_default_database_reads_the_environment(fixture_file: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "_DEFAULT", None)
    monkeypatch.setenv("MTG_ENGINE_CARDS", str(fixture_file))
    db = default_database()
    assert default_database() is db  # once per process
    assert db.get("Test Bear").power == 2
    assert db.get("Grizzly Bears").power == 2


def test_default_database_without_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "_DEFAULT", None)
    monkeypatch.delenv("MTG_ENGINE_CARDS", raising=False)
    db = default_database()
    assert db.sources == []
    assert "Grizzly Bears" in db


def test_default_database_bad_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "_DEFAULT", None)
    monkeypatch.setenv("MTG_ENGINE_CARDS", str(tmp_path / "missing.json.gz"))
    with pytest.raises(MTGJSONError, match=r"missing\.json\.gz: can.t read the card file"):
        default_database()


def test_real_database(real_db: CardDatabase) -> None:
    assert real_db.get("Serra Angel").keywords == frozenset({"flying", "vigilance"})
    assert real_db.get("White Knight").keywords == frozenset({"first strike",
                                                              "protection from black"})
    with pytest.raises(UnsupportedCardError, match="keyword Epic"):
        real_db.get("Enduring Ideal")
    with pytest.raises(UnknownCardError, match="did you mean 'Lightning Bolt'"):
        real_db.get("Lightning Blot")
