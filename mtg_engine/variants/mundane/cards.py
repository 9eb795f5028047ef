"""Playing cards as Mundane cards: ranks, names, decks and the deck file of ranks.

Magic: Made Mundane ("Card Deck"): ranks A-7 are critters worth their rank, 8-K are credits;
suits are ignored except to name cards (the ability table attaches abilities to named cards).
"""

from __future__ import annotations

import re
from pathlib import Path

SUITS = "CDHS"
RANK_LABELS = {0: "0", 1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_TOKENS = {"A": 1, "ACE": 1, "T": 10, "J": 11, "JACK": 11, "Q": 12, "QUEEN": 12,
                "K": 13, "KING": 13, "0": 0, "JOKER": 0}
CARD_NAME = re.compile(r"^(10|[0A2-9JQK])([CDHS])(\d*)$")


class DeckFileError(ValueError):
    """A deck file of ranks (or a deck description) that cannot be used."""


def rank_label(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


def parse_rank(token: str) -> int:
    """'A', '2'..'10', 'T', 'J', 'Q', 'K', or '0'/'Joker' (a rank-0 joker, see "Tunable
    Design Parameters") to a rank 0-13; raises ValueError naming the token."""
    t = token.strip().upper()
    if t in _RANK_TOKENS:
        return _RANK_TOKENS[t]
    if t.isdigit() and 1 <= int(t) <= 13:
        return int(t)
    raise ValueError(f"unknown rank {token!r} (use A, 2-10, J, Q, K or 0/Joker)")


def card_names(ranks: tuple[int, ...]) -> tuple[str, ...]:
    """Name each card: rank then suit in order of appearance (C, D, H, S); copies beyond one
    pack get a pack number, e.g. a fifth ace is 'AC2'."""
    seen: dict[int, int] = {}
    names = []
    for r in ranks:
        i = seen.get(r, 0)
        seen[r] = i + 1
        pack = i // 4
        names.append(f"{rank_label(r)}{SUITS[i % 4]}{pack + 1 if pack else ''}")
    return tuple(names)


def standard_deck() -> tuple[int, ...]:
    """One ordinary 52-card pack: four of each rank A-K."""
    return tuple(r for r in range(1, 14) for _ in range(4))


def composed_deck(critters: int, credits: int, critter_max: int = 7) -> tuple[int, ...]:
    """A deck with the given numbers of critters and credits (the "Tunable Design Parameters"
    table). Critters are spread as evenly as possible over ranks 1..critter_max (a flat mana
    curve, extras to the lowest ranks); credits likewise over the credit ranks."""
    if critters < 0 or credits < 0 or critters + credits == 0:
        raise DeckFileError(f"a deck needs cards: {critters} critters, {credits} credits")
    if credits and critter_max >= 13:
        raise DeckFileError("no ranks are left for credits when every rank is a critter")
    crit_ranks = list(range(1, critter_max + 1))
    cred_ranks = list(range(critter_max + 1, 14))
    deck = [crit_ranks[i % len(crit_ranks)] for i in range(critters)]
    deck += [cred_ranks[i % len(cred_ranks)] for i in range(credits)]
    return tuple(sorted(deck))


def parse_rank_deck(text: str, source: str = "<deck>") -> tuple[int, ...]:
    """A deck file of ranks: one entry a line, `RANK` or `COUNT RANK` (e.g. `4 A`); blank lines
    and `#` comments are ignored."""
    deck: list[int] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        where = f"{source} line {lineno}"
        if len(parts) == 1:
            count, token = 1, parts[0]
        elif len(parts) == 2 and parts[0].isdigit():
            count, token = int(parts[0]), parts[1]
        else:
            raise DeckFileError(f"{where}: expected 'RANK' or 'COUNT RANK', got {line!r}")
        try:
            rank = parse_rank(token)
        except ValueError as exc:
            raise DeckFileError(f"{where}: {exc}") from None
        deck.extend([rank] * count)
    if not deck:
        raise DeckFileError(f"{source}: the deck has no cards")
    return tuple(sorted(deck))


def load_rank_deck(path: str | Path) -> tuple[int, ...]:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckFileError(f"{p}: cannot read deck file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise DeckFileError(f"{p}: not a UTF-8 text file") from None
    return parse_rank_deck(text, str(p))
