"""The parsers of grammar.lark kept between processes (cards/oracle/grammar_cache.py, issue 12):
a parser loaded from the cache reads as the one built; another grammar is another entry; a
damaged entry is rebuilt; MTG_ENGINE_NO_CACHE=1 writes nothing. Nothing is timed."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards.oracle.grammar_cache import lalr_parser

GRAMMAR = 'start: "draw" NUMBER "card" "s"?\nstatic: "flying"\nNUMBER: /[0-9]+/\n%ignore " "\n'
STARTS = ("start", "static")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("MTG_ENGINE_NO_CACHE", raising=False)
    return tmp_path


def _entries(cache: Path) -> list[Path]:
    return sorted(cache.glob("grammar-*.lark"))


def test_a_parser_loaded_from_the_cache_reads_as_the_one_built(cache: Path) -> None:
    built = lalr_parser(GRAMMAR, STARTS)
    assert len(_entries(cache)) == 1
    loaded = lalr_parser(GRAMMAR, STARTS)
    assert loaded is not built
    for text, start in (("draw 2 cards", "start"), ("draw 1 card", "start"), ("flying", "static")):
        assert loaded.parse(text, start=start) == built.parse(text, start=start)
    assert len(_entries(cache)) == 1


def test_another_grammar_or_start_symbols_is_another_entry(cache: Path) -> None:
    lalr_parser(GRAMMAR, STARTS)
    lalr_parser(GRAMMAR.replace('"flying"', '"reach"'), STARTS)
    lalr_parser(GRAMMAR, ("start",))
    assert len(_entries(cache)) == 3
    assert lalr_parser(GRAMMAR.replace('"flying"', '"reach"'), STARTS).parse(
        "reach", start="static")


def test_a_damaged_entry_is_built_again(cache: Path) -> None:
    lalr_parser(GRAMMAR, STARTS)
    [entry] = _entries(cache)
    entry.write_bytes(entry.read_bytes()[:40])
    assert lalr_parser(GRAMMAR, STARTS).parse("draw 3 cards", start="start")
    assert entry.stat().st_size > 40  # (saved again, whole)


def test_no_cache_writes_nothing(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_ENGINE_NO_CACHE", "1")
    assert lalr_parser(GRAMMAR, STARTS).parse("flying", start="static")
    assert _entries(cache) == []


def test_only_the_entries_used_last_are_kept(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg_engine.cards.oracle import grammar_cache

    monkeypatch.setattr(grammar_cache, "KEEP", 2)
    lalr_parser(GRAMMAR, STARTS)
    first = _entries(cache)
    lalr_parser(GRAMMAR, ("start",))
    lalr_parser(GRAMMAR, STARTS)  # (used again: the newest)
    lalr_parser(GRAMMAR.replace('"flying"', '"reach"'), STARTS)
    assert len(_entries(cache)) == 2 and first[0] in _entries(cache)
