""""Put a card an opponent owns from exile into that player's graveyard." / "Put two cards
your opponents own from exile into their owners' graveyards." (the Processors; 608.2d: chosen
as it resolves, no target) -> `exiled_to_graveyard` (effects/exile_to_graveyard.py), and back.
"You may ... . If you do, ..." around it is conditional_effects.py's (608.2c)."""

from __future__ import annotations

import re
from typing import Any

_ONE = "put a card an opponent owns from exile into that player's graveyard"
_TWO = "put two cards your opponents own from exile into their owners' graveyards"
_SENTENCE = re.compile(rf"(you may )?({re.escape(_ONE)}|{re.escape(_TWO)})", re.IGNORECASE)


def lower_sentence(sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (no final period), or None."""
    m = _SENTENCE.fullmatch(sentence.strip())
    if m is None:
        return None
    body: dict[str, Any] = {"count": 1 if m.group(2).lower() == _ONE else 2}
    if m.group(1):
        body["may"] = True
    return [{"exiled_to_graveyard": body}]


def render(p: dict[str, Any]) -> str:
    """The verb phrase of an `exiled_to_graveyard` effect (without "you may")."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"count", "may"} or p.get("count") not in (1, 2):
        raise RenderError("cards put from exile into graveyards")
    return _ONE if p["count"] == 1 else _TWO
