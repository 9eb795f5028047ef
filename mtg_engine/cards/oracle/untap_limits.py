"""502.3: "Players can't untap more than one creature during their untap steps." (Smoke),
"As long as ~ is untapped, players can't untap more than one land during their untap steps."
(Winter Orb), "You can't untap more than one land during your untap step." (Mungha Wurm) ->
the static `untap_limit` (rules/untap_limits.py), and back."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"(?P<cond>As long as ~ is untapped, )?(?P<who>Players|players|You|you) "
                   r"can't untap more than (?P<n>one|two|three) (?P<what>creature|artifact|land|"
                   r"permanent)(?P<s>s?) during (?P<when>their untap steps|your untap step)\.")
_NUMBERS = {"one": 1, "two": 2, "three": 3}
_WORDS = {v: k for k, v in _NUMBERS.items()}
_WHEN = {"any": "their untap steps", "you": "your untap step"}


def lower(para: str) -> dict[str, Any] | None:
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    whose = "any" if m.group("who").lower() == "players" else "you"
    if _WHEN[whose] != m.group("when"):
        return None
    n = _NUMBERS[m.group("n")]
    what = m.group("what")
    if (n > 1) != bool(m.group("s")):
        return None  # ("more than one creature", "more than two permanents")
    out: dict[str, Any] = {"max_count": n, "whose": whose}
    if what != "permanent":
        out["filter"] = {"types": [what.capitalize()]}
    if m.group("cond"):
        out["as_long_as"] = "self_untapped"  # 611.3a
    return {"untap_limit": out}


def render(p: dict[str, Any]) -> str | None:
    if set(p) - {"max_count", "whose", "filter", "as_long_as"} \
            or p.get("as_long_as", "self_untapped") != "self_untapped" \
            or p.get("whose", "any") not in _WHEN or p.get("max_count") not in _WORDS:
        return None
    f = p.get("filter", {})
    types = f.get("types", [])
    if set(f) - {"types"} or len(types) > 1:
        return None
    n = p["max_count"]
    what = types[0].lower() if types else "permanent"
    whose = p.get("whose", "any")
    who = "players" if whose == "any" else "you"
    text = f"{who} can't untap more than {_WORDS[n]} {what}{'s' if n > 1 else ''} during " \
        f"{_WHEN[whose]}."
    if "as_long_as" in p:
        return "As long as ~ is untapped, " + text
    return text[0].upper() + text[1:]
