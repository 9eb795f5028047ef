"""613.1f: a permanent that has the activated abilities of other cards (layer 6):

  ~ has all activated abilities of all creature cards exiled with it.   (Dark Impostor)
  ~ has all activated abilities of all cards exiled with it.            (Myr Welder)
  As long as the top card of your library is a Goblin card, ~ has all activated abilities of
  that card.                                                            (Conspicuous Snoop)

-> a `continuous` static on the source with `abilities_of` ("exiled_creature_cards_with",
"exiled_with" or "library_top"; rules/abilities_of.py finds the cards and their abilities as
the layer system applies it), the last with its condition (611.3a: `as_long_as`), and back.
"""

from __future__ import annotations

import re
from typing import Any

_EXILED = {"~ has all activated abilities of all creature cards exiled with it.":
               "exiled_creature_cards_with",
           "~ has all activated abilities of all cards exiled with it.": "exiled_with"}
_TOP = re.compile(r"As long as (?P<cond>the top card of your library is an? [^,]+ card), ~ has "
                  r"all activated abilities of that card\.")


# 613.4c: the bonus of the creature card exiled with it (Phyrexian Ingester, rules/exiled_pt.py)
EXILED_PT = "~ gets +X/+Y, where X is the exiled creature card's power and Y is its toughness."


# 611.3a, 613.1f: "As long as a card exiled with ~ has flying, equipped creature has flying.
# The same is true for first strike, ..., protection, ..." (Eater of Virtue) -> a `continuous`
# static granting, of `add_keywords`, those a card exiled with ~ has (`abilities_of`
# keywords_of_exiled_with; "protection": each protection such a card has)
_KEYWORDS = re.compile(r"As long as a card exiled with ~ has (?P<kw>[a-z ]+), (?P<who>equipped "
                       r"creature|~) has (?P=kw)\. The same is true for (?P<list>[a-z ,]+)\.")
_WHO = {"equipped creature": "equipped", "~": "self"}


def _keywords(text: str) -> dict[str, Any] | None:
    m = _KEYWORDS.fullmatch(text)
    if m is None:
        return None
    from mtg_engine.cards.dsl_abilities import is_known_ability

    items = [w.strip() for w in re.split(r", and |, ", m.group("list"))]
    said = [m.group("kw"), *items]
    if not all(is_known_ability(k) or k == "protection" for k in said) \
            or len(set(said)) != len(said) or _keyword_list(said[1:]) != m.group("list"):
        return None
    return {"continuous": {"affects": _WHO[m.group("who")], "add_keywords": said,
                           "abilities_of": "keywords_of_exiled_with"}}


def _keyword_list(words: list[str]) -> str:
    """"a, b, and c" (a list of three or more, as printed)."""
    if len(words) < 3:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph (its reminder text removed), or None."""
    text = re.sub(r" \([^)]*\)$", "", para)
    granted = _keywords(text)
    if granted is not None:
        return granted
    if text == EXILED_PT:
        return {"continuous": {"affects": "self", "exiled_with_pt": True}}
    if text in _EXILED:
        return {"continuous": {"affects": "self", "abilities_of": _EXILED[text]}}
    m = _TOP.fullmatch(text)
    if m is None:
        return None
    from mtg_engine.cards.oracle.conditions import lower_condition

    cond = lower_condition(m.group("cond"))
    if not isinstance(cond, dict) or cond.get("kind") != "top_card_is":
        return None
    return {"continuous": {"affects": "self", "abilities_of": "library_top", "as_long_as": cond}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None for another."""
    if p == {"affects": "self", "exiled_with_pt": True}:
        return EXILED_PT
    if p.get("abilities_of") == "keywords_of_exiled_with":
        who = {v: k for k, v in _WHO.items()}.get(str(p.get("affects")))
        kws = list(p.get("add_keywords") or ())
        if set(p) != {"affects", "add_keywords", "abilities_of"} or who is None or len(kws) < 4:
            return None
        return (f"As long as a card exiled with ~ has {kws[0]}, {who} has {kws[0]}. The same "
                f"is true for {_keyword_list(kws[1:])}.")
    if set(p) - {"affects", "abilities_of", "as_long_as"} or p.get("affects") != "self":
        return None
    for text, kind in _EXILED.items():
        if p["abilities_of"] == kind and "as_long_as" not in p:
            return text
    if p["abilities_of"] != "library_top" or "as_long_as" not in p:
        return None
    from mtg_engine.cards.oracle.conditions import condition_wording

    said = condition_wording(p["as_long_as"])
    return f"As long as {said}, ~ has all activated abilities of that card."
