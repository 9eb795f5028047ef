"""A look at the top cards of your library whose taking is replaced by a condition (608.2c,
401.5): "Look at the top three cards of your library. Put one of those cards into your hand
and the rest on the bottom of your library in any order. If this spell was cast from anywhere
other than your hand, put each of those cards into your hand instead." (See the Truth)

The rider "put each of those cards into your hand" names the cards the base looked at: it is
lowered as the same `look_at_top` that takes every one of them (`all`, no filter, into the
hand: effects/library.py), so the pair is the base under the negated condition and the rider
under the condition (conditional_effects._instead_pair): exactly one is carried out, and the
library is looked at once. `rider_words` says the rider back in those words for the round
trip (conditional_effects._render_instead)."""

from __future__ import annotations

import re
from typing import Any

_EACH = re.compile(r"^put (each|all) of (?:those cards|them) into your hand$", re.IGNORECASE)
_SAID_AGAIN = ("count", "reveal_all", "head_then")  # (as the base looked at them)


def _base(first: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The base's one `look_at_top` that takes some cards of the top ones into the hand
    (with no filter: every card looked at can be taken), or None."""
    if len(first) != 1 or set(first[0]) != {"look_at_top"}:
        return None
    p = first[0]["look_at_top"] or {}
    if p.get("filter") or p.get("filters") or p.get("all") or p.get("to", "hand") != "hand" \
            or not isinstance(p.get("count"), int):
        return None
    return p


def rider_effects(first: list[dict[str, Any]], words: str) -> list[dict[str, Any]] | None:
    """The rider "put each of those cards into your hand" after such a base, as the DSL
    effect that looks at the same cards and puts every one of them into the hand; or None."""
    p = _base(first)
    m = _EACH.match(words.strip().rstrip("."))
    if p is None or m is None:
        return None
    out = {k: p[k] for k in _SAID_AGAIN if k in p}
    out.update(take=p["count"], all=True, it=f"{m.group(1).lower()}")
    return [{"look_at_top": out}]


def rider_words(base: list[dict[str, Any]], rider: list[dict[str, Any]]) -> str | None:
    """"put each of those cards into your hand" for a rider `rider_effects` made; else None."""
    p = _base(base)
    if p is None or len(rider) != 1 or set(rider[0]) != {"look_at_top"}:
        return None
    r = rider[0]["look_at_top"] or {}
    if rider_effects(base, f"put {r.get('it')} of those cards into your hand") != rider:
        return None
    return f"put {r['it']} of those cards into your hand"
