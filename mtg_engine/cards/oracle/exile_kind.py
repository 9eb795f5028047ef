""""Exile a creature card from your graveyard." / "Exile two creature cards from your
graveyard." / "Exile an instant card from your hand." (406.3: the player chooses, as it
resolves, 608.2d, among their cards of that kind, 109.2): the verbs `exile_from_graveyard` /
`exile_from_hand` with a `filter` (effects/player_exile.py), read as one sentence and rendered
back for the round trip. What "You may exile a creature card from your graveyard. If you do,
..." needs (608.2c: with none, or too few, of that kind it isn't done, 118.12a)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import NUMBERS

_EXILE = re.compile(r"^[Ee]xile (?P<n>an?|two|three) (?P<what>[A-Za-z -]+?) (?P<noun>cards?) "
                    r"from your (?P<zone>graveyard|hand)$")
_VERB = {"graveyard": "exile_from_graveyard", "hand": "exile_from_hand"}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.discard_kind import _filter

    m = _EXILE.match(sentence.strip().rstrip("."))
    if m is None:
        return None
    word = m.group("n").lower()
    n = 1 if word in ("a", "an") else NUMBERS[word]
    if (n == 1) != (m.group("noun") == "card"):
        return None
    f = _filter(m.group("what"), n > 1)
    if not f:
        return None
    return [{_VERB[m.group("zone")]: {"filter": f, "count": n}}]


def render_cards(p: dict[str, Any]) -> str:
    """"a creature card" / "two creature cards" of the filter (the sentence is
    player_exile.render_exile's)."""
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError, describe_filter

    n = p["count"]
    if n not in NUM_WORDS or n < 1:
        raise RenderError("a number of cards of a kind exiled")
    what = describe_filter(dict(p["filter"]), "card", plural=n > 1)
    if n == 1:
        return f"{'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
    return f"{NUM_WORDS[n]} {what}"
