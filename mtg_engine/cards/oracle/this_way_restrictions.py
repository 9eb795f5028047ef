""""<instructions dealing damage>. Creatures dealt damage this way can't block this turn."
(Huatli, Warrior Poet; "A creature dealt damage this way ..." Ballista Wielder): 509.1b,
611.2a, 608.2c; "Tap each creature dealt damage this way. Players dealt damage this way can't
cast noncreature spells this turn." (Aurelia's Fury: 701.26a, 101.2); effects/
this_way_restrictions.py. Read for the compiler and rendered back for
its round trip, as no_regeneration.py reads "... can't be regenerated this turn": only after
instructions of which one is damage dealt by the source whatever happens (the "this way")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# the rider's words -> (the keyword the creatures get for the turn, plural)
_RIDERS = {"A creature dealt damage this way can't block this turn.": ("can't block", False),
           "Creatures dealt damage this way can't block this turn.": ("can't block", True)}
# other riders on what was dealt damage this way (Aurelia's Fury): the words -> the effect
_TAP = "Tap each creature dealt damage this way."  # 701.26a
_PLAYERS = "Players dealt damage this way can't cast noncreature spells this turn."  # 101.2
_OTHER: dict[str, dict[str, Any]] = {
    _TAP: {"tap_this_way": {}},
    _PLAYERS: {"players_this_way": {"cant": "cast", "filter": {"not_types": ["Creature"]}}}}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    rider = next((r for r in (*_RIDERS, *_OTHER) if t.endswith(" " + r)), None)
    if rider is None:
        return None
    before = compile_rest(ctx, t[: -len(rider)].strip())
    if not before or not any("damage" in e and "if" not in (e["damage"] or {})
                             and not (e["damage"] or {}).get("may") for e in before):
        return None  # 608.2c: damage this way, dealt whatever happens
    if rider in _OTHER:
        import copy

        return [*before, copy.deepcopy(_OTHER[rider])]
    keyword, plural = _RIDERS[rider]
    return [*before, {"restrict_this_way": {"keyword": keyword,
                                            **({"plural": True} if plural else {})}}]


def render_other(verb: str, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a `tap_this_way` / `players_this_way` effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = next((w for w, e in _OTHER.items() if e == {verb: p}), None)
    if words is None:
        raise RenderError("an effect on what was dealt damage this way")
    return "", words[0].lower() + words[1:-1]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) as the renderer takes them."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = next((r for r, (k, plural) in _RIDERS.items()
                  if k == p.get("keyword") and plural == bool(p.get("plural"))), None)
    if words is None:
        raise RenderError("a restriction on the creatures dealt damage this way")
    return "", words[0].lower() + words[1:-1]
