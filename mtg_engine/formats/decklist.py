"""Deck files: plain text, MTG Arena export, MTGO `.dec` and Forge `.dck`. Errors name the
file and the line.

- Plain text: `4 Lightning Bolt` (also `4x Lightning Bolt`) per line, `#` or `//` comments
  (a `#` after a card starts a comment too: `4 Lightning Bolt  # burn`), an optional
  `Sideboard` line starting the sideboard (blank lines are ignored).

In every format a line may hold at most MAX_COPIES copies and a deck at most MAX_CARDS cards:
a larger count is a typing mistake, refused before anything is built from it.
- MTG Arena export: sections `Commander`, `Companion`, `Deck`, `Sideboard`; lines
  `4 Lightning Bolt (M11) 149` (set code and collector number are kept, not needed); without
  section headers, a blank line after the main deck starts the sideboard, as Arena writes it.
- MTGO `.dec`: `4 Lightning Bolt` lines and `SB: 2 Negate` sideboard lines; `//` comments.
  Split cards are written `Fire/Ice`.
- Forge `.dck`: an INI-like file: `[metadata]` with `Name=...`, then `[Main]`, `[Sideboard]`,
  `[Commander]` sections with lines `4 Lightning Bolt|M11` (`|set|art index` optional).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

_COUNT_NAME = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)\s*$")
_ARENA_TAIL = re.compile(r"^(.+?)\s+\(([A-Za-z0-9_]{2,6})\)(?:\s+(\S+))?\s*$")
_SECTIONS = {"deck": "main", "main": "main", "maindeck": "main", "mainboard": "main",
             "sideboard": "sideboard", "sb": "sideboard", "commander": "commander",
             "commanders": "commander", "companion": "companion"}


MAX_COPIES = 999  # copies of one card on one line
MAX_CARDS = 10_000  # cards in one deck file, all sections together


class DeckFileError(ValueError):
    """A deck file that can't be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a deck file."""

    count: int
    name: str
    section: str  # main | sideboard | commander | companion
    line: int
    set_code: str = ""
    number: str = ""


@dataclass
class Deck:
    name: str
    main: list[tuple[int, str]] = field(default_factory=list)
    sideboard: list[tuple[int, str]] = field(default_factory=list)
    commander: list[tuple[int, str]] = field(default_factory=list)
    companion: list[tuple[int, str]] = field(default_factory=list)
    entries: list[DeckEntry] = field(default_factory=list)
    source: str = "<deck>"
    file_format: str = "text"
    total: int = 0  # cards in every section, counted as they are added

    def cards(self) -> list[str]:
        """The main deck as a list of card names, one entry per card."""
        return [name for n, name in self.main for _ in range(n)]

    def __len__(self) -> int:
        return sum(n for n, _ in self.main)

    def add(self, entry: DeckEntry) -> None:
        self.total += entry.count
        if self.total > MAX_CARDS:
            raise _fail(self.source, entry.line, f"the deck has more than {MAX_CARDS} cards")
        self.entries.append(entry)
        getattr(self, entry.section).append((entry.count, entry.name))


def _fail(source: str, lineno: int, msg: str) -> DeckFileError:
    return DeckFileError(f"{source}:{lineno}: {msg}")


def _count_line(source: str, lineno: int, line: str, section: str) -> DeckEntry:
    line = line.split("#", 1)[0].rstrip()  # no card name has a '#': the rest is a comment
    m = _COUNT_NAME.match(line)
    if not m:
        raise _fail(source, lineno, f"expected 'COUNT CARD NAME', got {line!r}")
    digits = m.group(1)
    if len(digits.lstrip("0")) > len(str(MAX_COPIES)) or int(digits) > MAX_COPIES:
        raise _fail(source, lineno, f"{digits} copies is more than the {MAX_COPIES} a line may hold")
    count = int(digits)
    if count <= 0:
        raise _fail(source, lineno, f"the count must be positive, got {count}")
    name, set_code, number = m.group(2), "", ""
    a = _ARENA_TAIL.match(name)
    if a:
        name, set_code, number = a.group(1), a.group(2), a.group(3) or ""
    if "|" in name:  # Forge: Name|SET|art
        name, _, rest = name.partition("|")
        set_code = rest.split("|")[0]
    name = name.strip()
    if not name:
        raise _fail(source, lineno, f"no card name in {line!r}")
    return DeckEntry(count, name, section, lineno, set_code, number)


def detect_format(text: str, source: str = "") -> str:
    """"forge" (.dck / [sections]), "mtgo" (.dec / SB: lines), "arena" ((SET) numbers or
    Arena section names), or "text"."""
    suffix = Path(source).suffix.lower()
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if suffix == ".dck" or any(re.fullmatch(r"\[[A-Za-z ]+\]", ln) for ln in lines):
        return "forge"
    if suffix == ".dec" or any(ln.upper().startswith("SB:") for ln in lines):
        return "mtgo"
    if any(_ARENA_TAIL.match(ln) and _COUNT_NAME.match(ln) for ln in lines):
        return "arena"
    return "text"


def parse_deck_text(text: str, source: str = "<deck>", file_format: str | None = None) -> Deck:
    """Read a deck in any of the supported formats (detected unless given)."""
    fmt = file_format or detect_format(text, source)
    deck = Deck(Path(source).stem, source=source, file_format=fmt)
    if fmt == "forge":
        _parse_forge(deck, text, source)
    else:
        _parse_lines(deck, text, source, mtgo=fmt == "mtgo", arena=fmt == "arena")
    return deck


def _parse_lines(deck: Deck, text: str, source: str, *, mtgo: bool, arena: bool) -> None:
    section = "main"
    has_headers = any(ln.strip().lower().rstrip(":") in _SECTIONS for ln in text.splitlines())
    seen_cards = False
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            # Arena export without headers: a blank line separates main deck and sideboard.
            if arena and seen_cards and not has_headers and section == "main":
                section = "sideboard"
            continue
        if line.startswith(("#", "//")):
            continue
        head = line.lower().rstrip(":")
        if head in _SECTIONS:
            section = _SECTIONS[head]
            continue
        if head.startswith("name ") and not seen_cards:  # Arena "Name Deck Title"
            deck.name = line[5:].strip()
            continue
        where = section
        if line.upper().startswith("SB:"):
            line, where = line[3:].strip(), "sideboard"
        entry = _count_line(source, lineno, line, where)
        if mtgo and "/" in entry.name and "//" not in entry.name:
            entry = DeckEntry(entry.count, " // ".join(p.strip() for p in entry.name.split("/")),
                              entry.section, entry.line, entry.set_code, entry.number)
        deck.add(entry)
        seen_cards = True


_FORGE_SECTIONS = {"main": "main", "sideboard": "sideboard", "commander": "commander"}


def _parse_forge(deck: Deck, text: str, source: str) -> None:
    section: str | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        m = re.fullmatch(r"\[([A-Za-z ]+)\]", line)
        if m:
            name = m.group(1).strip().lower()
            if name == "metadata":
                section = "metadata"
            elif name in _FORGE_SECTIONS:
                section = _FORGE_SECTIONS[name]
            else:
                section = "ignored"  # [Planes], [Schemes], [Conspiracy]... not played here
            continue
        if section is None:
            raise _fail(source, lineno, f"expected a section such as [Main] before {line!r}")
        if section == "metadata":
            key, eq, value = line.partition("=")
            if not eq:
                raise _fail(source, lineno, f"expected 'Key=Value' in [metadata], got {line!r}")
            if key.strip().lower() == "name":
                deck.name = value.strip()
            continue
        if section == "ignored":
            continue
        deck.add(_count_line(source, lineno, line, section))


def load_deck(path: str | Path) -> Deck:
    p = Path(path)
    try:
        text = p.read_text("utf-8-sig")
    except OSError as e:
        raise DeckFileError(f"{p}: can't read the deck file: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise DeckFileError(f"{p}: not a text file (byte {e.start} is not UTF-8)") from None
    return parse_deck_text(text, str(p))


STARTER_DECKS = ("red_green", "white_black")


def starter_deck(name: str) -> Deck:
    """One of the two built-in 60-card starter decks."""
    if name not in STARTER_DECKS:
        raise DeckFileError(f"no starter deck {name!r}; there are {', '.join(STARTER_DECKS)}")
    folder = resources.files("mtg_engine.cards") / "builtin" / "decks"
    return parse_deck_text((folder / f"{name}.txt").read_text("utf-8"), f"{name}.txt")
