"""The AtomicCards loader: fields, .json/.json.gz, errors, the on-disk cache."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

import pytest

from mtg_engine.cards import mtgjson
from mtg_engine.cards.mtgjson import MTGJSONError, load_atomic_cards, parse_atomic

from .conftest import FIXTURE_CARDS, face, write_atomic


def test_fields_of_a_fixture_card(fixture_file: Path) -> None:
    cards = load_atomic_cards(fixture_file)
    assert len(cards) == len(FIXTURE_CARDS)
    hawk = cards["Test Hawk"]
    assert hawk.layout == "normal"
    f = hawk.front
    assert (f.name, f.mana_cost, f.colors, f.type_line) == ("Test Hawk", "{1}{W}", "W",
                                                            "Creature — Bird")
    assert (f.types, f.subtypes, f.power, f.toughness) == (("Creature",), ("Bird",), "2", "1")
    assert f.keywords == ("Flying",)
    assert hawk.legality("modern") == "Legal"
    assert hawk.legality("standard") == "Not Legal"
    star = cards["Test Star"].front
    assert (star.power, star.toughness) == ("*", "1+*")


def test_multi_face_card(fixture_file: Path) -> None:
    fi = load_atomic_cards(fixture_file)["Fire // Ice"]
    assert fi.layout == "split"
    assert [x.name for x in fi.faces] == ["Fire", "Ice"]
    assert [x.side for x in fi.faces] == ["a", "b"]
    assert fi.type_line == "Instant // Instant"


def test_every_mana_symbol_and_loyalty(tmp_path: Path) -> None:
    cost = "{X}{2}{W}{U/B}{2/R}{G/P}{W/U/P}{C}{S}"
    data = {"Odd": [face("Odd", "Legendary Planeswalker — Test", cost=cost, loyalty="4",
                         colorIndicator=["G"], colorIdentity=["W", "U", "B", "R", "G"],
                         manaValue=10.0, leadershipSkills={"commander": True})]}
    card = parse_atomic(data)["Odd"]
    assert card.front.mana_cost == cost
    assert card.front.loyalty == "4"
    assert card.front.color_indicator == "G"
    assert card.color_identity == "WUBRG"
    assert card.front.supertypes == ("Legendary",)
    assert card.commander_ok is True
    assert card.front.mana_value == 10.0


def test_gzip_and_plain_json_read_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_ENGINE_NO_CACHE", "1")
    plain = write_atomic(tmp_path / "a.json", FIXTURE_CARDS)
    gz = tmp_path / "a.json.gz"
    with gzip.open(gz, "wt", encoding="utf-8") as fh:
        json.dump({"data": FIXTURE_CARDS}, fh)
    assert load_atomic_cards(plain) == load_atomic_cards(gz)


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "not valid JSON"),
    ('{"data": []}', "expected an AtomicCards object"),
    ('{"data": {"X": []}}', "card 'X': expected a non-empty list of faces"),
    ('{"data": {"X": [{"name": "X"}]}}', "card 'X' face 0: field 'type' is missing"),
    ('{"data": {"X": [{"type": "Instant", "manaValue": "lots"}]}}', "field 'manaValue'"),
])
def test_bad_files_name_the_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    content: str, message: str) -> None:
    monkeypatch.setenv("MTG_ENGINE_NO_CACHE", "1")
    p = tmp_path / "bad.json"
    p.write_text(content, "utf-8")
    with pytest.raises(MTGJSONError) as err:
        load_atomic_cards(p)
    assert str(p) in str(err.value)
    assert message in str(err.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(MTGJSONError, match="can't read the card file"):
        load_atomic_cards(tmp_path / "nope.json")


def test_cache_is_built_then_used_then_invalidated(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(cache))
    src = write_atomic(tmp_path / "cards.json", FIXTURE_CARDS)
    first = load_atomic_cards(src)
    entries = list(cache.glob("atomic-*.pickle"))
    assert len(entries) == 1
    # A new process (memo cleared) reads the cache, not the JSON.
    mtgjson._MEMO.clear()
    monkeypatch.setattr(mtgjson, "read_json", lambda p: pytest.fail("parsed the JSON again"))
    assert load_atomic_cards(src) == first
    monkeypatch.undo()
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(cache))
    # The source changes: a new entry, with the new content.
    smaller = {"Test Bear": FIXTURE_CARDS["Test Bear"]}
    write_atomic(src, smaller)
    os.utime(src, ns=(1, 1))
    mtgjson._MEMO.clear()
    assert list(load_atomic_cards(src)) == ["Test Bear"]
    assert len(list(cache.glob("atomic-*.pickle"))) == 2


def test_corrupt_cache_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(cache))
    src = write_atomic(tmp_path / "cards.json", FIXTURE_CARDS)
    load_atomic_cards(src)
    (entry,) = cache.glob("atomic-*.pickle")
    entry.write_bytes(b"garbage")
    mtgjson._MEMO.clear()
    assert len(load_atomic_cards(src)) == len(FIXTURE_CARDS)


def test_shared_file(shared_atomic: Path) -> None:
    cards = load_atomic_cards(shared_atomic)
    assert len(cards) == 23592
    assert sum(len(c.faces) for c in cards.values()) == 24042
    assert len(cards["Smelt // Herd // Saw"].faces) == 3
    assert len(cards["Who // What // When // Where // Why"].faces) == 5
    bolt = cards["Lightning Bolt"]
    assert (bolt.front.mana_cost, bolt.front.type_line, bolt.front.text) == (
        "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
    assert bolt.legality("modern") == "Legal"
    assert cards["Brisela, Voice of Nightmares"].layout == "meld"
    assert cards["Tarmogoyf"].front.power == "*"
    assert cards["Tarmogoyf"].front.toughness == "1+*"
    jace = cards["Jace, the Mind Sculptor"]
    assert jace.front.loyalty == "3"
    assert cards["Splinter Twin"].legality("modern") == "Banned"
    assert cards["Ancestral Recall"].legality("vintage") == "Restricted"
    assert cards["Ancestral Recall"].legality("modern") == "Not Legal"
    assert cards["Vault Skirge"].front.mana_cost == "{1}{B/P}"
