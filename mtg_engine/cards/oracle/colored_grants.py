"""A card's own bonus, colour and granted ability said in one list (613.1e, 613.1f, 613.4c):
"~ gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target blue creature."" (Possessed
Aven), "~ is white and has "{T}: Destroy target black creature."" (Repentant Vampire), "~ gets
+3/+3, is black, has trample, and has "..."" (Wayward Angel). One `continuous` static, applied
in each layer it has a part in (613.1e colour set, 613.1f abilities added, 613.4c the bonus);
usually under a condition ("As long as seven or more cards are in your graveyard, ...",
conditional_statics.py). Also a supertype in such a list: "Enchanted creature is legendary,
gets +1/+1, and has flying, vigilance, and lifelink." (205.4a). Oracle text -> DSL here, and
back (`render`, `render_legendary`)."""

from __future__ import annotations

import re
from typing import Any

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORD = {v: k for k, v in _COLORS.items()}
_LIST = re.compile(r"~ (?:gets ([+-]\d+)/([+-]\d+), )?is (white|blue|black|red|green),? "
                   r"(?:has ([a-z ]+), )?and has (\"[^\"]+\")")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL of one such list, or None (a quoted ability or keyword the engine lacks)."""
    from mtg_engine.cards.oracle.copy_control import grant_static

    m = _LIST.fullmatch(para)
    if m is None:
        return None
    p, t, color, kw, quoted = m.groups()
    has = f"{kw} and {quoted}" if kw else quoted
    pump = f"gets {p}/{t} and " if p is not None else ""
    got = grant_static(f"~ {pump}has {has}")
    if got is None or got["continuous"].get("affects") != "self":
        return None
    return {"continuous": {**got["continuous"], "set_colors": _COLORS[color]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL (without a condition), or None if it isn't one."""
    from mtg_engine.cards.oracle.copy_control import render_granted
    from mtg_engine.cards.oracle.render import pt

    if p.get("affects") != "self" or p.get("set_colors") not in _COLOR_WORD \
            or set(p) - {"affects", "set_colors", "power", "toughness", "add_keywords",
                         "add_abilities", "add_triggers"} \
            or len(p.get("add_abilities", ())) + len(p.get("add_triggers", ())) != 1:
        return None
    parts: list[str] = []
    if "power" in p or "toughness" in p:
        parts.append(f"gets {pt(p.get('power', 0), p.get('toughness', 0))}")
    parts.append(f"is {_COLOR_WORD[p['set_colors']]}")
    kws = list(p.get("add_keywords", ()))
    if len(kws) > 1:
        return None
    if kws:
        parts.append(f"has {kws[0]}")
    parts.append("has " + render_granted(p, "creature", itself=True))
    said = f"{parts[0]} and {parts[1]}" if len(parts) == 2 else \
        ", ".join(parts[:-1]) + ", and " + parts[-1]
    return f"~ {said}"


# 205.4a, 613.1d + 613.4c + 613.1f: "Enchanted creature is legendary, gets +1/+1, and has
# flying, vigilance, and lifelink." (On Serra's Wings)
_LEGENDARY_LIST = re.compile(r"Enchanted creature is legendary, gets ([+-]\d+)/([+-]\d+), and "
                             r"has ([a-z ,]+)\.")


def lower_legendary(para: str) -> dict[str, Any] | None:
    """The DSL of such a list, or None."""
    from mtg_engine.cards.oracle.copy_control import _keywords

    m = _LEGENDARY_LIST.fullmatch(para)
    kws = _keywords(m.group(3)) if m else None
    if m is None or not kws:
        return None
    return {"continuous": {"affects": "enchanted", "filter": {"types": ["Creature"]},
                           "add_supertypes": ["Legendary"], "power": int(m.group(1)),
                           "toughness": int(m.group(2)), "add_keywords": kws}}


def render_legendary(p: dict[str, Any]) -> str | None:
    """The English of `lower_legendary`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render import pt
    from mtg_engine.cards.oracle.render_phrases import _join

    if set(p) != {"affects", "filter", "add_supertypes", "power", "toughness", "add_keywords"} \
            or p["affects"] != "enchanted" or p["filter"] != {"types": ["Creature"]} \
            or p["add_supertypes"] != ["Legendary"]:
        return None
    return f"Enchanted creature is legendary, gets {pt(p['power'], p['toughness'])}, and has " \
        f"{_join(list(p['add_keywords']))}."
