""""~ enters the battlefield with your choice of a flying counter or a hexproof counter on it."
(Wingfold Pteron), "... your choice of a +1/+1, first strike, or vigilance counter on it."
(Denry Klin), "... your choice of two different counters on it from among menace,
deathtouch, and lifelink." (Grimdancer): 614.1c, 614.12a (rules/entering_counter_choice.py).
The kinds read are +1/+1 and the keyword counters (122.1b)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.entering_counter_choice import choice, parse

# 122.1b: the keyword counters (rules/keyword_counters.KEYWORD_COUNTERS), and +1/+1
_KINDS = frozenset({"flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                    "indestructible", "lifelink", "menace", "reach", "trample", "vigilance",
                    "+1/+1"})
_HEAD = "~ enters the battlefield with your choice of "
# (the words after the head, how many counters are chosen; the kinds: a list, then the last)
_FORMS = ((re.compile(r"two different counters on it from among (.+), and ([^,]+)\."), 2),
          (re.compile(r"an? ([^,]+) counter or an? ([^,]+) counter on it\."), 1),
          (re.compile(r"an? (.+), or ([^,]+) counter on it\."), 1))


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    if not para.startswith(_HEAD):
        return None
    for form, n in _FORMS:
        m = form.fullmatch(para[len(_HEAD):])
        if m is None:
            continue
        kinds = [*m.group(1).split(", "), m.group(2)]
        if not set(kinds) <= _KINDS or len(set(kinds)) != len(kinds) or len(kinds) <= n:
            return None
        return {"event": "enters", "instead": "choose", "choice": choice(kinds, n),
                "text": para.rstrip(".")}
    return None


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    got = parse(str(rep.get("choice", "")))
    if got is None or set(rep) != {"event", "instead", "choice", "text"} \
            or rep["event"] != "enters" or rep["instead"] != "choose":
        raise RenderError("an entering choice of another kind")
    n, kinds = got
    if n == 2 and len(kinds) >= 3:
        return f"{_HEAD}two different counters on it from among {', '.join(kinds[:-1])}, " \
            f"and {kinds[-1]}."
    if n != 1:
        raise RenderError("an entering choice of counters")
    if len(kinds) == 2:
        return f"{_HEAD}{_a(kinds[0])} {kinds[0]} counter or {_a(kinds[1])} {kinds[1]} counter on it."
    return f"{_HEAD}{_a(kinds[0])} {', '.join(kinds[:-1])}, or {kinds[-1]} counter on it."


def _a(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"
