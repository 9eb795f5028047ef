"""A resolving spell exiling itself with counters on it (608.2m, 122.1): "Exile ~ with three
time counters on it." (Arc Blade, Inspiring Refrain). The card goes to exile with the counters
on it as it arrives there; a card with suspend is then suspended (702.62b), and its exile-zone
abilities count them down. -> `resolving_spell_to: {to: exile, with_counters: {time: 3}}`
(effects/spell_self.py)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_WORDS = {v: k for k, v in _NUMBERS.items() if k != "one"}
_SENTENCE = re.compile(r"^exile ~ with (?P<n>a|one|two|three|four|five|six|seven|eight|nine|"
                       r"ten) (?P<kind>[a-z]+) counters? on it$")


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence (without its period), or None if it isn't this one."""
    if ctx.on_permanent:
        return None  # (a permanent's "exile ~ with ..." is another instruction)
    m = _SENTENCE.match(sentence.lower())
    if m is None:
        return None
    n = _NUMBERS[m.group("n")]
    if (n == 1) != (m.group("n") in ("a", "one")) or m.group("n") == "one":
        return None
    if (n == 1 and sentence.lower().split()[-3] != "counter") or \
            (n > 1 and sentence.lower().split()[-3] != "counters"):
        return None
    return [{"resolving_spell_to": {"to": "exile", "with_counters": {m.group("kind"): n}}}]


def render(p: dict[str, Any]) -> str:
    """The sentence back (render.py)."""
    (kind, n), = dict(p["with_counters"]).items()
    return f"exile ~ with {_WORDS[n]} {kind} {'counter' if n == 1 else 'counters'} on it"
