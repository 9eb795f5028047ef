""""You may cast a creature spell from your graveyard this turn." (601.3, 611.2a: one spell of
that kind, from the graveyard, this turn) -> the DSL `graveyard_spell_turn` with the spell's
filter (effects/graveyard_spell_turn.py), and back."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"you may cast an? (?P<what>[a-z ]+?) spell from your graveyard this turn")


def lower(low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence (lower case, no full stop), or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _SENTENCE.fullmatch(low)
    if m is None:
        return None
    f = card_filter(m.group("what") + " card", plural=False)
    if not f or set(f) - {"types", "subtypes"}:
        return None
    return [{"graveyard_spell_turn": {"filter": f}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    what = describe_filter(p["filter"], "spell")
    return f"you may cast {'an' if what[0] in 'aeiou' else 'a'} {what} from your graveyard " \
        "this turn"
