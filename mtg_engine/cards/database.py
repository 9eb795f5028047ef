"""The card database: every card definition the engine can play, by name.

The built-in cards (written by us in the card DSL, `cards/builtin/*.yaml`) are always present.
The default database is built once per process and shared by every game.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from dataclasses import replace
from importlib import resources
from pathlib import Path

import yaml

from mtg_engine.cards.dsl import CardDef, CardFileError, parse_card_file


class UnknownCardError(KeyError):
    """No card of that name. The message suggests the closest names."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep the message readable
        return str(self.args[0]) if self.args else "unknown card"


class UnsupportedCardError(ValueError):
    """A real card whose abilities the engine cannot fully express; refused wherever it would
    be played (DESIGN principle 5)."""

    def __init__(self, name: str, reasons: Iterable[str]) -> None:
        self.name = name
        self.reasons = tuple(reasons)
        super().__init__(f"{name} is not supported: " + "; ".join(self.reasons))


class CardDatabase:
    """Cards and token definitions by name (names compare case-insensitively)."""

    def __init__(self) -> None:
        self._cards: dict[str, CardDef] = {}
        self._tokens: dict[str, CardDef] = {}
        self._unsupported: dict[str, tuple[str, ...]] = {}
        self._copies: dict[str, CardDef] = {}

    # ---------------------------------------------------------------- building
    def add(self, card: CardDef) -> None:
        self._cards[card.name.lower()] = card

    def add_token(self, token: CardDef) -> None:
        self._tokens[token.name.lower()] = token

    def mark_unsupported(self, name: str, reasons: Iterable[str]) -> None:
        self._unsupported[name.lower()] = tuple(reasons)

    def load_file(self, path: str | Path, text: str | None = None) -> None:
        """Load one DSL file (YAML). Raises CardFileError naming the file and the problem."""
        source = str(path)
        try:
            data = yaml.safe_load(text if text is not None else Path(path).read_text("utf-8"))
        except yaml.YAMLError as e:
            raise CardFileError(f"{source}: not valid YAML: {e}") from None
        parsed = parse_card_file(data, source)
        for c in parsed.cards:
            self.add(c)
        for t in parsed.tokens:
            self.add_token(t)

    @classmethod
    def builtin(cls) -> CardDatabase:
        db = cls()
        folder = resources.files("mtg_engine.cards") / "builtin"
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".yaml"):
                db.load_file(f"builtin/{entry.name}", entry.read_text("utf-8"))
        return db

    # ---------------------------------------------------------------- lookup
    def get(self, name: str) -> CardDef:
        key = name.lower()
        card = self._cards.get(key)
        if card is not None:
            return card
        if key in self._unsupported:
            raise UnsupportedCardError(name, self._unsupported[key])
        raise UnknownCardError(self._unknown_message(name))

    def token(self, name: str) -> CardDef:
        tok = self._tokens.get(name.lower())
        if tok is None:
            card = self._cards.get(name.lower())
            if card is not None:
                return self.token_copy(card)  # a token that is a copy of that card (707.2)
            raise UnknownCardError(f"unknown token {name!r}")
        return tok

    def token_copy(self, card: CardDef) -> CardDef:
        """The definition of a token that copies `card` (707.2: its copiable values)."""
        key = card.name.lower()
        tok = self._copies.get(key)
        if tok is None:
            tok = self._copies[key] = replace(card, is_token=True)
        return tok

    def has_token(self, name: str) -> bool:
        return name.lower() in self._tokens

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._cards

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    def names(self) -> list[str]:
        return [c.name for c in self._cards.values()]

    def _unknown_message(self, name: str) -> str:
        pool = self.names() + list(self._unsupported)
        close = difflib.get_close_matches(name, pool, n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        return f"unknown card {name!r}{hint}"


_DEFAULT: CardDatabase | None = None


def default_database() -> CardDatabase:
    """The process-wide default database: built-in cards (loaded once)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = CardDatabase.builtin()
    return _DEFAULT
