"""The card database: every card definition the engine can play, by name.

The built-in cards (written by us in the card DSL, `cards/builtin/*.yaml`) are always present.
Real cards come from an MTGJSON AtomicCards file (`CardDatabase.load(path)`, or the file named
by the environment variable `MTG_ENGINE_CARDS` for the default database): their printed data
is loaded at once, and each card's behaviour is compiled from its Oracle text the first time
it is asked for (`cards/oracle/`). A built-in card takes precedence over a database entry of
the same name. A card the engine can't fully express raises `UnsupportedCardError` with the
reasons wherever it would be played.

The default database is built once per process and shared by every game.
"""

from __future__ import annotations

import difflib
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from mtg_engine.cards.dsl import CardDef, CardFileError
from mtg_engine.cards.dsl_cards import parse_card, parse_card_file
from mtg_engine.cards.faces import face_named
from mtg_engine.cards.mtgjson import AtomicCard, load_atomic_cards

if TYPE_CHECKING:  # (the compiler is imported when a card is compiled: issue 12)
    from mtg_engine.cards.oracle import Compiled

ENV_CARDS = "MTG_ENGINE_CARDS"
# libyaml's safe loader when PyYAML was built with it (the same documents, eight times faster:
# every process reads the built-in cards), else the pure-Python one
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
        self._cards: dict[str, CardDef] = {}  # built-in and compiled (supported) cards
        self._tokens: dict[str, CardDef] = {}
        self._unsupported: dict[str, tuple[str, ...]] = {}
        self._copies: dict[str, CardDef] = {}
        self._sources: dict[str, dict[str, Any]] = {}  # DSL mappings as written, by name
        self._builtin: set[str] = set()  # names defined by DSL files (they take precedence)
        self._atomic: dict[str, AtomicCard] = {}  # printed cards from MTGJSON, by lower name
        self._faces: dict[str, str] = {}  # lower face name -> lower card name ("fire")
        self._compiled: dict[str, Compiled] = {}
        self._marked_names: dict[str, str] = {}  # names given to mark_unsupported, as given
        self._defined_tokens: set[str] = set()  # token names defined by DSL files
        self._token_sigs: dict[str, dict[tuple[Any, ...], CardDef]] | None = None  # _token_index
        self.sources: list[str] = []
        self._ascii: tuple[int, dict[str, str]] | None = None  # see _ascii_names

    # ---------------------------------------------------------------- building
    def add(self, card: CardDef) -> None:
        self._cards[card.name.lower()] = card
        self._builtin.add(card.name.lower())
        if card.faces:  # each face by its own name, and the card by all its names (709-713)
            full = " // ".join(f.name for f in card.faces).lower()
            for key in {full, *(f.name.lower() for f in card.faces)} - {card.name.lower()}:
                self._faces[key] = card.name.lower()

    def add_token(self, token: CardDef) -> None:
        self._tokens[token.name.lower()] = token
        self._defined_tokens.add(token.name.lower())

    def register_token(self, token: CardDef) -> None:
        """A token definition made as the game goes (an embalmed token, 702.128a), found by
        its key from then on."""
        self._tokens.setdefault(token.key.lower(), token)

    def merged(self, key: str) -> CardDef | None:
        """A merged permanent's card by its key (723.2a, rules/merging.py), if made."""
        return self._cards.get(key.lower()) or self._tokens.get(key.lower())

    def register_merged(self, card: CardDef) -> None:
        """723.2a: a merged permanent's card, found by its key from then on (a token if its
        topmost component is one, 723.2d)."""
        (self._tokens if card.is_token else self._cards).setdefault(card.key.lower(), card)

    def mark_unsupported(self, name: str, reasons: Iterable[str]) -> None:
        self._unsupported[name.lower()] = tuple(reasons)
        self._marked_names[name.lower()] = name

    def load_file(self, path: str | Path, text: str | None = None) -> None:
        """Load one DSL file (YAML). Raises CardFileError naming the file and the problem."""
        source = str(path)
        try:
            data = yaml.load(text if text is not None else Path(path).read_text("utf-8"),
                             Loader=_SAFE_LOADER)
        except yaml.YAMLError as e:
            raise CardFileError(f"{source}: not valid YAML: {e}") from None
        parsed = parse_card_file(data, source)
        raw = data if isinstance(data, list) else (data or {}).get("cards") or []
        for entry, card in zip(raw, parsed.cards):
            self._sources[card.name.lower()] = entry
        for c in parsed.cards:
            self.add(c)
        for t in parsed.tokens:
            self.add_token(t)

    def source_dsl(self, name: str) -> dict[str, Any] | None:
        """The DSL mapping a card was written as (built-in and other DSL files), if any."""
        return self._sources.get(name.lower())

    def load_mtgjson(self, path: str | Path) -> None:
        """Add every card of an MTGJSON AtomicCards file (`.json` or `.json.gz`). Raises
        MTGJSONError naming the file (and card and field) when it can't be read."""
        for name, card in load_atomic_cards(path).items():
            key = name.lower()
            self._atomic[key] = card
            if len(card.faces) > 1 or " // " in name:  # (a meld card: one face here, 713)
                for face in card.faces:
                    self._faces.setdefault(face.name.lower(), key)
        self.sources.append(str(path))

    @classmethod
    def builtin(cls) -> CardDatabase:
        db = cls()
        folder = resources.files("mtg_engine.cards") / "builtin"
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".yaml"):
                db.load_file(f"builtin/{entry.name}", entry.read_text("utf-8"))
        return db

    @classmethod
    def load(cls, path: str | Path, *, builtin: bool = True) -> CardDatabase:
        """The built-in cards (unless `builtin=False`) plus every card of an AtomicCards file."""
        db = cls.builtin() if builtin else cls()
        db.load_mtgjson(path)
        return db

    # ---------------------------------------------------------------- lookup
    def get(self, name: str) -> CardDef:
        """The card of that name; for the name of one of a card's faces, that face (what an
        object with that name is: a back face, an Adventure, a split half; cards/faces.py).
        Use `faces.whole` for the card itself."""
        return face_named(self._get(name), name)

    def _get(self, name: str) -> CardDef:
        key = name.lower()
        card = self._cards.get(key)
        if card is not None:
            return card
        if key in self._unsupported:
            raise UnsupportedCardError(self._display(key), self._unsupported[key])
        key = self._faces.get(key, key)
        if key in self._cards:
            return self._cards[key]
        if key in self._atomic:
            result = self.compiled(key)
            if result.card is not None:
                return result.card
            raise UnsupportedCardError(result.name, [str(r) for r in result.reasons])
        if key.endswith("]") and "[merged: " in key:  # 723.2a (a saved game's merged card)
            from mtg_engine.rules.merging import from_key

            merged = from_key(self, name)
            if merged is not None:
                return merged
        spelled = self._ascii_names().get(ascii_fold(key))
        if spelled is not None and spelled != key:
            return self.get(spelled)  # "Jotun Grunt" is Jötun Grunt, "Aether Vial" Æther Vial
        raise UnknownCardError(self._unknown_message(name))

    def _ascii_names(self) -> dict[str, str]:
        """Card names by their ASCII spelling (built once, when a name is not found)."""
        known = len(self._cards) + len(self._atomic) + len(self._unsupported)
        if self._ascii is None or self._ascii[0] != known:
            index: dict[str, str] = {}
            for k in [*self._atomic, *self._unsupported, *self._cards]:
                index.setdefault(ascii_fold(k), k)
            self._ascii = (known, index)
        return self._ascii[1]

    def compiled(self, name: str) -> Compiled:
        """The compiler's result for a database card (compiled on first use, then kept).
        Raises UnknownCardError for a name the MTGJSON data does not have."""
        key = self._atomic_key(name)
        done = self._compiled.get(key)
        if done is not None:
            return done
        atomic = self._atomic.get(key)
        if atomic is None:
            raise UnknownCardError(self._unknown_message(name))
        from mtg_engine.cards.oracle import compile_card

        done = self._check_face_names(self._check_tokens(compile_card(atomic)))
        self._compiled[key] = done
        if done.card is not None and key not in self._cards:
            self._cards[key] = done.card
        return done

    def _check_face_names(self, done: Compiled) -> Compiled:
        """Objects are told apart by name in the engine (saved games, triggers), and a face
        is found by its own name (cards/faces.py): a face named as another card (Bind //
        Liberate's Bind) can't be, nor a face named as another card's face (the "Start" of
        Start // Fire and of Start // Finish)."""
        card = done.card
        if card is None or not card.faces:
            return done
        own = {card.name.lower(), done.name.lower()}
        clash = [f.name for f in card.faces if f.name.lower() not in own
                 and (f.name.lower() in self._atomic or f.name.lower() in self._builtin
                      or self._faces.get(f.name.lower(), done.name.lower()) not in own)]
        if not clash:
            return done
        from mtg_engine.cards.oracle import Compiled, Reason

        return Compiled(done.name, None, None, (Reason(
            "a face has the name of another card, and the engine tells objects apart by "
            "name", clash[0]),))

    def _check_tokens(self, done: Compiled) -> Compiled:
        """Tokens are found by their key in the engine (`token(key)`, saved games, last known
        information). A creature token's key is its definition (tokens.token_key, 111.3), so
        two tokens of one name are two keys; a token keyed by its name alone (a predefined
        token, 111.10) may be created only if that name means one definition: the built-in
        token of that name, or else the single definition every card of the data gives it."""
        from mtg_engine.cards.oracle import Compiled, Reason
        from mtg_engine.cards.oracle.tokens import predefined_definition

        problems: list[str] = []
        made: list[CardDef] = []
        for t in done.tokens:
            tok = parse_card(t, "MTGJSON token", token=True)
            key = tok.key.lower()
            if not tok.types and key.startswith(done.name.lower()) and (
                    " emblem" in key or " turn trigger" in key):
                ok = True  # an emblem (114.3), a delayed trigger for the turn (603.7b,
                # oracle/turn_triggers.py): its name is the engine's handle, the card's own
            elif key in self._defined_tokens:
                ok = _token_sig(self._tokens[key]) == _token_sig(tok)
            elif tok.token_key or predefined_definition(tok.name) == t:
                ok = True  # its key is its definition, or 111.10 defines it
            else:
                ok = set(self._token_index().get(key, {})) == {_token_sig(tok)}
            if ok:
                made.append(tok)
            else:
                problems.append(f"creating tokens (111): {tok.name} means different tokens in "
                                "the card data, and the engine tells tokens apart by name")
        if problems:
            return Compiled(done.name, None, None, tuple(Reason(p) for p in problems))
        for tok in made:
            self._tokens.setdefault(tok.key.lower(), tok)
        return done

    def _token_index(self) -> dict[str, dict[tuple[Any, ...], CardDef]]:
        """Every definition the data gives each token key, and each token name (from the
        "Create ... token" sentences it can read), found once, on first need."""
        if self._token_sigs is None:
            from mtg_engine.cards.oracle.effects import parse_token

            sigs: dict[str, dict[tuple[Any, ...], CardDef]] = {}
            for card in self._atomic.values():
                for face in card.faces:
                    for m in _CREATE.finditer(face.text):
                        got = parse_token(m.group(0), True, entering_ok=True)
                        if got is not None:
                            tok = parse_card(got[1], "MTGJSON token", token=True)
                            for k in {tok.key.lower(), tok.name.lower()}:
                                sigs.setdefault(k, {})[_token_sig(tok)] = tok
            self._token_sigs = sigs
        return self._token_sigs

    def printed(self, name: str) -> AtomicCard | None:
        """The card as printed (MTGJSON data), by card or face name, or None."""
        return self._atomic.get(self._atomic_key(name))

    def _atomic_key(self, name: str) -> str:
        """The MTGJSON key of a card or face name (a built-in card's face name leads to the
        built-in card's name first, then to the data's)."""
        key = name.lower()
        for _ in range(2):
            if key in self._atomic:
                return key
            key = self._faces.get(key, key)
        return key

    def is_builtin(self, name: str) -> bool:
        key = name.lower()
        return key in self._builtin or self._faces.get(key) in self._builtin

    def token(self, name: str) -> CardDef:
        tok = self._tokens.get(name.lower())
        if tok is None and self._atomic:
            # a token of the card data not made yet in this process (a saved game): its one
            # definition, as _check_tokens would have registered it
            from mtg_engine.cards.oracle.tokens import predefined_definition

            defs = self._token_index().get(name.lower(), {})
            if len(defs) == 1:
                tok = self._tokens[name.lower()] = next(iter(defs.values()))
            elif not defs and predefined_definition(name) is not None:  # 111.10
                tok = self._tokens[name.lower()] = parse_card(
                    predefined_definition(name), "predefined token", token=True)
            source = re.sub(r" (?:Emblem|Turn Trigger)(?: \d+)?$", "", name)
            if tok is None and source != name and source in self:
                self.get(source)  # an emblem (114): compiling its card registers it
                tok = self._tokens.get(name.lower())
        if tok is None:  # 702.128a, 702.129a: "<card> (embalm)" (rules/embalm.py)
            from mtg_engine.rules.embalm import derived_token

            tok = derived_token(self, name)
            if tok is None:  # 612.4: a token its creating text, changed, defines
                from mtg_engine.rules.text_changes import derived_token as text_token

                tok = text_token(self, name)
            if tok is None:  # 111.4: of the chosen color and type (rules/chosen_tokens.py)
                from mtg_engine.rules.chosen_tokens import derived_token as chosen_token

                tok = chosen_token(self, name)
            if tok is not None:
                self.register_token(tok)
        if tok is None and "[merged: " in name:  # 723.2a, 723.2d (rules/merging.py)
            from mtg_engine.rules.merging import from_key

            tok = from_key(self, name)
        if tok is None:
            # a token that is a copy of that card (707.2), or of one of its faces: the copy of an
            # Adventurer or a transformed permanent is named by its face (709-716)
            card = self._cards.get(name.lower())
            if card is None and name.lower() in self._faces:
                card = self.get(name)
            if card is not None:
                return self.token_copy(card)
            raise UnknownCardError(f"unknown token {name!r}")
        return tok

    def token_copy(self, card: CardDef) -> CardDef:
        """The definition of a token that copies `card` (707.2: its copiable values)."""
        key = card.key.lower()  # (a merged card by its key, 723.2a)
        tok = self._copies.get(key)
        if tok is None:
            tok = self._copies[key] = replace(card, is_token=True)
        return tok

    def token_or_card(self, key: str) -> CardDef:
        """The definition of what a created token's key names (111.1): a token's, else the
        card's (a token that's a copy of a card, 707.2). KeyError if neither is known."""
        return self.token(key) if self.has_token(key) else self.get(key)

    def has_token(self, name: str) -> bool:
        from mtg_engine.rules.chosen_tokens import derived_token as chosen_token
        from mtg_engine.rules.embalm import derived_token
        from mtg_engine.rules.text_changes import derived_token as text_token

        return name.lower() in self._tokens or derived_token(self, name) is not None \
            or text_token(self, name) is not None or chosen_token(self, name) is not None

    def __contains__(self, name: object) -> bool:
        """A card of that name is known (built-in, or in the MTGJSON data, supported or not)."""
        if not isinstance(name, str):
            return False
        key = name.lower()
        return key in self._cards or key in self._atomic or key in self._faces \
            or key in self._unsupported

    def __iter__(self) -> Iterator[CardDef]:
        """Every supported card (database cards are compiled as the iteration reaches them)."""
        yield from (self._cards[k] for k in list(self._builtin))
        for key in list(self._atomic):
            if not self.is_builtin(key):  # (a built-in card with faces: by any name)
                card = self.compiled(key).card
                if card is not None:
                    yield card

    def __len__(self) -> int:
        """How many card names are known (built-in and database, supported or not)."""
        return len(self._builtin) + sum(1 for k in self._atomic if not self.is_builtin(k))

    def names(self) -> list[str]:
        """Every known card name (built-in first, then the database's), as printed."""
        out = [self._cards[k].name for k in self._builtin]
        out += [c.name for k, c in self._atomic.items() if not self.is_builtin(k)]
        return out

    def atomic_cards(self) -> Iterator[AtomicCard]:
        """The printed (MTGJSON) cards, in file order."""
        return iter(self._atomic.values())

    def _display(self, key: str) -> str:
        card = self._atomic.get(key)
        return card.name if card is not None else self._marked_names.get(key, key)

    def _unknown_message(self, name: str) -> str:
        pool = self.names() + list(self._marked_names.values())
        return f"unknown card {name!r}" + suggestion_hint(name, pool)


# (a quoted ability, 111.1: "with "<ability>"" or a next sentence "It has "<ability>"")
_CREATE = re.compile(r"\b[Cc]reate [^.\n\"]*?tokens?(?: named [^.\n\"]*?(?= with\b))?"  # 111.4
                     r"(?: with [^.\n\"]*(?:\"[^\"]*\")?)?"
                     r"(?:\. (?:It has|They have) \"[^\"]*\")?(?=\.|$|(?<=\")\s)", re.M)


def _token_sig(t: CardDef) -> tuple[Any, ...]:
    """What makes two token definitions the same token (111.3)."""
    return (t.type_line, t.colors, t.power, t.toughness, tuple(sorted(t.keywords)))


def ascii_fold(name: str) -> str:
    """A lower-case name spelled in ASCII: accents dropped, "æ" as "ae"."""
    name = name.lower().replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


def suggestion_hint(name: str, pool: list[str]) -> str:
    """"; did you mean 'Lightning Bolt'?" for the closest names (case-insensitive)."""
    by_lower = {p.lower(): p for p in pool}
    close = difflib.get_close_matches(name.lower(), list(by_lower), n=3, cutoff=0.6)
    if not close:
        return ""
    return f"; did you mean {', '.join(repr(by_lower[c]) for c in close)}?"


_DEFAULT: CardDatabase | None = None


def default_database() -> CardDatabase:
    """The process-wide default database (built once): the built-in cards plus, when the
    environment variable MTG_ENGINE_CARDS names an AtomicCards file, every card in it."""
    global _DEFAULT
    if _DEFAULT is None:
        db = CardDatabase.builtin()
        path = os.environ.get(ENV_CARDS)
        if path:
            db.load_mtgjson(path)
        _DEFAULT = db
    return _DEFAULT
