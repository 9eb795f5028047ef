"""Conditions about the source itself, read for the compiler and rendered back for its round
trip (rules/conditions.py judges them):

  "if ~ is an enchantment" / "if ~ is a creature": the source is a permanent of that card
  type now (its characteristics after the layers, 613; 603.4: an intervening "if" checked
  when the ability triggers and again as it resolves). The Hidden and Opal enchantments
  ("When an opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 5/5 Angel
  creature with flying and vigilance.") become creatures that are no longer enchantments
  (205.1a), so they don't trigger again.

DSL: {"kind": "self_is", "filter": {"types": [<type>]}}.

Beside it, after a trigger whose "it" is the source (conditions_target.it_condition):

  "~ has first strike" / "~ doesn't have first strike" (702: a keyword it has now)
      {"kind": "self_is", "filter": {"keywords" / "not_keywords": [<keyword>]}};
  "~ doesn't have an indestructible counter on it" (122.1)
      {"kind": "self_counters_at_most", "count": 0, "name": <kind>};
  "~ isn't a token" / "~ is not a token" (111.1) {"kind": "self_not_token"} (of the source as
      it last existed if it has left, 603.4, 608.2h: rules/condition_players.py);
  "~ is a Spirit" (205.3m: a creature type it has now, Figure of Destiny), "~ is an Aura"
      (303.1: a bestowed creature card is an Aura, 702.103b; Erebos's Emissary)
      {"kind": "self_is", "filter": {"subtypes": [<type>]}}.
"""

from __future__ import annotations

import re
from typing import Any

_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
_SELF_IS = re.compile(rf"^~ is (an?) ({'|'.join(_TYPES)})$")
# the keywords a "~ has <keyword>" condition may name (702: the ones that are one word of
# ability, no cost or number)
_KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "lifelink", "trample",
             "vigilance", "haste", "reach", "menace", "defender", "indestructible", "hexproof",
             "decayed")
_HAS = re.compile(rf"^~ (has|doesn't have) ({'|'.join(_KEYWORDS)})$")
_NO_COUNTER = re.compile(r"^~ doesn't have (an?) ([a-z+/0-9-]+) counter on it$")
_NOT_TOKEN = ("~ isn't a token", "~ is not a token")
_SUBTYPE = re.compile(r"^~ is (an?) ([A-Z][a-z]+)$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of a phrase about the source itself, or None."""
    low = text.strip().rstrip(".")
    if low in _NOT_TOKEN:
        return {"kind": "self_not_token"}
    m = _HAS.match(low)
    if m is not None:
        key = "keywords" if m.group(1) == "has" else "not_keywords"
        return {"kind": "self_is", "filter": {key: [m.group(2)]}}
    m = _NO_COUNTER.match(low)
    if m is not None:
        return _no_counter(m.group(1), m.group(2))
    m = _SUBTYPE.match(low)
    if m is not None:
        from mtg_engine.core.creature_types import CREATURE_TYPES

        sub = m.group(2)
        if (sub not in CREATURE_TYPES and sub != "Aura") \
                or m.group(1) != ("an" if sub[0] in "AEIOU" else "a"):
            return None
        return {"kind": "self_is", "filter": {"subtypes": [sub]}}
    m = _SELF_IS.match(low.lower())
    if m is None or m.group(1) != ("an" if m.group(2)[0] in "aeiou" else "a"):
        return None
    return {"kind": "self_is", "filter": {"types": [m.group(2).capitalize()]}}


def _no_counter(article: str, word: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.parse import NotUnderstood, counter_kind

    try:
        kind = counter_kind(word)
    except NotUnderstood:
        return None
    if article != ("an" if kind[0] in "aeiou" else "a"):
        return None
    return {"kind": "self_counters_at_most", "count": 0, "name": kind}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    if d == {"kind": "self_not_token"}:
        return [*_NOT_TOKEN, "it's not a token", "it isn't a token"]
    if d.get("kind") == "self_counters_at_most" and d.get("count") == 0 and d.get("name") \
            and set(d) == {"kind", "count", "name"}:
        name = d["name"]
        art = "an" if name[0] in "aeiou" else "a"
        return [f"there are no {name} counters on ~", f"~ has no {name} counters on it",
                f"~ doesn't have {art} {name} counter on it",
                f"it doesn't have {art} {name} counter on it"]
    if d.get("kind") != "self_is" or d.get("count", 1) != 1:
        return []
    f = d.get("filter", {})
    if set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        sub = f["subtypes"][0]
        return [f"~ is {'an' if sub[0] in 'AEIOU' else 'a'} {sub}"]
    for key, verb in (("keywords", "has"), ("not_keywords", "doesn't have")):
        if set(f) == {key} and len(f[key]) == 1 and f[key][0] in _KEYWORDS:
            return [f"~ {verb} {f[key][0]}", f"it {verb} {f[key][0]}"]
    types = d.get("filter", {}).get("types", [])
    if set(d.get("filter", {})) != {"types"} or len(types) != 1 \
            or types[0].lower() not in _TYPES:
        return []
    t = types[0].lower()
    return [f"~ is {'an' if t[0] in 'aeiou' else 'a'} {t}"]
