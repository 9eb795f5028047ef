"""613.1f: a permanent that has the keywords creature cards in graveyards have (Cairn
Wanderer):

  As long as a creature card with flying is in a graveyard, ~ has flying. The same is true for
  fear, first strike, double strike, deathtouch, haste, landwalk, lifelink, protection, reach,
  trample, shroud, and vigilance.

-> {continuous: {affects: self, graveyard_keywords: [flying, fear, ...]}} (LayerEffect's
`graveyard_keywords`, rules/graveyard_keywords.py: "landwalk" and "protection" each every
variant a card has), and back."""

from __future__ import annotations

import re
from typing import Any

_FIRST = re.compile(r"^As long as a creature card with (?P<kw>[a-z ]+) is in a graveyard, ~ has "
                    r"(?P=kw)\. The same is true for (?P<rest>[a-z ,]+)\.$")
# the keywords read (702: each a keyword the engine knows; the two families: 702.14, 702.16)
_KNOWN = ("flying", "fear", "first strike", "double strike", "deathtouch", "haste", "landwalk",
          "lifelink", "protection", "reach", "trample", "shroud", "vigilance", "intimidate",
          "menace", "hexproof", "indestructible", "defender", "flash", "wither", "infect")


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    m = _FIRST.match(para)
    if m is None:
        return None
    rest = [w.strip() for w in re.split(r",\s*(?:and\s+)?", m.group("rest"))]
    kws = [m.group("kw"), *rest]
    if len(rest) < 2 or any(k not in _KNOWN for k in kws) or len(set(kws)) != len(kws):
        return None
    return {"continuous": {"affects": "self", "graveyard_keywords": kws}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None for another."""
    kws = p.get("graveyard_keywords")
    if set(p) != {"affects", "graveyard_keywords"} or p["affects"] != "self" \
            or not kws or len(kws) < 3:
        return None
    first, rest = kws[0], list(kws[1:])
    return (f"As long as a creature card with {first} is in a graveyard, ~ has {first}. The "
            f"same is true for {', '.join(rest[:-1])}, and {rest[-1]}.")
