"""Deck construction rules (100.2-100.6, 903.5) and each format's legal/banned/restricted lists
(from the cards' `legalities` in the MTGJSON data).

- Constructed (100.2a): at least 60 cards in the main deck, at most 15 in the sideboard
  (100.4a), at most four of any card counting main deck and sideboard together, except basic
  lands and cards that say a deck can have any number (or up to N) of them; a restricted card
  at most one (Vintage).
- Limited (100.2b): at least 40 cards; any number of copies; no legality list.
- Commander (903.5): exactly 100 cards counting the commander, singleton except basic lands,
  a legendary creature commander (or a card that says it can be your commander; two with
  partner), and every card within the commander's colour identity (903.4). Brawl: 60 cards,
  and the commander may be a legendary planeswalker.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from mtg_engine.cards.database import CardDatabase, UnsupportedCardError, suggestion_hint
from mtg_engine.cards.mtgjson import AtomicCard
from mtg_engine.core.types import Supertype
from mtg_engine.formats.decklist import Deck, DeckEntry


@dataclass(frozen=True, slots=True)
class FormatRules:
    name: str
    min_main: int = 60
    exact_main: int | None = None  # commander: the exact deck size, counting the commander
    max_copies: int | None = 4
    max_sideboard: int | None = 15
    commander: bool = False
    commander_planeswalker: bool = False  # Brawl
    legality: str | None = None  # the key in the cards' legalities


_CONSTRUCTED = ("standard", "future", "pioneer", "explorer", "historic", "alchemy", "modern",
                "legacy", "vintage", "pauper", "penny", "premodern", "oldschool")

FORMATS: dict[str, FormatRules] = {
    **{f: FormatRules(f, legality=f) for f in _CONSTRUCTED},
    "constructed": FormatRules("constructed"),
    "limited": FormatRules("limited", min_main=40, max_copies=None, max_sideboard=None),
    "commander": FormatRules("commander", exact_main=100, max_copies=1, max_sideboard=None,
                             commander=True, legality="commander"),
    "duel": FormatRules("duel", exact_main=100, max_copies=1, max_sideboard=None,
                        commander=True, legality="duel"),
    "paupercommander": FormatRules("paupercommander", exact_main=100, max_copies=1,
                                   max_sideboard=None, commander=True,
                                   legality="paupercommander"),
    "brawl": FormatRules("brawl", exact_main=60, max_copies=1, max_sideboard=None,
                         commander=True, commander_planeswalker=True, legality="brawl"),
    "historicbrawl": FormatRules("historicbrawl", exact_main=100, max_copies=1,
                                 max_sideboard=None, commander=True, commander_planeswalker=True,
                                 legality="historicbrawl"),
}
FORMATS["draft"] = FORMATS["sealed"] = FORMATS["limited"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a deck is not legal (or not playable by the engine)."""

    message: str
    line: int | None = None
    kind: str = "format"  # "format" | "unknown" | "unsupported"

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}


def copy_limit(card: AtomicCard | None, rules: FormatRules, legality: str) -> int | None:
    """How many copies the deck may have (100.2a, 903.5b), None for any number."""
    if card is not None and "Basic" in card.front.supertypes:
        return None
    if card is not None and card.alternative_deck_limit:
        m = re.search(r"up to (\w+) cards named", card.front.text)
        return _WORDS.get(m.group(1).lower()) if m else None
    if legality == "Restricted":
        return 1
    return rules.max_copies


def check_deck(deck: Deck, db: CardDatabase, fmt: str) -> list[Problem]:
    """Every problem with `deck` in format `fmt` (an empty list: the deck is legal). Cards the
    engine can't play are reported too, with kind "unsupported"."""
    rules = FORMATS.get(fmt.lower())
    if rules is None:
        raise ValueError(f"unknown format {fmt!r}; formats: {', '.join(sorted(FORMATS))}")
    problems: list[Problem] = []
    resolved: dict[str, AtomicCard | None] = {}
    names: dict[str, str] = {}
    for e in deck.entries:
        card = _resolve(db, e, problems)
        if card is False:
            continue
        key = card.name if isinstance(card, AtomicCard) else e.name
        names[e.name] = key
        resolved[key] = card if isinstance(card, AtomicCard) else None
    problems += _sizes(deck, rules)
    commanders = _commanders(deck, rules, problems) if rules.commander else []
    counts: Counter[str] = Counter()
    first_line: dict[str, int] = {}
    for e in deck.entries:
        if e.name in names:
            counts[names[e.name]] += e.count
            first_line.setdefault(names[e.name], e.line)
    for key, n in counts.items():
        card = resolved[key]
        legality = card.legality(rules.legality) if card and rules.legality else "Legal"
        line = first_line[key]
        if rules.legality and card is None:
            problems.append(Problem(f"{key}: no legality data (a built-in card, not in the "
                                    "loaded card data)", line))
        elif rules.legality and legality != "Legal" and legality != "Restricted":
            problems.append(Problem(f"{key} is {legality.lower()} in {rules.name}", line))
        limit = None if card is None and _builtin_basic(db, key) else copy_limit(card, rules, legality)
        if limit is not None and n > limit:
            what = "restricted: at most 1" if legality == "Restricted" else f"at most {limit}"
            problems.append(Problem(f"{n} copies of {key} ({what})", line))
    if commanders:
        problems += _identity(deck, names, resolved, commanders)
    problems += _unsupported(deck, db, names)
    return problems


def _builtin_basic(db: CardDatabase, name: str) -> bool:
    """A built-in basic land (no MTGJSON record): any number of copies (100.2a)."""
    try:
        return Supertype.BASIC in db.get(name).supertypes
    except (KeyError, UnsupportedCardError):
        return False


def _resolve(db: CardDatabase, e: DeckEntry, problems: list[Problem]) -> AtomicCard | bool:
    card = db.printed(e.name)
    if card is not None:
        return card
    if db.is_builtin(e.name):
        return True
    problems.append(Problem(f"unknown card {e.name!r}" + suggestion_hint(e.name, db.names()),
                            e.line, "unknown"))
    return False


def _sizes(deck: Deck, rules: FormatRules) -> list[Problem]:
    out = []
    main = sum(n for n, _ in deck.main)
    side = sum(n for n, _ in deck.sideboard) + sum(n for n, _ in deck.companion)
    if rules.commander:
        total = main + sum(n for n, _ in deck.commander)
        if not deck.commander and len(deck.sideboard) in (1, 2):
            total += side  # MTGO convention: the commander in the sideboard
        if total != rules.exact_main:
            out.append(Problem(f"the deck has {total} cards counting the commander; "
                               f"{rules.name} needs exactly {rules.exact_main} (903.5a)"))
        return out
    if main < rules.min_main:
        out.append(Problem(f"the main deck has {main} cards; {rules.name} needs at least "
                           f"{rules.min_main} (100.2)"))
    if rules.max_sideboard is not None and side > rules.max_sideboard:
        out.append(Problem(f"the sideboard has {side} cards; at most {rules.max_sideboard} "
                           "(100.4a)"))
    return out


def _commanders(deck: Deck, rules: FormatRules, problems: list[Problem]) -> list[DeckEntry]:
    """The deck's commander entries (903.3)."""
    entries = [e for e in deck.entries if e.section == "commander"]
    if not entries and sum(n for n, _ in deck.sideboard) in (1, 2):
        entries = [e for e in deck.entries if e.section == "sideboard"]
    if not entries:
        problems.append(Problem("no commander: put it in a 'Commander' section (or as the "
                                "only sideboard card) (903.3)"))
        return []
    return entries


def _identity(deck: Deck, names: dict[str, str], resolved: dict[str, AtomicCard | None],
              commanders: list[DeckEntry]) -> list[Problem]:
    out: list[Problem] = []
    cmd_cards = [(e, resolved.get(names.get(e.name, ""))) for e in commanders]
    identity: set[str] = set()
    for e, card in cmd_cards:
        if card is None:
            continue
        face = card.front
        legendary_creature = "Legendary" in face.supertypes and "Creature" in face.types
        if not (legendary_creature or card.commander_ok):
            out.append(Problem(f"{card.name} can't be a commander: not a legendary creature "
                               "(903.3)", e.line))
        identity |= set(card.color_identity)
    if len(cmd_cards) == 2 and not any(all(card is not None and pair(card)
                                           for _, card in cmd_cards)
                                       for pair in (_partners, _friends)):
        out.append(Problem("two commanders need partner (702.124)"))  # (or 702.124g)
    if len(cmd_cards) > 2 or sum(e.count for e in commanders) > len(cmd_cards):
        out.append(Problem("at most two commanders"))
    cmd_lines = {e.line for e in commanders}
    for e in deck.entries:
        card = resolved.get(names.get(e.name, ""))
        if card is None or e.line in cmd_lines:
            continue
        extra = set(card.color_identity) - identity
        if extra:
            out.append(Problem(f"{card.name} is outside the commander's colour identity "
                               f"({''.join(c for c in 'WUBRG' if c in extra)}; 903.4)", e.line))
    return out


def _partners(card: AtomicCard) -> bool:
    return any(k.lower().startswith("partner") for k in card.front.keywords)


def _friends(card: AtomicCard) -> bool:
    """702.124g: friends forever, a variant of partner (only with another friends forever)."""
    return any(k.lower() == "friends forever" for k in card.front.keywords)


def _unsupported(deck: Deck, db: CardDatabase, names: dict[str, str]) -> list[Problem]:
    out: list[Problem] = []
    seen: set[str] = set()
    for e in deck.entries:
        key = names.get(e.name)
        if key is None or key in seen:
            continue
        seen.add(key)
        try:
            db.get(key)
        except UnsupportedCardError as err:
            out.append(Problem(f"the engine can't play {err.name}: {'; '.join(err.reasons)}",
                               e.line, "unsupported"))
    return out
