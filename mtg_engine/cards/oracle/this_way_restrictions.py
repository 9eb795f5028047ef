""""<instructions dealing damage>. Creatures dealt damage this way can't block this turn."
(Huatli, Warrior Poet; "A creature dealt damage this way ..." Ballista Wielder): 509.1b,
611.2a, 608.2c; effects/this_way_restrictions.py. Read for the compiler and rendered back for
its round trip, as no_regeneration.py reads "... can't be regenerated this turn": only after
instructions of which one is damage dealt by the source whatever happens (the "this way")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# the rider's words -> (the keyword the creatures get for the turn, plural)
_RIDERS = {"A creature dealt damage this way can't block this turn.": ("can't block", False),
           "Creatures dealt damage this way can't block this turn.": ("can't block", True)}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    rider = next((r for r in _RIDERS if t.endswith(" " + r)), None)
    if rider is None:
        return None
    before = compile_rest(ctx, t[: -len(rider)].strip())
    if not before or not any("damage" in e and "if" not in (e["damage"] or {})
                             and not (e["damage"] or {}).get("may") for e in before):
        return None  # 608.2c: damage this way, dealt whatever happens
    keyword, plural = _RIDERS[rider]
    return [*before, {"restrict_this_way": {"keyword": keyword,
                                            **({"plural": True} if plural else {})}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) as the renderer takes them."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = next((r for r, (k, plural) in _RIDERS.items()
                  if k == p.get("keyword") and plural == bool(p.get("plural"))), None)
    if words is None:
        raise RenderError("a restriction on the creatures dealt damage this way")
    return "", words[0].lower() + words[1:-1]
