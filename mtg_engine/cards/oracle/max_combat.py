"""Limits on how many creatures attack or block in each combat (506.5, 508.1c, 509.1b): "No
more than one creature can attack each combat.", "No more than two creatures can block each
combat." (Silent Arbiter, Caverns of Despair, Dueling Grounds) -> the statics `max_attackers` /
`max_blockers` with `max_count` (rules/combat._static_limit reads the smallest in force), and
back."""

from __future__ import annotations

import re
from typing import Any

_NUMBERS = {"one": 1, "two": 2, "three": 3}
_WORDS = {v: k for k, v in _NUMBERS.items()}
_KINDS = {"attack": "max_attackers", "block": "max_blockers"}
_FORM = re.compile(r"No more than (one|two|three) creatures? can (attack|block) each combat\.")


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    m = _FORM.fullmatch(para)
    if m is None or (m.group(1) == "one") != ("creature can" in para):
        return None  # ("one creatures", "two creature")
    return {_KINDS[m.group(2)]: {"max_count": _NUMBERS[m.group(1)]}}


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None."""
    kind, p = next(iter(st.items()))
    verb = next((v for v, k in _KINDS.items() if k == kind), None)
    n = (p or {}).get("max_count")
    if verb is None or set(p or {}) != {"max_count"} or n not in _WORDS:
        return None
    noun = "creature" if n == 1 else "creatures"
    return f"No more than {_WORDS[n]} {noun} can {verb} each combat."
