"""Two piles (700.3) -> `reveal_piles` (effects/piles.py), and back:

  Reveal the top five cards of your library. An opponent separates those cards into two piles.
  Put one pile into your hand and the other into your graveyard.        (Fact or Fiction)
  Reveal the top five cards of your library and separate them into two piles. An opponent
  chooses one of those piles. Put that pile into your hand and the other into your graveyard.
                                                                           (Steam Augury)"""

from __future__ import annotations

import re
from typing import Any

_N = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WORD = {v: k for k, v in _N.items()}
_THEY = (r"Reveal the top (?P<n>\w+) cards of your library\. An opponent separates those cards "
         r"into two piles\. Put one pile into your hand and the other into your graveyard\.")
_YOU = (r"Reveal the top (?P<n>\w+) cards of your library and separate them into two piles\. An "
        r"opponent chooses one of those piles\. Put that pile into your hand and the other into "
        r"your graveyard\.")


def lower_text(text: str) -> list[dict[str, Any]] | None:
    """The effect of such a text (the whole of it, with a capital first letter), or None."""
    t = text.strip()
    t = t[0].upper() + t[1:] if t else t
    for pattern, separator in ((_THEY, "opponent"), (_YOU, "you")):
        m = re.fullmatch(pattern, t)
        if m and m.group("n") in _N:
            return [{"reveal_piles": {"count": _N[m.group("n")], "separator": separator}}]
    return None


def render(p: dict[str, Any]) -> str:
    """The text `lower_text` reads `p` from."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"count", "separator"} or p["count"] not in _WORD:
        raise RenderError("piles")
    pattern = _THEY if p["separator"] == "opponent" else _YOU
    return re.sub(r"\\", "", pattern.replace(r"(?P<n>\w+)", _WORD[p["count"]]))
