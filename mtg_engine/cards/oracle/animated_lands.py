"""Static abilities that make lands creatures that are still lands (205.1b), Oracle text ->
`continuous` static, and back:

  Enchanted land is a 3/3 black Ooze creature. It's still a land.       (Corrupted Zendikon)
  Enchanted land is a 6/4 green Elemental creature with trample. It's still a land.
  All lands are 1/1 creatures that are still lands.                     (Living Plane)
  Forests you control are 1/1 green Elf creatures that are still lands. (Ambush Commander)
  All Swamps are 1/1 black creatures that are still lands.              (Kormus Bell)

One continuous effect (611.3) in layer 4 (the creature type and creature types added, its
other types kept: 205.1b, 613.1d), layer 5 (its colour set, 105.3, 613.1e), layer 6 (the
keywords, 613.1f) and layer 7b (its base power and toughness set, 613.4b). The subject is
read and rendered by type_color.py; the English is rendered back from the DSL (`render`), so
the round trip checks every word.
"""

from __future__ import annotations

import re
from typing import Any

_COLOR = r"(?:white|blue|black|red|green)"
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_KW = (r"(?:flying|reach|haste|vigilance|deathtouch|lifelink|first strike|double strike|"
       r"trample|hexproof|shroud|indestructible|menace|defender)")
_KWS = rf"{_KW}(?:(?:, | and |, and ){_KW})*"
_BODY = (rf"(?P<p>\d+)/(?P<t>\d+) (?:(?P<colors>{_COLOR}(?: and {_COLOR})?) )?"
         r"(?P<subs>(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )*)")
# "Enchanted land is a 3/3 black Ooze creature with haste. It's still a land."
_ONE = re.compile(rf"(?P<who>Enchanted land) is an? {_BODY}creature(?: with (?P<kws>{_KWS}))?"
                  r"\. It's still a land\.")
# "All lands are 1/1 creatures that are still lands."
_GROUP = re.compile(rf"(?P<who>.+?) are {_BODY}creatures(?: with (?P<kws>{_KWS}))? that are "
                    r"still lands\.")
_KEYS = {"affects", "filter", "add_types", "add_subtypes", "set_colors", "add_keywords",
         "set_power", "set_toughness"}


def lower(para: str) -> dict[str, Any] | None:
    """The `continuous` static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.type_color import _subject
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _ONE.fullmatch(para) or _GROUP.fullmatch(para)
    if m is None:
        return None
    plural = m.re is _GROUP
    who = _basic_subject(m.group("who")) if plural else None
    who = who or _subject(m.group("who"), plural=plural)
    if who is None or (plural and not _lands(who["filter"])):
        return None  # (only lands: "that are still lands")
    out: dict[str, Any] = {**who, "add_types": ["Creature"]}
    subs = m.group("subs").split()
    if subs:
        if not set(subs) <= set(CREATURE_TYPES):
            return None
        out["add_subtypes"] = subs
    if m.group("colors"):
        words = m.group("colors").split(" and ")
        if len(set(words)) != len(words):
            return None
        out["set_colors"] = "".join(c for c in "WUBRG" if c in {_COLORS[w] for w in words})
    if m.group("kws"):
        out["add_keywords"] = [k for k in re.split(r", and |, | and ", m.group("kws")) if k]
    out["set_power"], out["set_toughness"] = int(m.group("p")), int(m.group("t"))
    return {"continuous": out}


_BASIC = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
# 205.3i: "All Forests", "Forests you control" (lands of a basic land type, 305.6)
_BASIC_GROUP = re.compile(r"All (Plains|Islands|Swamps|Mountains|Forests)|"
                          r"(Plains|Islands|Swamps|Mountains|Forests) you control")


def _basic_subject(text: str) -> dict[str, Any] | None:
    """"All Swamps" / "Forests you control" -> the `filter` of those lands, or None."""
    m = _BASIC_GROUP.fullmatch(text)
    if m is None:
        return None
    word = m.group(1) or m.group(2)
    sub = word if word == "Plains" else word[:-1]
    return {"filter": {"subtypes": [sub], **({"controller": "you"} if m.group(2) else {})}}


def _render_basic_subject(p: dict[str, Any]) -> str | None:
    """The words of `_basic_subject`'s filter, or None."""
    f = p.get("filter") or {}
    subs = f.get("subtypes") or []
    if "affects" in p or len(subs) != 1 or subs[0] not in _BASIC \
            or set(f) - {"subtypes", "controller"} or f.get("controller", "you") != "you":
        return None
    word = subs[0] if subs[0] == "Plains" else subs[0] + "s"
    return f"{word} you control" if f.get("controller") else f"All {word}"


def _lands(f: dict[str, Any]) -> bool:
    """Does the group hold only lands ("All lands", "Forests you control")?"""
    types, subs = f.get("types"), set(f.get("subtypes", ()))
    return types == ["Land"] or (not types and bool(subs) and subs <= _BASIC)
_COLOR_NAME = {v: k for k, v in _COLORS.items()}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.type_color import _render_subject

    if set(p) - _KEYS or p.get("add_types") != ["Creature"] or "set_power" not in p \
            or "set_toughness" not in p:
        return None
    basic = _render_basic_subject(p)
    subject = (basic, True) if basic else _render_subject(p)
    if subject is None:
        return None
    text, plural = subject
    words = [f"{p['set_power']}/{p['set_toughness']}"]
    colors = p.get("set_colors")
    if colors is not None:
        if not colors or len(colors) > 2:
            return None
        words.append(" and ".join(_COLOR_NAME[c] for c in colors))
    words += list(p.get("add_subtypes", ()))
    kws = list(p.get("add_keywords", ()))
    with_kws = ""
    if kws:
        with_kws = " with " + (kws[0] if len(kws) == 1 else
                               " and ".join(kws) if len(kws) == 2 else
                               ", ".join(kws[:-1]) + ", and " + kws[-1])
    if plural:
        return f"{text} are {' '.join(words)} creatures{with_kws} that are still lands."
    if text != "Enchanted land":
        return None
    art = "an" if words[0][0] in "8" or words[0].startswith(("11/", "18/")) else "a"
    return f"{text} is {art} {' '.join(words)} creature{with_kws}. It's still a land."
