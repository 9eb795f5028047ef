"""Deck files in plain text: `4 Lightning Bolt` per line, `#` comments, an optional
`Sideboard` section. Errors name the line."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

_LINE = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")


class DeckFileError(ValueError):
    """A deck file that can't be read; the message names the file and line."""


@dataclass
class Deck:
    name: str
    main: list[tuple[int, str]] = field(default_factory=list)
    sideboard: list[tuple[int, str]] = field(default_factory=list)

    def cards(self) -> list[str]:
        """The main deck as a list of card names, one entry per card."""
        return [name for n, name in self.main for _ in range(n)]

    def __len__(self) -> int:
        return sum(n for n, _ in self.main)


def parse_deck_text(text: str, source: str = "<deck>") -> Deck:
    deck = Deck(Path(source).stem)
    section = deck.main
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if line.lower().rstrip(":") in ("sideboard", "sb"):
            section = deck.sideboard
            continue
        if line.lower().rstrip(":") in ("deck", "main", "maindeck", "mainboard"):
            section = deck.main
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckFileError(f"{source}:{lineno}: expected 'COUNT CARD NAME', got {line!r}")
        count = int(m.group(1))
        if count <= 0:
            raise DeckFileError(f"{source}:{lineno}: the count must be positive, got {count}")
        section.append((count, m.group(2)))
    return deck


def load_deck(path: str | Path) -> Deck:
    p = Path(path)
    try:
        text = p.read_text("utf-8")
    except OSError as e:
        raise DeckFileError(f"{p}: can't read the deck file: {e.strerror}") from None
    return parse_deck_text(text, str(p))


STARTER_DECKS = ("red_green", "white_black")


def starter_deck(name: str) -> Deck:
    """One of the two built-in 60-card starter decks."""
    if name not in STARTER_DECKS:
        raise DeckFileError(f"no starter deck {name!r}; there are {', '.join(STARTER_DECKS)}")
    folder = resources.files("mtg_engine.cards") / "builtin" / "decks"
    return parse_deck_text((folder / f"{name}.txt").read_text("utf-8"), f"{name}.txt")
