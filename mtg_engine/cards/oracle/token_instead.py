"""A token creation said again with another number (608.2c, 111.1): "Create six 1/1 white Kor
Soldier creature tokens. If this spell was kicked, create twelve of those tokens instead." The
rider "create twelve of those tokens" is the base instruction with only its count changed, so
it is read as the base sentence with that number (conditional_effects._expand_rider) and said
back in the printed words (conditional_effects._render_instead)."""

from __future__ import annotations

import re
from typing import Any

_THOSE = re.compile(r"^create (\S+) of those tokens$", re.IGNORECASE)
_BASE = re.compile(r"^(?:you )?create (\S+) (.+)$", re.IGNORECASE)
_NUMBERS = ("a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "x")


def expand(base: str, rider: str) -> str | None:
    """The rider "create N of those tokens" as the base's whole sentence with the count N
    ("Create twelve 1/1 white Kor Soldier creature tokens."), or None."""
    m, b = _THOSE.match(rider.rstrip(".")), _BASE.match(base.rstrip("."))
    if m is None or b is None or m.group(1).lower() not in _NUMBERS \
            or b.group(1).lower() not in _NUMBERS:
        return None
    rest = b.group(2)
    if m.group(1).lower() not in ("a", "an", "one"):  # the plural of the base's words
        rest = re.sub(r"^token that's a copy of\b", "tokens that are copies of", rest)
        rest = re.sub(r"\btoken\b", "tokens", rest, count=1)
    start = base[:b.start(1)]
    return f"{start}{m.group(1)} {rest}."


def rider_words(base: list[dict[str, Any]], rider: list[dict[str, Any]]) -> str | None:
    """"create twelve of those tokens" for a rider that creates the base's tokens in another
    number, in the renderings that say so (the wording "those_tokens"); None otherwise."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import _num

    if len(base) != 1 or len(rider) != 1 or set(base[0]) != {"create_token"} \
            or set(rider[0]) != {"create_token"}:
        return None
    b, r = base[0]["create_token"], rider[0]["create_token"]
    if {k: v for k, v in b.items() if k != "count"} != \
            {k: v for k, v in r.items() if k != "count"} or not isinstance(r.get("count"), int):
        return None
    from mtg_engine.cards.oracle.conditional_effects import PRINTED

    said = wording("those_tokens") or " of those tokens " in PRINTED.get()  # (the wording the
    return f"create {_num(r['count'])} of those tokens" if said else None  # card prints)
