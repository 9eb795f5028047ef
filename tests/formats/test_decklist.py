"""Deck file formats: plain text, MTG Arena export, MTGO .dec, Forge .dck; errors name the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.formats.decklist import (
    DeckFileError,
    detect_format,
    load_deck,
    parse_deck_text,
    starter_deck,
)


def test_plain_text() -> None:
    deck = parse_deck_text("# burn\n4 Lightning Bolt\n4x Shock\n\n20 Mountain\nSideboard\n"
                           "2 Negate\n", "burn.txt")
    assert deck.file_format == "text"
    assert deck.main == [(4, "Lightning Bolt"), (4, "Shock"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Negate")]
    assert len(deck) == 28
    assert deck.name == "burn"
    assert [e.line for e in deck.entries] == [2, 3, 5, 7]


def test_arena_export() -> None:
    text = ("Commander\n1 Bear King (M21) 1\n\nDeck\n4 Lightning Bolt (M11) 149\n"
            "2 Fire // Ice (MH2) 290\n\nSideboard\n2 Negate (M20) 69\n")
    deck = parse_deck_text(text, "arena.txt")
    assert deck.file_format == "arena"
    assert deck.commander == [(1, "Bear King")]
    assert deck.main == [(4, "Lightning Bolt"), (2, "Fire // Ice")]
    assert deck.sideboard == [(2, "Negate")]
    bolt = deck.entries[1]
    assert (bolt.set_code, bolt.number, bolt.line) == ("M11", "149", 5)


def test_arena_without_headers_blank_line_starts_sideboard() -> None:
    deck = parse_deck_text("4 Lightning Bolt (M11) 149\n20 Mountain (M21) 270\n\n"
                           "2 Negate (M20) 69\n")
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Negate")]


def test_mtgo_dec() -> None:
    deck = parse_deck_text("// made in MTGO\n4 Lightning Bolt\n2 Fire/Ice\nSB: 3 Negate\n",
                           "deck.dec")
    assert deck.file_format == "mtgo"
    assert deck.main == [(4, "Lightning Bolt"), (2, "Fire // Ice")]
    assert deck.sideboard == [(3, "Negate")]


def test_forge_dck() -> None:
    text = ("[metadata]\nName=Bears Forever\n[Commander]\n1 Bear King|M21\n[Main]\n"
            "4 Lightning Bolt|M11|1\n20 Mountain\n[Sideboard]\n2 Negate|M20\n[Planes]\n"
            "1 Some Plane\n")
    deck = parse_deck_text(text, "bears.dck")
    assert deck.file_format == "forge"
    assert deck.name == "Bears Forever"
    assert deck.commander == [(1, "Bear King")]
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Negate")]
    assert deck.entries[1].set_code == "M11"


@pytest.mark.parametrize(("text", "source", "fmt"), [
    ("4 Bolt\n", "x.txt", "text"), ("4 Bolt\n", "x.dck", "forge"), ("[Main]\n4 Bolt\n", "x", "forge"),
    ("4 Bolt\n", "x.dec", "mtgo"), ("4 Bolt\nSB: 1 Bolt\n", "x", "mtgo"),
    ("4 Bolt (M11) 1\n", "x", "arena"),
])
def test_detect_format(text: str, source: str, fmt: str) -> None:
    assert detect_format(text, source) == fmt


@pytest.mark.parametrize(("text", "source", "message"), [
    ("4 Lightning Bolt\nLightning Bolt\n", "a.txt",
     "a.txt:2: expected 'COUNT CARD NAME', got 'Lightning Bolt'"),
    ("0 Lightning Bolt\n", "a.txt", "a.txt:1: the count must be positive, got 0"),
    ("SB: Negate\n", "a.dec", "a.dec:1: expected 'COUNT CARD NAME', got 'Negate'"),
    ("4 Lightning Bolt|M11\n", "a.dck", "a.dck:1: expected a section such as [Main] before"),
    ("[metadata]\nBears\n", "a.dck", "a.dck:2: expected 'Key=Value' in [metadata], got 'Bears'"),
    ("[Main]\nfour Bolts\n", "a.dck", "a.dck:2: expected 'COUNT CARD NAME', got 'four Bolts'"),
])
def test_errors_name_the_line(text: str, source: str, message: str) -> None:
    with pytest.raises(DeckFileError) as err:
        parse_deck_text(text, source)
    assert str(err.value).startswith(message)


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(DeckFileError, match="can't read the deck file"):
        load_deck(tmp_path / "missing.txt")
    binary = tmp_path / "deck.txt"
    binary.write_bytes(b"4 Bolt\n\xff\xfe\n")
    with pytest.raises(DeckFileError, match="not a text file"):
        load_deck(binary)


def test_starter_decks_unchanged() -> None:
    for name in ("red_green", "white_black"):
        deck = starter_deck(name)
        assert (len(deck), deck.sideboard) == (60, [])


# ------------------------------------------------------------------ bad input (issue 15)


def test_a_count_beyond_the_bound_is_refused() -> None:
    from mtg_engine.formats.decklist import MAX_COPIES

    with pytest.raises(DeckFileError, match=r"d.txt:2: 99999999999999999999 copies is more than"):
        parse_deck_text("4 Forest\n99999999999999999999 Mountain\n", "d.txt")
    with pytest.raises(DeckFileError, match="more than"):
        parse_deck_text(f"{MAX_COPIES + 1} Mountain\n", "d.txt")
    assert len(parse_deck_text(f"{MAX_COPIES} Mountain\n", "d.txt")) == MAX_COPIES


def test_a_deck_beyond_the_total_bound_is_refused() -> None:
    from mtg_engine.formats.decklist import MAX_CARDS, MAX_COPIES

    lines = "".join(f"{MAX_COPIES} Card {i}\n" for i in range(MAX_CARDS // MAX_COPIES + 1))
    with pytest.raises(DeckFileError, match=f"more than {MAX_CARDS} cards"):
        parse_deck_text(lines, "d.txt")


def test_a_hash_after_a_card_starts_a_comment() -> None:
    deck = parse_deck_text("4 Lightning Bolt  # burn\n20 Mountain #lands\nSB: 2 Negate # side\n",
                           "d.txt")
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]


def test_ascii_spellings_find_their_card() -> None:
    from mtg_engine.cards.database import CardDatabase

    db = CardDatabase.builtin()
    db.load_file("t.yaml", text="""
- {name: Jötun Grunt, cost: "{1}{W}", type: Creature — Giant Soldier, power: 4, toughness: 4}
- {name: Æther Test, cost: "{U}", type: Instant, spell: {effects: [{draw: {count: 1}}]}}
""")
    assert db.get("Jotun Grunt").name == "Jötun Grunt"
    assert db.get("jotun grunt").name == "Jötun Grunt"
    assert db.get("Aether Test").name == "Æther Test"
    with pytest.raises(KeyError, match="unknown card"):
        db.get("Jotun Grunts")
