"""A small AtomicCards file for the format rules: 70 plain creatures, basic lands, and cards
with special legalities or deck limits."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase

ALL_FORMATS = {"modern": "Legal", "legacy": "Legal", "vintage": "Legal", "commander": "Legal",
               "pauper": "Legal"}


def card(name: str, type_line: str = "Creature — Bear", *, cost: str = "{1}{G}",
         identity: str = "G", text: str = "", legal: dict[str, str] | None = None,
         **extra: Any) -> list[dict[str, Any]]:
    left, _, right = type_line.partition(" — ")
    supers = [w for w in left.split() if w in ("Basic", "Legendary", "Snow")]
    d: dict[str, Any] = {"name": name, "type": type_line, "layout": "normal",
                         "supertypes": supers, "types": [w for w in left.split() if w not in supers],
                         "subtypes": right.split(), "colors": list(identity),
                         "colorIdentity": list(identity), "manaCost": cost,
                         "legalities": dict(ALL_FORMATS if legal is None else legal)}
    if "Creature" in type_line:
        d["power"], d["toughness"] = "2", "2"
    if text:
        d["text"] = text
    d.update(extra)
    return [d]


def build_cards() -> dict[str, list[dict[str, Any]]]:
    cards = {f"Bear {i}": card(f"Bear {i}") for i in range(1, 71)}
    for land, c in (("Forest", "G"), ("Island", "U")):
        cards[land] = card(land, f"Basic Land — {land}", cost="", identity=c,
                           text=f"({{T}}: Add {{{c}}}.)")
    cards["Blue Bear"] = card("Blue Bear", cost="{1}{U}", identity="U")
    cards["Banned Bear"] = card("Banned Bear", legal={**ALL_FORMATS, "modern": "Banned"})
    cards["Old Bear"] = card("Old Bear", legal={"vintage": "Legal", "legacy": "Legal"})
    cards["Restricted Bear"] = card("Restricted Bear", legal={**ALL_FORMATS,
                                                              "vintage": "Restricted"})
    cards["Rat Pack"] = card("Rat Pack", text="A deck can have any number of cards named "
                             "Rat Pack.", hasAlternativeDeckLimit=True)
    cards["Seven Bears"] = card("Seven Bears", text="A deck can have up to seven cards named "
                                "Seven Bears.", hasAlternativeDeckLimit=True)
    cards["Bear King"] = card("Bear King", "Legendary Creature — Bear", cost="{2}{G}")
    cards["Bear Queen"] = card("Bear Queen", "Legendary Creature — Bear", cost="{2}{U}",
                               identity="U", text="Partner", keywords=["Partner"])
    cards["Bear Prince"] = card("Bear Prince", "Legendary Creature — Bear", cost="{2}{G}",
                                text="Partner", keywords=["Partner"])
    cards["Epic Bear"] = card("Epic Bear", text="Epic")
    return cards


@pytest.fixture
def card_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    p = tmp_path / "AtomicCards.json"
    p.write_text(json.dumps({"data": build_cards()}), "utf-8")
    return p


@pytest.fixture
def db(card_file: Path) -> CardDatabase:
    return CardDatabase.load(card_file)
