""""Manifest the top card of your library, then put a +1/+1 counter on it." (Formless
Nurturing, Fierce Invocation, Wildcall): the permanent just manifested (701.34a) gets the
counters after it has entered, as a second instruction (608.2c; put events, 122.6) -> the DSL
`manifest: {counters: {kind: +1/+1, count: N}}` (effects/permanent_verbs._manifest)."""

from __future__ import annotations

import re
from typing import Any

_NUMBERS = ("", "a", "two", "three", "four", "five")
_SENTENCE = re.compile(r"manifest the top card of your library, then put (?P<n>a|two|three|four|"
                       r"five|x) (?P<kind>[+-]\d+/[+-]\d+) (?P<word>counters?) on it\.?")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of the whole text, or None if it isn't this instruction."""
    m = _SENTENCE.fullmatch(text.strip().lower())
    if m is None:
        return None
    n: int | str = "X" if m["n"] == "x" else _NUMBERS.index(m["n"])
    if (n == "X" and not ctx.allow_x) or (n == 1) != (m["word"] == "counter"):
        return None
    return [{"manifest": {"counters": {"kind": m["kind"], "count": n}}}]


def render(p: dict[str, Any]) -> str | None:
    """The sentence back (copy_control.render_clause), or None for another manifest."""
    c = p.get("counters")
    if set(p) != {"counters"} or not isinstance(c, dict) or set(c) != {"kind", "count"}:
        return None
    n = c["count"]
    if not (n == "X" or (isinstance(n, int) and 0 < n < len(_NUMBERS))):
        return None
    many = "X" if n == "X" else _NUMBERS[n]
    word = "counter" if n == 1 else "counters"
    return f"manifest the top card of your library, then put {many} {c['kind']} {word} on it"
