"""A static ability on the creatures in combat with its source (506.4, 509.1g-h): "Creatures
blocking or blocked by ~ have lifelink." (Alms Beast) -> an anthem whose filter asks for a
creature blocking ~ or blocked by it (`blocking_source`, `blocked_by_source`: either, judged
as the game is now, 611.3a), and back through render_phrases.describe_filter."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"Creatures (blocking or blocked by|blocking|blocked by) ~ have (.+)\.")
_FIELDS = {"blocking or blocked by": {"blocking_source": True, "blocked_by_source": True},
           "blocking": {"blocking_source": True}, "blocked by": {"blocked_by_source": True}}


def lower(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.copy_control import _keywords

    m = _FORM.fullmatch(para)
    if m is None:
        return None
    kws = _keywords(m.group(2))
    if not kws:
        return None
    return {"anthem": {"filter": {"types": ["Creature"], **_FIELDS[m.group(1)]},
                       "keywords": kws}}


def fields(words: str) -> dict[str, bool]:
    """"blocking or blocked by" -> the filter fields (a target's: phrases.py)."""
    return dict(_FIELDS[words])


def words(f: dict[str, Any]) -> str:
    """The words after the noun for these fields ("blocking or blocked by ~"), or ""."""
    from mtg_engine.cards.oracle.amount_render import wording

    key = {k: v for k, v in f.items() if k in ("blocking_source", "blocked_by_source")}
    if key == {"blocking_source": True} and wording("blocking_it"):
        return "blocking it"  # (an activated ability's effect: "it" is ~, phrases._suffix)
    if key == {"blocked_by_source": True} and wording("it_is_blocking"):
        return "it's blocking"
    if key == {"blocked_by_source": True} and wording("self_is_blocking"):
        return "~ is blocking"
    return next((w for w, v in _FIELDS.items() if v == key), "") + " ~" if key else ""
