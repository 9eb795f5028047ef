""""~ enters the battlefield with your choice of a flying counter or a hexproof counter on it."
(Wingfold Pteron), "... your choice of two different counters on it from among menace,
deathtouch, and lifelink." (Grimdancer): a replacement effect (614.1c) whose choice is made by
the player it enters under the control of as it enters (614.12a, asked through
`game.pending`); the counters chosen are put on it as it enters (a keyword counter gives its
keyword, 122.1b).

The DSL's choice is `counter_choice:<how many>:<kind>|<kind>|...`: the options are the sets of
that many different kinds, in the order of the text.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event

PREFIX = "counter_choice:"
PURPOSE = "choose_counter"


def choice(kinds: list[str], how_many: int = 1) -> str:
    """The DSL's choice for `how_many` different counters among `kinds`."""
    return f"{PREFIX}{how_many}:{'|'.join(kinds)}"


def parse(what: str) -> tuple[int, list[str]] | None:
    """(how many, kinds) of a choice, or None if it isn't one of these."""
    if not what.startswith(PREFIX):
        return None
    n, _, kinds = what[len(PREFIX):].partition(":")
    return (int(n), kinds.split("|")) if n.isdigit() and kinds else None


def valid(what: str) -> bool:
    """A choice of `how many` different kinds among more than that many."""
    got = parse(what)
    return got is not None and 1 <= got[0] < len(got[1]) and len(set(got[1])) == len(got[1])


def _sets(what: str) -> list[tuple[str, ...]]:
    got = parse(what)
    assert got is not None
    n, kinds = got
    return list(combinations(kinds, n))


def options(what: str, name: str) -> tuple[tuple[int, ...], str]:
    sets = _sets(what)
    return tuple(range(len(sets))), f"as {name} enters, choose its counters: " + \
        "; ".join(f"{i}: {' and '.join(s)}" for i, s in enumerate(sets)) + " (614.1c)"


def named(what: str, words: str) -> int | None:
    """The option that `words` names ("hexproof", "menace, lifelink"), or None."""
    want = {w.strip().lower() for w in words.split(",")}
    return next((i for i, s in enumerate(_sets(what)) if set(s) == want), None)


def answer(ev: Event, chosen: int) -> Event:
    """The event with the chosen counters, one of each kind (614.1c)."""
    kinds = _sets(ev.choose[0])[chosen]
    return replace(ev, choose=ev.choose[1:],
                   counters=(*ev.counters, *((k, 1) for k in kinds)))
