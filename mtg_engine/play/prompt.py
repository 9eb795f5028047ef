"""Reading a number typed by a person: one rule for every terminal prompt (`mtg play`,
`mtg mundane play`, `mtg micro nim`). Only ASCII digits count ("²" and "٣" are not numbers
here), and a number outside the range asked for, however long, is refused: the caller asks
again instead of failing. Menus are numbered from MENU_BASE everywhere."""

from __future__ import annotations

import re

MENU_BASE = 1  # the first entry of every numbered menu
_DIGITS = re.compile(r"[0-9]+")
_MAX_DIGITS = 12  # longer input is never a number we ask for (and is not converted)


def parse_number(text: str, lo: int, hi: int | None = None) -> int | None:
    """The whole number `text` spells, if it is from `lo` to `hi` (no upper bound if None);
    else None."""
    t = text.strip()
    if not _DIGITS.fullmatch(t) or len(t.lstrip("0")) > _MAX_DIGITS:
        return None
    n = int(t)
    if n < lo or (hi is not None and n > hi):
        return None
    return n


def parse_choice(text: str, count: int) -> int | None:
    """The 0-based index of the menu entry `text` names (entries numbered from MENU_BASE)."""
    n = parse_number(text, MENU_BASE, MENU_BASE + count - 1)
    return None if n is None else n - MENU_BASE


def menu_range(count: int) -> str:
    """"1 to 5", for telling a person what they may type."""
    return f"{MENU_BASE} to {MENU_BASE + count - 1}"
