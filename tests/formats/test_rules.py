"""Format rules (100.2, 100.4, 903) and legal/banned/restricted lists, per format and per
problem; `mtg deck check`."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards import database
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cli import main
from mtg_engine.formats.decklist import parse_deck_text
from mtg_engine.formats.rules import check_deck


def _deck(lines: list[str], side: list[str] = ()) -> str:  # type: ignore[assignment]
    text = "\n".join(lines)
    if side:
        text += "\nSideboard\n" + "\n".join(side)
    return text + "\n"


def _bears(n: int, count: int = 4, start: int = 1) -> list[str]:
    return [f"{count} Bear {i}" for i in range(start, start + n)]


def _problems(db: CardDatabase, text: str, fmt: str) -> list[str]:
    return [str(p) for p in check_deck(parse_deck_text(text, "deck.txt"), db, fmt)]


def test_legal_constructed_deck(db: CardDatabase) -> None:
    assert _problems(db, _deck([*_bears(10), "20 Forest"], ["4 Bear 11"]), "modern") == []


def test_constructed_problems(db: CardDatabase) -> None:
    text = _deck(["5 Bear 1", *_bears(9, start=2), "15 Forest", "1 Banned Bear", "1 Old Bear"],
                 _bears(4, start=20))
    assert _problems(db, text, "modern") == [
        "the main deck has 58 cards; modern needs at least 60 (100.2)",
        "the sideboard has 16 cards; at most 15 (100.4a)",
        "line 1: 5 copies of Bear 1 (at most 4)",
        "line 12: Banned Bear is banned in modern",
        "line 13: Old Bear is not legal in modern",
    ]


def test_copies_count_main_and_sideboard_together(db: CardDatabase) -> None:
    text = _deck(_bears(15), ["1 Bear 1"])
    assert _problems(db, text, "legacy") == ["line 1: 5 copies of Bear 1 (at most 4)"]


def test_deck_limit_exceptions(db: CardDatabase) -> None:
    """100.2a: basic lands and cards that say so are not limited to four."""
    ok = _deck(["30 Rat Pack", "7 Seven Bears", "23 Forest"])
    assert _problems(db, ok, "modern") == []
    eight = _deck(["30 Rat Pack", "8 Seven Bears", "22 Forest"])
    assert _problems(db, eight, "modern") == ["line 2: 8 copies of Seven Bears (at most 7)"]


def test_vintage_restricted(db: CardDatabase) -> None:
    one = _deck([*_bears(14), "3 Forest", "1 Restricted Bear"])
    assert _problems(db, one, "vintage") == []
    two = _deck([*_bears(14), "2 Forest", "2 Restricted Bear"])
    assert _problems(db, two, "vintage") == [
        "line 16: 2 copies of Restricted Bear (restricted: at most 1)"]
    assert _problems(db, two, "modern") == []  # merely legal there


def test_limited(db: CardDatabase) -> None:
    """100.2b: at least 40 cards, any number of copies, no legality list."""
    assert _problems(db, _deck(["23 Bear 1", "17 Forest", "1 Old Bear"]), "limited") == []
    assert _problems(db, _deck(["22 Bear 1", "17 Forest"]), "draft") == [
        "the main deck has 39 cards; limited needs at least 40 (100.2)"]


def _commander_deck(commander: str = "Bear King", extra: list[str] = ()) -> str:  # type: ignore[assignment]
    return ("Commander\n1 " + commander + "\nDeck\n" + "\n".join(_bears(60, 1))
            + "\n39 Forest\n" + "\n".join(extra))


def test_legal_commander_deck(db: CardDatabase) -> None:
    assert _problems(db, _commander_deck(), "commander") == []


def test_commander_in_the_sideboard_mtgo_style(db: CardDatabase) -> None:
    text = "\n".join(_bears(60, 1)) + "\n39 Forest\nSideboard\n1 Bear King\n"
    assert _problems(db, text, "commander") == []


def test_commander_problems(db: CardDatabase) -> None:
    text = ("Commander\n1 Bear 70\nDeck\n2 Bear 1\n" + "\n".join(_bears(58, 1, start=2))
            + "\n38 Forest\n1 Blue Bear\n")
    assert _problems(db, text, "commander") == [
        "line 4: 2 copies of Bear 1 (at most 1)",
        "line 2: Bear 70 can't be a commander: not a legendary creature (903.3)",
        "line 64: Blue Bear is outside the commander's colour identity (U; 903.4)",
    ]
    off_colour = _commander_deck(extra=[]).replace("39 Forest", "38 Forest\n1 Blue Bear")
    assert _problems(db, off_colour, "commander") == [
        "line 65: Blue Bear is outside the commander's colour identity (U; 903.4)"]
    short = _commander_deck().replace("39 Forest", "30 Forest")
    assert _problems(db, short, "commander") == [
        "the deck has 91 cards counting the commander; commander needs exactly 100 (903.5a)"]
    none = "\n".join(_bears(60, 1)) + "\n40 Forest\n"
    assert _problems(db, none, "commander") == [
        "no commander: put it in a 'Commander' section (or as the only sideboard card) (903.3)"]


def test_partner_commanders(db: CardDatabase) -> None:
    pair = ("Commander\n1 Bear Queen\n1 Bear Prince\nDeck\n" + "\n".join(_bears(60, 1))
            + "\n37 Forest\n1 Blue Bear\n")
    assert _problems(db, pair, "commander") == []
    no_partner = pair.replace("Bear Prince", "Bear King")
    assert _problems(db, no_partner, "commander") == ["two commanders need partner (702.124)"]


def test_unknown_and_unsupported_cards(db: CardDatabase) -> None:
    text = _deck([*_bears(14), "3 Forest", "1 Bear 99", "1 Epic Bear"])
    problems = check_deck(parse_deck_text(text), db, "modern")
    assert [(str(p), p.kind) for p in problems] == [
        ("line 16: unknown card 'Bear 99'; did you mean 'Bear 9', 'Bear 69', 'Bear 59'?",
         "unknown"),
        ("line 17: the engine can't play Epic Bear: keyword Epic (702.50) is not "
         "implemented yet: 'Epic'", "unsupported"),
    ]


def test_unknown_format(db: CardDatabase) -> None:
    with pytest.raises(ValueError, match="unknown format 'modrn'"):
        check_deck(parse_deck_text("4 Bear 1\n"), db, "modrn")


# ------------------------------------------------------------------ mtg deck check


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_cli_legal(tmp_path: Path, card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bears.txt"
    deck.write_text(_deck([*_bears(10), "20 Forest"]), "utf-8")
    rc, out, err = _cli(capsys, "deck", "check", str(deck), "--format", "modern",
                        "--cards", str(card_file))
    assert (rc, err) == (0, "")
    assert out == (f"{deck} (text format): 60 main deck, 0 sideboard cards\n"
                   "The deck is legal in modern.\n")


def test_cli_problems(tmp_path: Path, card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bears.dec"
    deck.write_text("\n".join(_bears(10)) + "\n19 Forest\n1 Epic Bear\nSB: 1 Banned Bear\n",
                    "utf-8")
    rc, out, _ = _cli(capsys, "deck", "check", str(deck), "--format", "modern",
                      "--cards", str(card_file))
    assert rc == 1
    assert out.splitlines() == [
        f"{deck} (mtgo format): 60 main deck, 1 sideboard cards",
        "Not legal in modern: 1 problem(s)",
        "  line 13: Banned Bear is banned in modern",
        "The engine can't play 1 of its cards:",
        "  line 12: the engine can't play Epic Bear: keyword Epic (702.50) is not "
        "implemented yet: 'Epic'",
    ]


def test_cli_errors(tmp_path: Path, card_file: Path, monkeypatch: pytest.MonkeyPatch,
                    capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("4 Bear 1\nBear 2\n", "utf-8")
    rc, out, err = _cli(capsys, "deck", "check", str(deck), "--cards", str(card_file))
    assert (rc, out) == (2, "")
    assert err == f"mtg deck: {deck}:2: expected 'COUNT CARD NAME', got 'Bear 2'\n"
    rc, _, err = _cli(capsys, "deck", "check", str(deck), "--format", "modrn")
    assert rc == 2
    assert err.startswith("mtg deck: unknown format 'modrn'; formats: alchemy, brawl, commander")
    monkeypatch.setattr(database, "_DEFAULT", None)
    monkeypatch.delenv("MTG_ENGINE_CARDS", raising=False)
    deck.write_text("4 Bear 1\n", "utf-8")
    rc, _, err = _cli(capsys, "deck", "check", str(deck), "--format", "modern")
    assert rc == 2
    assert "checking modern needs the cards' legalities" in err


def test_cli_limited_without_card_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Limited has no legality list: the built-in cards are enough."""
    monkeypatch.setattr(database, "_DEFAULT", None)
    monkeypatch.delenv("MTG_ENGINE_CARDS", raising=False)
    deck = tmp_path / "sealed.txt"
    deck.write_text("23 Grizzly Bears\n17 Forest\n", "utf-8")
    rc, out, _ = _cli(capsys, "deck", "check", str(deck), "--format", "limited")
    assert rc == 0
    assert out.endswith("The deck is legal in limited.\n")


def test_builtin_basic_lands_any_number_without_mtgjson() -> None:
    # 100.2a: basic lands are exempt from the four-copy rule, also for the built-in cards
    # (no MTGJSON record): the starter decks are legal constructed decks
    from mtg_engine.formats.decklist import starter_deck

    db = CardDatabase.builtin()
    for name in ("red_green", "white_black"):
        assert check_deck(starter_deck(name), db, "constructed") == []
    assert [str(p) for p in check_deck(parse_deck_text("60 Grizzly Bears\n"), db, "constructed")] == \
        ["line 1: 60 copies of Grizzly Bears (at most 4)"]
