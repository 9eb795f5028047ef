""""Discard a creature card." / "Discard two artifact cards." (701.8a; effects/discard_kind.py),
read for the compiler as one sentence and rendered back for its round trip. It is what
"unless you discard a land card" (118.12a, read by conditions.py as "You may discard a land
card. If you don't, ...") and "You may discard a creature card. If you do, ..." need."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import NUMBERS

_DISCARD = re.compile(r"^[Dd]iscard (?P<n>an?|one|two|three) (?P<what>[A-Za-z -]+?) "
                      r"(?P<noun>cards?)$")


def _filter(what: str, plural: bool) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.library import card_filter
    from mtg_engine.cards.oracle.search import card_filter as search_filter

    return card_filter(what.lower()) or search_filter(what + (" cards" if plural else " card"),
                                                      plural=plural)


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    m = _DISCARD.match(sentence.strip().rstrip("."))
    if m is None:
        return None
    word = m.group("n").lower()
    n = 1 if word in ("a", "an") else NUMBERS[word]
    if (n == 1) != (m.group("noun") == "card") or (word == "one"):
        return None
    f = _filter(m.group("what"), n > 1)
    if not f:
        return None
    return [{"discard_filtered": {"filter": f, "count": n}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError, describe_filter

    n = p.get("count", 1)
    if set(p) - {"filter", "count", "if", "may"} or not isinstance(n, int) or n < 1 \
            or n not in NUM_WORDS:
        raise RenderError("a discard of a kind of card")
    what = describe_filter(dict(p["filter"]), "card", plural=n > 1)
    if n == 1:
        return "", f"discard {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
    return "", f"discard {NUM_WORDS[n]} {what}"
