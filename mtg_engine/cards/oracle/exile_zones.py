"""Every card of some players' hands and graveyards exiled (406.3, 404.1, 402.1):

  [−10]: Exile all cards from all opponents' hands and graveyards.  (Ashiok, Nightmare Weaver)

-> `exile_hands_and_graveyards` {who: each_opponent} (effects/exile_zones.py); marked `linked`
when the card reads "exiled with ~" (607.2a: linked.link_exiles)."""

from __future__ import annotations

from typing import Any

_WORDINGS = {"exile all cards from all opponents' hands and graveyards": "each_opponent"}


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    who = _WORDINGS.get(low)
    return None if who is None else [{"exile_hands_and_graveyards": {"who": who}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    said = next((w for w, who in _WORDINGS.items() if who == p.get("who")), None)
    if said is None or set(p) - {"who", "linked"}:
        raise RenderError("cards of hands and graveyards exiled")
    return said
