"""Conditions about the permanent a cost sacrificed (118.3, 608.2h), read for the compiler and
rendered back (rules/condition_this_way.cost_sacrificed judges them):

  If the sacrificed permanent was an artifact, you gain 4 life.        (Foundry Helix)
  ~ deals 2 damage to any target if the sacrificed creature was red.   (Lyzolda)
  If the sacrificed creature was a Human, put a +1/+1 counter on ~.
                                            (Falkenrath Aristocrat; 205.3m: a creature type)
  If the sacrificed creature's toughness was 4 or greater, create two Food tokens instead.
                                          (Witch's Oven; 208.1: its toughness as it last existed)
  If the discarded card was a Zombie card, create a tapped 2/2 black Zombie creature token.
                                                                (Necromancer's Stockpile)

-> {kind: cost_sacrificed_was, name: <the cost's noun>, filter: F}: the one permanent the
spell's additional cost or the ability's cost sacrificed matched F as it last existed on the
battlefield (603.10a, 608.2h). The noun is said back as printed ("the sacrificed creature")."""

from __future__ import annotations

import re
from typing import Any

_NOUNS = ("permanent", "creature", "artifact", "land", "enchantment")
_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SACRIFICED = re.compile(rf"^the sacrificed ({'|'.join(_NOUNS)}) was (?:(an?) ({'|'.join(_TYPES)}"
                         rf"|[A-Z][a-z]+)|({'|'.join(_COLORS)}))$")


# "the discarded card was a land card" / "... was multicolored" (118.3, 608.2h: the card the
# cost discarded, as it is where it went: rules/cost_discarded.py)
_DISCARDED = re.compile(rf"^the discarded card was (?:(an?) ({'|'.join(_TYPES)}|[A-Z][a-z]+) card|"
                        rf"({'|'.join(_COLORS)})|(multicolored|colorless))$")


def _type_filter(art: str, word: str) -> dict[str, Any] | None:
    """The filter of "a creature" / "an artifact" (a card type) or "a Human" / "a Zombie" (a
    creature type as printed, 205.3m), or None (a wrong article, an unknown type)."""
    if art != ("an" if word[0].lower() in "aeiou" else "a"):
        return None
    if word in _TYPES:
        return {"types": [word.capitalize()]}
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return {"subtypes": [word]} if word in CREATURE_TYPES else None


def _type_words(f: dict[str, Any]) -> str:
    """"an artifact" / "a Human": the one card type or creature type of `f`, or ""."""
    if set(f) == {"types"} and len(f["types"]) == 1 and f["types"][0].lower() in _TYPES:
        t = f["types"][0].lower()
    elif set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        t = f["subtypes"][0]
    else:
        return ""
    return f"{'an' if t[0].lower() in 'aeiou' else 'a'} {t}"


def _discarded(text: str) -> dict[str, Any] | None:
    m = _DISCARDED.match(text)
    if m is None:
        return None
    art, card_type, color, many = m.groups()
    if card_type is not None:
        f_type = _type_filter(art, card_type)
        if f_type is None:
            return None
        f: dict[str, Any] = f_type
    else:
        f = {"colors": [_COLORS[color]]} if color else {many: True}
    return {"kind": "cost_discarded_was", "filter": f}


def _discarded_wordings(d: dict[str, Any]) -> list[str]:
    if set(d) != {"kind", "filter"} or len(d["filter"]) != 1:
        return []
    (key, v), = d["filter"].items()
    words = {c: w for w, c in _COLORS.items()}
    if _type_words(d["filter"]):
        return [f"the discarded card was {_type_words(d['filter'])} card"]
    if key == "colors" and len(v) == 1 and v[0] in words:
        return [f"the discarded card was {words[v[0]]}"]
    if key in ("multicolored", "colorless") and v is True:
        return [f"the discarded card was {key}"]
    return []


# "the sacrificed creature's power / toughness was N or greater / less" (208.1, 608.2h)
_STAT = re.compile(r"^the sacrificed creature's (power|toughness) was (\d+) or (greater|less)$")


def _stat(text: str) -> dict[str, Any] | None:
    m = _STAT.match(text)
    if m is None:
        return None
    key = f"{m.group(1)}_{'ge' if m.group(3) == 'greater' else 'le'}"
    return {"kind": "cost_sacrificed_was", "name": "creature", "filter": {key: int(m.group(2))}}


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of "the sacrificed <noun> was <a card type | a colour>", "the
    sacrificed creature's toughness was N or greater" or "the discarded card was ...", or
    None."""
    m = _SACRIFICED.match(text.strip().rstrip("."))
    if m is None:
        return _stat(text.strip().rstrip(".")) or _discarded(text.strip().rstrip("."))
    noun, art, card_type, color = m.groups()
    if card_type is not None:
        f_type = _type_filter(art, card_type)
        if f_type is None:
            return None
        f: dict[str, Any] = f_type
    else:
        f = {"colors": [_COLORS[color]]}
    return {"kind": "cost_sacrificed_was", "name": noun, "filter": f}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wording of such a condition ([] for others)."""
    if d.get("kind") == "cost_discarded_was":
        return _discarded_wordings(d)
    if d.get("kind") != "cost_sacrificed_was" or set(d) != {"kind", "name", "filter"} \
            or d["name"] not in _NOUNS:
        return []
    f = d["filter"]
    if len(f) == 1 and next(iter(f)) in ("power_ge", "power_le", "toughness_ge", "toughness_le") \
            and d["name"] == "creature":
        (key, n), = f.items()
        stat, rel = key.split("_")
        return [f"the sacrificed creature's {stat} was {n} or "
                f"{'greater' if rel == 'ge' else 'less'}"]
    if _type_words(f):
        return [f"the sacrificed {d['name']} was {_type_words(f)}"]
    words = {v: k for k, v in _COLORS.items()}
    if set(f) == {"colors"} and len(f["colors"]) == 1 and f["colors"][0] in words:
        return [f"the sacrificed {d['name']} was {words[f['colors'][0]]}"]
    return []
