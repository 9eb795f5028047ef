"""Exchanging life totals (701.10c) and a life total with ~'s power or toughness (701.10g), in
the Oracle compiler:

  Exchange life totals with target opponent.  (Mirror Universe, Magus of the Mirror)
  Exchange your life total with ~'s toughness.  (Tree of Redemption; power: Evra)
  Exchange target opponent's life total with ~'s toughness.  (Tree of Perdition)

DSL `exchange_life` (effects/exchange_life.py)."""

from __future__ import annotations

import re
from typing import Any

_WITH_PLAYER = re.compile(r"^[Ee]xchange life totals with target (player|opponent)$")
_WITH_STAT = re.compile(r"^[Ee]xchange (your|target player's|target opponent's) life total "
                        r"with ~'s (power|toughness)$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentences above -> exchange_life; None for any other."""
    m = _WITH_PLAYER.match(s.strip())
    if m:
        return [{"exchange_life": {"who": ["you", ctx.add_target({"kind": m.group(1)})]}}]
    m = _WITH_STAT.match(s.strip())
    if m is None or not ctx.on_permanent:
        return None
    who = "you" if m.group(1) == "your" else ctx.add_target({"kind": m.group(1)[7:-2]})
    return [{"exchange_life": {"who": who, "stat": m.group(2)}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The words lower_sentence reads back."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    who = p["who"]
    if isinstance(who, list):
        if who[0] != "you":
            raise RenderError("an exchange of life totals without you")
        return f"exchange life totals with {refs.obj(who[1])}"
    whose = "your" if who == "you" else f"{refs.obj(who)}'s"
    return f"exchange {whose} life total with ~'s {p['stat']}"
