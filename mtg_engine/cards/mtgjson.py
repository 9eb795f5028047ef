"""Loading MTGJSON's AtomicCards format (`.json` or `.json.gz`): the printed card data.

The file is `{"meta": {...}, "data": {card name: [face, ...]}}` (MTGJSON v5, Card (Atomic)
model). Each card becomes an `AtomicCard` holding its faces (`AtomicFace`) with the fields the
engine and the deck rules use: name, mana cost, mana value, colours, colour identity, colour
indicator, type line, supertypes, types, subtypes, power/toughness (strings: `*`, `1+*`),
loyalty, layout, keywords, Oracle text, legalities, and the deck-building flags.

Parsing 29 MB of JSON takes several seconds, so the parsed records are cached (pickled) under
the user cache directory, keyed by the source file's path, size and modification time: a
changed source builds a new cache entry. `MTG_ENGINE_CACHE_DIR` overrides the directory and
`MTG_ENGINE_NO_CACHE=1` disables the cache. Within one process a file is parsed once.
"""

from __future__ import annotations

import contextlib
import gc
import gzip
import hashlib
import json
import os
import pickle
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Bump when AtomicFace/AtomicCard change shape: old cache entries are then ignored.
CACHE_FORMAT = 1


class MTGJSONError(ValueError):
    """A file that is not MTGJSON AtomicCards data; the message names file, card and field."""


@dataclass(frozen=True, slots=True)
class AtomicFace:
    """One face of a card as printed (MTGJSON Card (Atomic))."""

    name: str  # the face's own name (faceName), or the card name for one-face cards
    mana_cost: str = ""
    mana_value: float = 0.0  # the face's mana value (faceManaValue when given)
    colors: str = ""  # WUBRG letters
    color_indicator: str = ""
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None  # "2", "*", "1+*"
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    hand: str | None = None  # Vanguard modifiers
    life: str | None = None
    side: str = ""
    text: str = ""
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class AtomicCard:
    """A card (all its faces) with the card-level fields: legalities and deck-building flags."""

    name: str
    layout: str
    faces: tuple[AtomicFace, ...]
    mana_value: float = 0.0
    color_identity: str = ""
    legalities: dict[str, str] = field(default_factory=dict)  # format -> Legal/Banned/Restricted
    commander_ok: bool = False  # leadershipSkills.commander
    alternative_deck_limit: bool = False  # "A deck can have any number of cards named ~"
    is_funny: bool = False
    is_reserved: bool = False
    printings: tuple[str, ...] = ()
    first_printing: str = ""

    @property
    def front(self) -> AtomicFace:
        return self.faces[0]

    @property
    def type_line(self) -> str:
        return " // ".join(f.type_line for f in self.faces)

    def legality(self, fmt: str) -> str:
        """`Legal`, `Banned`, `Restricted`, or `Not Legal` when the format does not list it."""
        return self.legalities.get(fmt.lower(), "Not Legal")


_COLOR_ORDER = "WUBRG"


def _colors(v: Any) -> str:
    letters = set(v or ())
    return "".join(c for c in _COLOR_ORDER if c in letters)


def _opt_str(v: Any) -> str | None:
    return None if v is None else str(v)


def _face(where: str, d: dict[str, Any], card_name: str) -> AtomicFace:
    if not isinstance(d, dict):
        raise MTGJSONError(f"{where}: a face must be a JSON object")
    if "type" not in d:
        raise MTGJSONError(f"{where}: field 'type' is missing")
    mv = d.get("faceManaValue", d.get("manaValue", d.get("convertedManaCost", 0)))
    try:
        mv = float(mv or 0)
    except (TypeError, ValueError):
        raise MTGJSONError(f"{where}: field 'manaValue' is not a number: {mv!r}") from None
    return AtomicFace(
        name=str(d.get("faceName") or d.get("name") or card_name),
        mana_cost=str(d.get("manaCost", "")), mana_value=mv,
        colors=_colors(d.get("colors")), color_indicator=_colors(d.get("colorIndicator")),
        type_line=str(d["type"]),
        supertypes=tuple(d.get("supertypes") or ()), types=tuple(d.get("types") or ()),
        subtypes=tuple(d.get("subtypes") or ()),
        power=_opt_str(d.get("power")), toughness=_opt_str(d.get("toughness")),
        loyalty=_opt_str(d.get("loyalty")), defense=_opt_str(d.get("defense")),
        hand=_opt_str(d.get("hand")), life=_opt_str(d.get("life")),
        side=str(d.get("side", "")), text=str(d.get("text", "")),
        keywords=tuple(d.get("keywords") or ()),
    )


def _card(source: str, name: str, faces: Any) -> AtomicCard:
    where = f"{source}: card {name!r}"
    if not isinstance(faces, list) or not faces:
        raise MTGJSONError(f"{where}: expected a non-empty list of faces")
    parsed = tuple(_face(f"{where} face {i}", f, name) for i, f in enumerate(faces))
    first = faces[0]
    legal = first.get("legalities") or {}
    if not isinstance(legal, dict):
        raise MTGJSONError(f"{where}: field 'legalities' must be an object")
    lead = first.get("leadershipSkills") or {}
    return AtomicCard(
        name=name, layout=str(first.get("layout", "normal")), faces=parsed,
        mana_value=float(first.get("manaValue", first.get("convertedManaCost", 0)) or 0),
        color_identity=_colors(first.get("colorIdentity")),
        legalities={str(k).lower(): sys.intern(str(v)) for k, v in legal.items()},
        commander_ok=bool(lead.get("commander")) if isinstance(lead, dict) else False,
        alternative_deck_limit=bool(first.get("hasAlternativeDeckLimit")),
        is_funny=bool(first.get("isFunny")), is_reserved=bool(first.get("isReserved")),
        printings=tuple(sys.intern(str(p)) for p in first.get("printings") or ()),
        first_printing=str(first.get("firstPrinting", "")),
    )


def parse_atomic(data: Any, source: str = "<AtomicCards>") -> dict[str, AtomicCard]:
    """Parsed JSON (the whole document, or just its `data` object) -> cards by name."""
    if isinstance(data, dict) and "data" in data:
        data = data["data"]
    if not isinstance(data, dict):
        raise MTGJSONError(f"{source}: expected an AtomicCards object with a 'data' mapping "
                           "of card names to lists of faces")
    return {name: _card(source, name, faces) for name, faces in data.items()}


def read_json(path: Path) -> Any:
    """Read `.json` or `.json.gz` (detected by the gzip magic number, not the name)."""
    try:
        with path.open("rb") as fh:
            gz = fh.read(2) == b"\x1f\x8b"
        opener = gzip.open if gz else open
        with opener(path, "rt", encoding="utf-8") as fh:  # type: ignore[operator]
            return json.load(fh)
    except OSError as e:
        raise MTGJSONError(f"{path}: can't read the card file: {e.strerror or e}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise MTGJSONError(f"{path}: not valid JSON: {e}") from None


# ------------------------------------------------------------------ cache


def cache_dir() -> Path:
    """`$MTG_ENGINE_CACHE_DIR`, else `$XDG_CACHE_HOME/mtg_engine`, else `~/.cache/mtg_engine`."""
    env = os.environ.get("MTG_ENGINE_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtg_engine"


def _cache_path(path: Path) -> Path:
    st = path.stat()
    key = f"{CACHE_FORMAT}|{path.resolve()}|{st.st_size}|{st.st_mtime_ns}"
    digest = hashlib.sha256(key.encode()).hexdigest()[:24]
    return cache_dir() / f"atomic-{digest}.pickle"


def _read_cache(cache: Path) -> dict[str, AtomicCard] | None:
    try:
        with cache.open("rb") as fh, _no_gc():
            data = pickle.load(fh)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, TypeError):
        return None
    return data if isinstance(data, dict) else None


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """Building ~100k small objects at once: the cyclic GC would run many times for nothing
    (they are all reachable), which costs about half of the load time."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _write_cache(cache: Path, cards: dict[str, AtomicCard]) -> None:
    """Write atomically (a temporary file renamed into place); a cache that can't be written
    is only a slower next start."""
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache.parent, prefix=".atomic-", suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(cards, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, cache)
    except OSError:
        return


_MEMO: dict[tuple[str, int, int], dict[str, AtomicCard]] = {}


def load_atomic_cards(path: str | Path, *, use_cache: bool | None = None) -> dict[str, AtomicCard]:
    """Every card of an AtomicCards file, by name. Parsed once per process per file version;
    across processes through the on-disk cache (see the module docstring)."""
    p = Path(path)
    try:
        st = p.stat()
    except OSError as e:
        raise MTGJSONError(f"{p}: can't read the card file: {e.strerror or e}") from None
    memo_key = (str(p.resolve()), st.st_size, st.st_mtime_ns)
    if memo_key in _MEMO:
        return _MEMO[memo_key]
    if use_cache is None:
        use_cache = os.environ.get("MTG_ENGINE_NO_CACHE", "") in ("", "0")
    cards = None
    cache = _cache_path(p) if use_cache else None
    if cache is not None:
        cards = _read_cache(cache)
    if cards is None:
        with _no_gc():
            cards = parse_atomic(read_json(p), str(p))
        if cache is not None:
            _write_cache(cache, cards)
    _MEMO[memo_key] = cards
    return cards
