"""Oracle text <-> conditions on the mana spent to cast a spell (601.2h, rules/mana_spent.py):
"{R} was spent to cast this spell", "{G}{W} was spent to cast it", "at least three white mana
was spent to cast this spell" (adamant). The DSL condition is `{kind: mana_spent, name:
<letters>}`: at least as many mana of each color as its letters say ("WWW"), read by
rules/conditions.holds from what the spell (or the permanent it became) remembers."""

from __future__ import annotations

import re
from typing import Any

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NAMES = {v: k for k, v in _COLORS.items()}
_NUMS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WORDS = {v: k for k, v in _NUMS.items()}
_SYMBOLS = re.compile(r"^((?:\{[WUBRG]\})+) was spent to cast (?:this spell|it)$")
_AT_LEAST = re.compile(r"^at least (two|three|four|five|six|seven) (white|blue|black|red|green) "
                       r"mana was spent to cast (?:this spell|it)$")


def spent_condition(text: str) -> dict[str, Any] | None:
    """The DSL condition of such a phrase (without "if"), or None."""
    t = text.strip().rstrip(".")
    m = _SYMBOLS.match(t)
    if m:
        letters = re.findall(r"\{([WUBRG])\}", m.group(1))
        if len(set(letters)) != len(letters):
            return None
        return {"kind": "mana_spent", "name": "".join(letters)}
    m = _AT_LEAST.match(t)
    if m:
        return {"kind": "mana_spent", "name": _COLORS[m.group(2)] * _NUMS[m.group(1)]}
    return None


def spent_wordings(d: dict[str, Any]) -> list[str]:
    """Every wording of a `mana_spent` condition ([] for a name with no English here)."""
    name = d.get("name", "")
    if not name or set(d) - {"kind", "name"} or set(name) - set("WUBRG"):
        return []
    if len(set(name)) == 1 and len(name) > 1:
        if len(name) not in _WORDS:
            return []
        head = f"at least {_WORDS[len(name)]} {_NAMES[name[0]]} mana"
    elif len(set(name)) == len(name):
        head = "".join(f"{{{c}}}" for c in name)
    else:
        return []
    return [f"{head} was spent to cast this spell", f"{head} was spent to cast it"]
