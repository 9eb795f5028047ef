"""Counters put "up to" a number, under a ceiling (122.1, 608.2d): "{X}, {T}: Put up to X +1/+0
counters on ~. This ability can't cause the total number of +1/+0 counters on ~ to be greater
than four." (Clockwork Beast and its kin). As the ability resolves, its controller chooses how
many (none to X), no more than would bring ~ past the ceiling (rules/counters_up_to.py).

The DSL is `put_counters` with `up_to: true` and `cap` (the ceiling; 0: none).
"""

from __future__ import annotations

import re
from typing import Any

_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")
_KIND = r"[+-]\d+/[+-]\d+|[a-z]+"
_UP_TO = re.compile(rf"^Put up to (?P<n>X|{'|'.join(_NUMBERS[1:])}) (?P<kind>{_KIND}) counters "
                    rf"on ~\. This ability can't cause the total number of (?P=kind) counters "
                    rf"on ~ to be greater than (?P<cap>{'|'.join(_NUMBERS[1:])})\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of the whole text, or None if it isn't this instruction."""
    m = _UP_TO.match(text.strip())
    if m is None:
        return None
    n: int | str = m["n"] if m["n"] == "X" else _NUMBERS.index(m["n"])
    if n == "X" and not ctx.allow_x:
        return None
    return [{"put_counters": {"kind": m["kind"], "what": "self", "count": n, "up_to": True,
                              "cap": _NUMBERS.index(m["cap"])}}]


def render(p: dict[str, Any]) -> str | None:
    """The English of such an effect (the ceiling's sentence after it), or None for another."""
    if not p.get("up_to") or p.get("what") != "self" or set(p) != {"kind", "what", "count",
                                                                   "up_to", "cap"}:
        return None
    n, cap, kind = p["count"], p["cap"], p["kind"]
    if not (n == "X" or (isinstance(n, int) and 0 < n < len(_NUMBERS))) \
            or not isinstance(cap, int) or not 0 < cap < len(_NUMBERS):
        return None
    many = n if n == "X" else _NUMBERS[n]
    return f"put up to {many} {kind} counters on ~. this ability can't cause the total " \
        f"number of {kind} counters on ~ to be greater than {_NUMBERS[cap]}"
