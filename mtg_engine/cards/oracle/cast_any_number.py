""""Cast any number of red instant and/or sorcery cards from your graveyard without paying
their mana costs." (Chandra Ablaze, 608.2g, 118.9) -> the DSL `cast_any_number_free` with
the cards' `filter` (effects/cast_any_number.py), and back."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"cast any number of (?P<what>[^.]+? cards) from your graveyard without "
                       r"paying their mana costs")


def lower(low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence (lower case, no full stop), or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _SENTENCE.fullmatch(low)
    if m is None:
        return None
    f = card_filter(m.group("what"), plural=True)
    if not f or set(f) - {"types", "colors", "subtypes", "mana_value_le"}:
        return None
    return [{"cast_any_number_free": {"filter": f}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    what = describe_filter(dict(p["filter"]), "card", plural=True)
    return f"cast any number of {what} from your graveyard without paying their mana costs"
