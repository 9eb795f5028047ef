"""Spells of several colours named in a cost change (601.2f): "Blue spells and red spells you
cast cost {1} less to cast." (the Familiars), "Red creature spells and green creature spells
cost {1} more to cast." (High Seas): one filter, a spell of any of the colours (105.1; with
the same card type for each), read by costs._spell_matches."""

from __future__ import annotations

import re
from typing import Any

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NAMES = {v: k for k, v in _COLORS.items()}
_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker")


def color_list_filter(what: str) -> dict[str, Any] | None:
    """"Blue spells and red" / "Red creature spells and green creature" (the words before the
    last " spells") -> {"colors": [...], "types": [...]}, or None."""
    parts = re.split(r" spells and ", what)
    if len(parts) < 2:
        return None
    colors: list[str] = []
    kinds: set[str] = set()
    for part in parts:
        words = part.lower().split(" ")
        if words[0] not in _COLORS or len(words) > 2 or (len(words) == 2
                                                          and words[1] not in _TYPES):
            return None
        colors.append(_COLORS[words[0]])
        kinds.add(words[1] if len(words) == 2 else "")
    if len(kinds) != 1 or len(set(colors)) != len(colors):
        return None
    kind = kinds.pop()
    return {"colors": colors, **({"types": [kind.capitalize()]} if kind else {})}


def render_color_list(f: dict[str, Any]) -> str | None:
    """The subject of `color_list_filter`'s filter ("blue spells and red spells"), taking its
    fields out of `f`; None when it isn't one (one colour or none)."""
    colors = f.get("colors", [])
    types = f.get("types", [])
    if len(colors) < 2 or len(types) > 1 or set(f) - {"colors", "types"}:
        return None
    f.pop("colors")
    f.pop("types", None)
    kind = f" {types[0].lower()}" if types else ""
    return " and ".join(f"{_NAMES[c]}{kind} spells" for c in colors)


# 601.2f: a coloured increase ("Black spells you cast cost {B} more to cast.", the Leeches)
_COLORED = re.compile(r"(?P<c>White|Blue|Black|Red|Green) spells you cast cost "
                      r"\{(?P<m>[WUBRG])\} more to cast\.")


def colored_increase(para: str) -> dict[str, Any] | None:
    """The `spell_cost` static adding that coloured mana, or None."""
    m = _COLORED.fullmatch(para)
    if m is None:
        return None
    return {"spell_cost": {"filter": {"colors": [_COLORS[m.group("c").lower()]]},
                           "mana": "{" + m.group("m") + "}", "whose": "you"}}


def render_colored_increase(p: dict[str, Any]) -> str | None:
    """The English of `colored_increase`'s static, or None."""
    colors = p.get("filter", {}).get("colors", [])
    if set(p) - {"filter", "mana", "whose", "amount"} or p.get("amount", 0) \
            or p.get("whose") != "you" or set(p.get("filter", {})) != {"colors"} \
            or len(colors) != 1 or not re.fullmatch(r"\{[WUBRG]\}", p.get("mana", "")):
        return None
    return f"{_NAMES[colors[0]].capitalize()} spells you cast cost {p['mana']} more to cast."
