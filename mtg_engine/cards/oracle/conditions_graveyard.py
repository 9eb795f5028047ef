"""Conditions on the kinds of cards in your graveyard (404.1), in the wordings the grammar's
"there are N or more <type> cards in your graveyard" doesn't read, and back:

- "there is a Desert card in your graveyard" / "an artifact card is in your graveyard":
  {"kind": "graveyard_at_least", "count": 1, "filter": {"subtypes": ["Desert"]}};
- "twenty or more creature cards are in your graveyard" / "there are two or more Desert cards
  in your graveyard": the same with that count;
- "there are five or more mana values among cards in your graveyard" (202.3: a land card's is
  0): {"kind": "graveyard_mana_values_at_least", "count": 5}.

The filter is a card's types, subtypes and colours (a card in a graveyard has its printed
characteristics); rules/conditions.py judges `graveyard_at_least` (the number of cards in the
controller's graveyard matching it).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.conditions_facts import _WORDS

_ONE = re.compile(r"^(?:there is an? (?P<a>[\w -]+?) card in your graveyard|"
                  r"an? (?P<b>[\w -]+?) card is in your graveyard)$")
_MANY = re.compile(rf"^(?:there are (?P<n>{'|'.join(_WORDS[2:])}) or more (?P<a>[\w -]+?) cards "
                   rf"in your graveyard|(?P<m>{'|'.join(_WORDS[2:])}) or more (?P<b>[\w -]+?) "
                   r"cards are in your graveyard)$", re.I)
_FIELDS = {"types", "subtypes", "colors", "colorless"}


_MANA_VALUES = re.compile(rf"^there are ({'|'.join(_WORDS[2:])}) or more mana values among "
                          r"cards in your graveyard$")


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    low = text.strip().rstrip(".")
    mv = _MANA_VALUES.match(low)
    if mv is not None:
        return {"kind": "graveyard_mana_values_at_least", "count": _WORDS.index(mv.group(1))}
    m = _ONE.match(low)
    n = 1
    if m is None:
        m = _MANY.match(low)
        if m is None:
            return None
        n = _WORDS.index((m.group("n") or m.group("m")).lower())
    f = _card_filter(m.group("a") or m.group("b"))
    if f is None:
        return None
    return {"kind": "graveyard_at_least", "count": n, "filter": f}


def _card_filter(what: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.phrases import describe

    got = describe(what + " card")
    if got is None or got[0] != "card" or not got[1] or set(got[1]) - _FIELDS:
        return None
    if len(got[1].get("types", ())) > 1:
        return None  # ("an artifact or creature card": which of the two the grammar meant)
    return got[1]


def wordings(d: dict[str, Any]) -> list[str]:
    """Every wording of a `graveyard_at_least` condition with such a filter ([] for others):
    the grammar's ones and these."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter
    from mtg_engine.cards.oracle.render_statics import _article

    f, n = d.get("filter") or {}, d.get("count", 1)
    if d.get("kind") == "graveyard_mana_values_at_least" and set(d) == {"kind", "count"} \
            and 2 <= n < len(_WORDS):
        return [f"there are {_WORDS[n]} or more mana values among cards in your graveyard"]
    if d.get("kind") != "graveyard_at_least" or not f or set(f) - _FIELDS \
            or len(f.get("types", ())) > 1 or set(d) - {"kind", "count", "filter"} \
            or not 1 <= n < len(_WORDS):
        return []
    many = describe_filter(f, "card", plural=True)
    out = [f"there are {_WORDS[n]} or more {many} in your graveyard",
           f"you have {_WORDS[n]} or more {many} in your graveyard",
           f"{_WORDS[n]} or more {many} are in your graveyard"]
    if n == 1:
        one = _article(describe_filter(f, "card"))
        out = [f"there is {one} in your graveyard", f"{one} is in your graveyard", *out]
    return out
