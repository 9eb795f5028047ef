"""Static abilities (604): anthems (613.4c, 613.1f), an Aura's or Equipment's bonus (303.4,
301.5), a creature's own combat abilities (506-509), "~ enters the battlefield tapped / with
counters" (614.1c), and the coarse label of a static ability the compiler can't read. Moved
out of compiler.py unchanged."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.keywords import parse_keyword


def _feature(text: str) -> str | None:
    """compiler._feature (imported when called: compiler.py imports this module)."""
    from mtg_engine.cards.oracle.compiler import _feature as feature

    return feature(text)

# Combat abilities the engine knows by name (dsl.COMBAT_ABILITIES), as Oracle text says them
# after the creature's name or "enchanted creature".
_COMBAT_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": ("can't block",), "can't attack": ("can't attack",),
    "can't attack or block": ("can't attack", "can't block"),
    "can't be blocked": ("can't be blocked",),
    "attacks each combat if able": ("attacks each combat if able",),
    "blocks each combat if able": ("blocks each combat if able",),
    "attacks or blocks each combat if able": ("attacks each combat if able",
                                              "blocks each combat if able"),
    "can block an additional creature each combat": (
        "can block an additional creature each combat",),
    "can block any number of creatures": ("can block any number of creatures",),
    "can't be blocked except by three or more creatures": (
        "can't be blocked except by three or more creatures",),
    "can't be blocked by more than one creature": ("can't be blocked by more than one creature",),
    "can't be blocked unless all creatures defending player controls block it": (
        "can't be blocked unless all creatures defending player controls block it",),
}
_LURE = ("all creatures able to block this do so",)


def _keyword_name(word: str) -> tuple[str, ...] | None:
    """An ability a static effect may give: an implemented keyword or protection from a
    colour."""
    from mtg_engine.cards.oracle.effects import GRANTABLE

    w = word.strip()
    if w in GRANTABLE or w in ("menace", "fear", "intimidate"):
        return (w,)
    k = parse_keyword(w)
    if k is not None and k.name in ("protection", "landwalk") and k.implemented:
        return k.card_keywords()
    return None


def _predicates(text: str) -> dict[str, Any] | None:
    """"gets +2/+2, has vigilance, and can block an additional creature each combat" ->
    {"power": 2, "toughness": 2, "keywords": [...]} (layers 6 and 7c, 613.1f, 613.4c)."""
    out: dict[str, Any] = {}
    kws: list[str] = []
    having = False
    for chunk in [c for c in re.split(r",? and |, ", text.strip().rstrip(".")) if c]:
        m = re.fullmatch(r"gets? ([+-]\d+)/([+-]\d+)", chunk)
        if m and "power" not in out:
            out["power"], out["toughness"] = int(m.group(1)), int(m.group(2))
            having = False
            continue
        m = re.fullmatch(r"(?:has|have) (.+)", chunk)
        if m:
            chunk, having = m.group(1), True
        if chunk in _COMBAT_PHRASES:
            kws += _COMBAT_PHRASES[chunk]
            having = False
            continue
        got = _keyword_name(chunk) if having else None
        if got is None:
            return None
        kws += got
    if kws:
        out["keywords"] = kws
    return out or None


def _own_combat_abilities(para: str) -> list[str] | None:
    """"~ can't block.", "~ attacks each combat if able.", "All creatures able to block ~ do
    so." -> the named combat abilities (506-509) on the card itself."""
    low = para.lower().rstrip(".")
    if low == "all creatures able to block ~ do so":
        return list(_LURE)
    if low.startswith("~ ") and low[2:] in _COMBAT_PHRASES:
        return list(_COMBAT_PHRASES[low[2:]])
    return None


# Capitalised words before "creatures" that are not creature types (205.3m).
_NOT_CREATURE_TYPES = frozenset({"Commander", "Legendary", "Snow", "Basic", "World", "Token",
                                 "Creature", "Artifact", "Enchantment", "Land", "Planeswalker",
                                 "Permanent", "Nontoken", "Tapped", "Untapped", "Attacking",
                                 "Blocking", "Other", "All", "Each", "White", "Blue", "Black",
                                 "Red", "Green", "Colorless", "Multicolored", "Monocolored",
                                 "Equipped", "Enchanted", "Modified", "Face-down", "Premium",
                                 "Exerted", "Historic", "Outlaw", "Party"})


_IRREGULAR_PLURALS = {"Zombies": "Zombie", "Faeries": "Faerie", "Allies": "Ally",
                      "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Elves": "Elf",
                      "Dwarves": "Dwarf", "Wolves": "Wolf", "Sphinxes": "Sphinx"}


def _singular_type(word: str) -> str | None:
    """"Goblins" -> "Goblin" (a creature type in the plural); None when unsure."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith(("ies", "ves", "ses", "xes")) or not word.endswith("s"):
        return None
    return word[:-1]


def _tribal_anthem(para: str) -> dict[str, Any] | None:
    """"Other Elf creatures you control get +1/+1." / "All Sliver creatures have flying." /
    "Sliver creatures you control get +1/+1.": an anthem (613.4c, 613.1f) for a creature type
    (205.3m), which Oracle text capitalises."""
    m = re.fullmatch(r"(All |Other )?([A-Z][a-z'-]+) creatures( you control)? "
                     r"((?:get|have|can't|attack) .+?)\.?", para)
    if m is None:
        m = re.fullmatch(r"(All |Other )?([A-Z][a-z'-]+)( you control)? "
                         r"((?:get|have) .+?)\.?", para)
        if m is None or _singular_type(m.group(2)) is None:
            return None
        subtype = _singular_type(m.group(2))
        types: list[str] = []  # "Other Goblins": Goblin permanents (205.3m)
    else:
        subtype = m.group(2)
        types = ["Creature"]
    if subtype is None or subtype in _NOT_CREATURE_TYPES or subtype.startswith("Non"):
        return None
    pred = _predicates(m.group(4).lower())
    if pred is None:
        return None
    f: dict[str, Any] = {"subtypes": [subtype]}
    if types:
        f["types"] = types
    if m.group(1) == "Other ":
        f["other"] = True
    if m.group(3):
        f["controller"] = "you"
    return {"anthem": {"filter": f, **pred}}


def _static(para: str) -> dict[str, Any] | None:
    """Anthems (613.4c, 613.1f): "[Other] <creatures> you control get +N/+N [and have K].",
    an Aura's "Enchanted creature gets +N/+N and has K." (303.4), and "~ enters the
    battlefield tapped." (614.1c)."""
    from mtg_engine.cards.oracle.copy_control import lower_static
    from mtg_engine.cards.oracle.phrases import group

    cc = lower_static(para)  # copies (707.5), control changes (613.1b)
    if cc is not None:
        return cc
    tribal = _tribal_anthem(para)
    if tribal is not None:
        return tribal
    low = para.lower().rstrip(".")
    if low == "~ enters the battlefield tapped":
        return {"enters_tapped": {}}
    m = re.fullmatch(r"~ enters the battlefield with (a|an|one|two|three|four|five|six|x|\d+) "
                     r"([+-]1/[+-]1) counters? on it", low)
    if m:
        words = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
        n = m.group(1)
        if n == "x":
            return {"enters_with_counters": {"counter_kind": m.group(2), "x": True}}
        count = words.get(n) or int(n)
        return {"enters_with_counters": {"counter_kind": m.group(2), "max_count": count}}
    if low == "all creatures able to block enchanted creature do so":
        return {"anthem": {"affects": "enchanted", "keywords": list(_LURE)}}
    m = re.fullmatch(r"(enchanted|equipped) (?:creature|permanent) (.+)", low)
    if m:
        pred = _predicates(m.group(2))
        return {"anthem": {"affects": m.group(1), **pred}} if pred else None
    m = re.fullmatch(r"(.+?) ((?:gets?|has|have|can't|attacks?|blocks?|can) .+)", low)
    if not m:
        return None
    g = group(m.group(1))
    pred = _predicates(m.group(2))
    if g is None or pred is None:
        return None
    return {"anthem": {"filter": g["all"], **pred}}


def _static_category(para: str) -> str:
    """A coarse label for an ability the compiler could not read, so that `mtg cards coverage`
    can count the most common kinds."""
    low = para.lower()
    if low.startswith("equipped creature"):
        return "keyword Equip (702.6) is not implemented yet"
    if "enters the battlefield with" in low or low.startswith("as ~ enters"):
        return "enters-the-battlefield replacement (614.1c) is not implemented yet"
    if low.startswith("enchant "):
        return "keyword Enchant (702.5) is not implemented yet"
    if "enters the battlefield tapped" in low:
        return "enters-tapped replacement (614.1c) is not implemented yet"
    if low.startswith(("as an additional cost", "this spell costs", "spells you cast cost")):
        return "cost modification is not implemented yet"
    if "can't block" in low or "can't attack" in low or "can't be blocked" in low:
        return "attack/block restriction is not implemented yet"
    if low.startswith("choose one") or low.startswith("choose two"):
        return "modal ability (700.2) not understood"
    return _feature(para) or "static ability not understood"
