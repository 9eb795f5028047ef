"""614.1c: a permanent's counters as it enters, in two sentences of one paragraph whose second
one changes the first:

- "~ enters the battlefield with six +1/+1 counters on it. It escapes with twelve +1/+1
  counters on it instead." (Polukranos, Unchained; 702.138c): six unless it escaped, twelve
  if it did (conditions `not_escaped` / `escaped`);
- "~ enters the battlefield with X +1/+1 counters on it. If X is 5 or more, it enters the
  battlefield with an additional X +1/+1 counters on it." (Apocalypse Hydra; 107.3): X, and X
  more when X is 5 or more (condition `x_at_least_5`).

Both are replacement effects of the card itself (rules/replacement_conditions.py judges the
conditions as it would enter), rendered back from them."""

from __future__ import annotations

import re
from typing import Any

_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "twelve": 12}
_NAMES = {v: k for k, v in _WORDS.items() if k not in ("a",)}
_ESCAPES = re.compile(r"^~ enters the battlefield with (?P<n>\w+) \+1/\+1 counters on it\. It "
                      r"escapes with (?P<m>\w+) \+1/\+1 counters on it instead\.$")
_X_AT_LEAST = ("~ enters the battlefield with X +1/+1 counters on it. If X is 5 or more, it "
               "enters the battlefield with an additional X +1/+1 counters on it.")


def _counters(amount: Any, condition: str) -> dict[str, Any]:
    return {"event": "enters", "instead": "counters", "counter_kind": "+1/+1",
            "amount": amount, "condition": condition}


def read(para: str, dsl: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The two replacement effects of such a paragraph, or None."""
    if para == _X_AT_LEAST:
        return [_counters("X", ""), _counters("X", "x_at_least_5")]
    m = _ESCAPES.match(para)
    if m is None or _WORDS.get(m.group("n"), 0) < 2 or _WORDS.get(m.group("m"), 0) < 2:
        return None  # (its escape cost, 702.138a, is a later paragraph of the card)
    return [_counters(_WORDS[m.group("n")], "not_escaped"),
            _counters(_WORDS[m.group("m")], "escaped")]


def render(reps: list[dict[str, Any]]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if reps == [_counters("X", ""), _counters("X", "x_at_least_5")]:
        return _X_AT_LEAST
    if len(reps) != 2 or [r.get("condition") for r in reps] != ["not_escaped", "escaped"] \
            or any(r != _counters(r.get("amount"), r["condition"]) for r in reps) \
            or any(r["amount"] not in _NAMES for r in reps):
        raise RenderError("counters as it enters")
    n, m = (_NAMES[r["amount"]] for r in reps)
    return f"~ enters the battlefield with {n} +1/+1 counters on it. It escapes with {m} " \
        "+1/+1 counters on it instead."
