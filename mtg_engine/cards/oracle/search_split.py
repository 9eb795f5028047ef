"""A library search whose two cards go to different zones (701.19), in the Oracle compiler:

  Search your library for up to two creature cards and reveal them. Put one into your hand
  and the other into your graveyard. Then shuffle.                      (Jarad's Orders)
  Search your library for two cards. Put one into your hand and the other into your
  graveyard. Then shuffle.                                              (Final Parting)

-> `search_library` with `to` "split" and `split_to` [hand, graveyard]: the first card chosen
goes into the hand, the second into the graveyard (effects/search.py), then `shuffle`. "Two
cards" with no stated quality must be found if they are there (701.19a, `exactly`); "up to
two" may find fewer, a quality may be missed (701.19b). (The Cultivate passage, onto the
battlefield tapped and into the hand, is search.py's.)
"""

from __future__ import annotations

import re
from typing import Any

_PASSAGE = re.compile(
    r"(?:(?<=^)|(?<=\. ))Search your library for (?P<n>up to two|two) (?P<what>[A-Za-z ]*?cards)"
    r"(?P<reveal> and reveal them)?\. Put one into your hand and the other into your "
    r"graveyard\. Then shuffle\.(?= |$)")
_TO = ["hand", "graveyard"]


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text holding the passage above, or None."""
    from mtg_engine.cards.oracle.phrases import between_sentences
    from mtg_engine.cards.oracle.search import card_filter

    t = text.strip()
    m = _PASSAGE.search(t)
    if m is None:
        return None
    f = card_filter(m.group("what"), plural=True)
    if f is None:
        return None
    eff: dict[str, Any] = {"filter": f, "to": "split", "split_to": list(_TO), "count": 2}
    if m.group("n") == "two":
        if f:  # ("two creature cards": not said so on any card; a quality may be missed)
            return None
        eff["exactly"] = True
    if m.group("reveal"):
        eff["reveal"] = True  # (701.20: the engine hides nothing; the printed words)
    return between_sentences(ctx, t[:m.start()].strip(),
                             lambda: {"search_library": eff}, " ".join(
                                 ("Shuffle.", t[m.end():].strip())).strip(), compile_rest)


def render(p: dict[str, Any]) -> str:
    """The English of the passage, up to its last sentence ("Then shuffle" is the next
    instruction's, render.py joins it)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    f = dict(p["filter"])
    if p.get("split_to") != _TO or p.get("count") != 2 or p.get("tapped") \
            or (p.get("exactly") and f):
        raise RenderError("a split search")
    what = describe_filter(f, "card", plural=True) if f else "cards"
    n = "two" if p.get("exactly") else "up to two"
    reveal = " and reveal them" if p.get("reveal") else ""
    return (f"search your library for {n} {what}{reveal}. put one into your hand and the other "
            "into your graveyard")
