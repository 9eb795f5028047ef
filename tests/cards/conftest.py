"""Shared fixtures: the MTGJSON file of ../shared (loaded once per test session, skipped when
absent) and small AtomicCards files written by the tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.core.mana import ManaCost
from tests.conftest import SHARED_ATOMIC  # noqa: F401  (imported from here by test modules)


def face(name: str, type_line: str, *, cost: str = "", text: str = "", power: str | None = None,
         toughness: str | None = None, layout: str = "normal", **extra: Any) -> dict[str, Any]:
    """One MTGJSON face, with the fields derived from the type line as MTGJSON writes them."""
    left, _, right = type_line.partition(" — ")
    supers = [w for w in left.split() if w in ("Basic", "Legendary", "Snow", "World")]
    types = [w for w in left.split() if w not in supers]
    colors = sorted({c for c in "WUBRG" if "{" + c in cost or "/" + c in cost})
    d: dict[str, Any] = {"name": name, "type": type_line, "types": types, "supertypes": supers,
                         "subtypes": right.split(), "layout": layout, "colors": colors,
                         "colorIdentity": colors,
                         "manaValue": float(ManaCost.parse(cost).mana_value),
                         "legalities": {"modern": "Legal", "legacy": "Legal", "vintage": "Legal",
                                        "commander": "Legal"}}
    if cost:
        d["manaCost"] = cost
    if text:
        d["text"] = text
    if power is not None:
        d["power"], d["toughness"] = power, toughness
    d.update(extra)
    return d


FIXTURE_CARDS: dict[str, list[dict[str, Any]]] = {
    "Test Hawk": [face("Test Hawk", "Creature — Bird", cost="{1}{W}",
                       text="Flying (This creature can't be blocked except by creatures with "
                            "flying or reach.)", power="2", toughness="1",
                       keywords=["Flying"])],
    "Test Bear": [face("Test Bear", "Creature — Bear", cost="{1}{G}", power="2", toughness="2")],
    "Test Spider": [face("Test Spider", "Creature — Spider", cost="{3}{G}", text="Reach",
                         power="1", toughness="3")],
    "Test Charm": [face("Test Charm", "Instant", cost="{1}{W}",
                        text="Choose one —\n• Test Charm deals 2 damage to any target.\n"
                             "• You gain 3 life.")],
    "Test Lynx": [face("Test Lynx", "Creature — Cat", cost="{W}", power="0", toughness="1",
                       text="Landfall — Whenever a land enters the battlefield under your "
                            "control, Test Lynx gets +2/+2 until end of turn.")],
    "Test Wings": [face("Test Wings", "Enchantment — Aura", cost="{1}{U}",
                        text="Enchant creature\nEnchanted creature gets +1/+1 and has flying.")],
    "Test Alarm": [face("Test Alarm", "Instant", cost="{1}{W}",
                        text="Create two 1/1 white Soldier creature tokens.")],
    "Test Spores": [face("Test Spores", "Sorcery", cost="{G}",
                         text="Create two 1/1 green Saproling creature tokens.")],
    "Test Goblins": [face("Test Goblins", "Sorcery", cost="{R}",
                          text="Create a 1/1 red Goblin creature token.")],
    "Test Hasty Goblins": [face("Test Hasty Goblins", "Sorcery", cost="{R}",
                                text="Create a 1/1 red Goblin creature token with haste.")],
    "Test Knight": [face("Test Knight", "Creature — Human Knight", cost="{W}{W}",
                         text="First strike, vigilance", power="2", toughness="2")],
    "Test Brute": [face("Test Brute", "Creature — Goblin", cost="{2}{R}", text="Epic",
                        power="3", toughness="2")],
    "Test Spear": [face("Test Spear", "Instant", cost="{1}{R}",
                        text="Test Spear deals 3 damage to any target.")],
    "Test Seer": [face("Test Seer", "Creature — Human Wizard", cost="{2}{U}",
                       text="When Test Seer enters the battlefield, draw a card.",
                       power="2", toughness="2")],
    "Test Pinger": [face("Test Pinger", "Creature — Human Wizard", cost="{1}{R}",
                         text="{T}: Test Pinger deals 1 damage to any target.",
                         power="1", toughness="1")],
    "Test Dual": [face("Test Dual", "Land — Mountain Forest",
                       text="({T}: Add {R} or {G}.)")],
    "Test Banner": [face("Test Banner", "Enchantment", cost="{2}{W}",
                         text="Creatures you control get +1/+1.")],
    "Fire // Ice": [face("Fire", "Instant", cost="{1}{R}", layout="split", side="a",
                         faceName="Fire", text="Fire deals 2 damage divided as you choose "
                         "among one or two targets."),
                    face("Ice", "Instant", cost="{1}{U}", layout="split", side="b",
                         faceName="Ice", text="Tap target permanent.\nDraw a card.")],
    "Test Star": [face("Test Star", "Creature — Avatar", cost="{3}{G}", power="*",
                       toughness="1+*", text="Test Star's power is equal to the number of "
                       "cards in your hand.")],
}
for _name, _faces in FIXTURE_CARDS.items():
    for _f in _faces:
        _f["name"] = _name


def write_atomic(path: Path, cards: dict[str, list[dict[str, Any]]]) -> Path:
    path.write_text(json.dumps({"meta": {"version": "test"}, "data": cards}), "utf-8")
    return path


@pytest.fixture
def fixture_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    return write_atomic(tmp_path / "AtomicCards.json", FIXTURE_CARDS)


@pytest.fixture
def fixture_db(fixture_file: Path) -> CardDatabase:
    return CardDatabase.load(fixture_file)


# (`shared_atomic` and `real_db`, the shared AtomicCards file loaded once per session, are in
# tests/conftest.py: every directory's tests share the one load)


def assert_compiled(db: CardDatabase, *names: str) -> None:
    """Each card is compiled from its Oracle text (not built in) and supported."""
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])
