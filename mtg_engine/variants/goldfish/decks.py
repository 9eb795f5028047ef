"""Goldfish decks: a composition of lands and spells by cost, from the command line or a deck
file whose mana values come from a pluggable `mana_value_of(name)`: basic lands, a mapping
given with `--mana-values file.json`, then the card database.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

BASIC_LANDS = frozenset(
    ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"]
    + [f"Snow-Covered {b}" for b in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")])
MAX_COST = 60

# A mana value function: the card's mana value, or None for a land; KeyError if unknown.
ManaValueOf = Callable[[str], int | None]


class DeckError(ValueError):
    """A deck description that cannot be simulated; the message names the problem."""


@dataclass(frozen=True)
class GoldfishDeck:
    """`spells[c]` is the number of spells of mana value c (index 0 is always 0)."""

    lands: int
    spells: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.lands < 0 or any(n < 0 for n in self.spells):
            raise DeckError("card counts cannot be negative")
        if self.spells and self.spells[0]:
            raise DeckError("spells of mana value 0 are outside the exercise's model")
        if len(self.spells) - 1 > MAX_COST:
            raise DeckError(f"mana values above {MAX_COST} are not supported")

    @property
    def size(self) -> int:
        return self.lands + sum(self.spells)

    @property
    def max_cost(self) -> int:
        return max((c for c, n in enumerate(self.spells) if n), default=0)

    def counts(self) -> list[int]:
        """Cards by code: code 0 is a land, code c >= 1 a spell of mana value c."""
        return [self.lands, *list(self.spells[1:self.max_cost + 1])]

    def describe(self) -> str:
        parts = ",".join(f"{c}:{n}" for c, n in enumerate(self.spells) if n)
        return f"{self.lands} lands, spells {parts or 'none'} ({self.size} cards)"


def from_counts(lands: int, by_cost: Mapping[int, int]) -> GoldfishDeck:
    top = max(by_cost, default=0)
    if top > MAX_COST:
        raise DeckError(f"mana value {top} is above the supported {MAX_COST}")
    spells = [0] * (top + 1)
    for c, n in by_cost.items():
        if c < 1:
            raise DeckError(f"mana value {c}: spells cost 1 or more in this model")
        spells[c] += n
    return GoldfishDeck(lands, tuple(spells))


def parse_composition(lands: int, spells: str) -> GoldfishDeck:
    """`--lands 24 --spells 1:4,2:8,...`: COST:COUNT pairs separated by commas."""
    by_cost: dict[int, int] = {}
    for i, item in enumerate(filter(None, (s.strip() for s in spells.split(","))), 1):
        m = re.fullmatch(r"(\d+)\s*:\s*(\d+)", item)
        if not m:
            raise DeckError(f"--spells item {i} {item!r}: expected COST:COUNT, e.g. 2:8")
        cost, count = int(m[1]), int(m[2])
        if cost < 1:
            raise DeckError(f"--spells item {i} {item!r}: costs run from 1 up")
        by_cost[cost] = by_cost.get(cost, 0) + count
    if lands < 0:
        raise DeckError(f"--lands must be 0 or more, got {lands}")
    return from_counts(lands, by_cost)


class ManaValues:
    """The pluggable `mana_value_of`: basic lands, then a name -> mana value mapping (a value
    of "land" or null marks a land), then the card database (the built-in cards and the
    MTGJSON file named by MTG_ENGINE_CARDS; a card's printed mana value, 202.3, is all the
    model needs, so cards the engine can't play are fine here)."""

    def __init__(self, mapping: Mapping[str, int | str | None] | None = None) -> None:
        self.mapping = {k.casefold(): v for k, v in (mapping or {}).items()}

    def __call__(self, name: str) -> int | None:
        if name in BASIC_LANDS:
            return None
        key = name.casefold()
        if key not in self.mapping:
            return _database_mana_value(name)
        v = self.mapping[key]
        if v is None or v == "land":
            return None
        if isinstance(v, bool) or not isinstance(v, int):
            raise DeckError(f"mana value of {name!r} must be an integer or 'land', got {v!r}")
        return v

    @classmethod
    def from_file(cls, path: str | Path) -> ManaValues:
        p = Path(path)
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except OSError as exc:
            raise DeckError(f"{p}: cannot read mana values ({exc.strerror})") from None
        except json.JSONDecodeError as exc:
            raise DeckError(f"{p} line {exc.lineno}: not valid JSON ({exc.msg})") from None
        if not isinstance(data, dict):
            raise DeckError(f"{p}: expected a JSON object mapping card names to mana values")
        return cls(data)


def _database_mana_value(name: str) -> int | None:
    """None for a land, else the mana value; KeyError if the card is unknown."""
    from mtg_engine.cards.database import UnsupportedCardError, default_database

    db = default_database()
    printed = db.printed(name)
    if printed is not None:
        if "Land" in printed.front.types:
            return None
        return int(printed.mana_value)
    try:
        card = db.get(name)
    except UnsupportedCardError:
        raise KeyError(name) from None
    if any(t.value == "Land" for t in card.types):
        return None
    return card.mana_value


_LINE = re.compile(r"(\d+)\s*[xX]?\s+(.+?)(?:\s+\([A-Za-z0-9]+\)\s+\S+)?")
_HEADERS = {"deck", "main", "maindeck", "commander", "companion"}


def parse_deck_file(text: str, mana_value_of: ManaValueOf, source: str = "<deck>"
                    ) -> GoldfishDeck:
    """Lines `N Name` (`4 Lightning Bolt`; an Arena-style `(SET) 123` suffix is ignored); blank
    lines, `#`/`//` comments and a `Deck` header are skipped; reading stops at `Sideboard`."""
    lands = 0
    by_cost: dict[int, int] = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")) or line.casefold() in _HEADERS:
            continue
        if line.casefold().startswith("sideboard"):
            break
        m = _LINE.fullmatch(line)
        where = f"{source} line {lineno}"
        if not m:
            raise DeckError(f"{where}: expected 'COUNT Name', got {line!r}")
        count, name = int(m[1]), m[2].strip()
        try:
            mv = mana_value_of(name)
        except KeyError:
            raise DeckError(f"{where}: unknown card {name!r} (not in the card database; give "
                            f"its mana value with --mana-values)") from None
        except DeckError as exc:
            raise DeckError(f"{where}: {exc}") from None
        if mv is None:
            lands += count
        elif mv < 1:
            raise DeckError(f"{where}: {name!r} has mana value {mv}; the model's spells "
                            f"cost 1 or more")
        else:
            by_cost[mv] = by_cost.get(mv, 0) + count
    deck = from_counts(lands, by_cost)
    if deck.size == 0:
        raise DeckError(f"{source}: the deck has no cards")
    return deck


def load_deck_file(path: str | Path, mana_value_of: ManaValueOf) -> GoldfishDeck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(f"{p}: cannot read deck file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise DeckError(f"{p}: not a UTF-8 text file") from None
    return parse_deck_file(text, mana_value_of, str(p))
