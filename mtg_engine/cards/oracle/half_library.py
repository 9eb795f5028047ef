"""Half a player's library milled (701.13a, 107.1a):

  Target player mills half their library, rounded down.          (Traumatize)
  Target player mills half their library, rounded up.            (Fleet Swallower's trigger)

-> `mill` with the count {count: {}, zone: library, of: their, half: down}: the cards in the
library of the player milling, counted for that player as the instruction is carried out
(rules/amounts.their_frame; `of`: the target player's reference for a target player),
halved and rounded as printed."""

from __future__ import annotations

import re
from typing import Any

_HALF = re.compile(r"^(target player|target opponent|each opponent|each player|you) mills? "
                   r"half (their|your) library, rounded (up|down)$")
_WHO = {"each opponent": "each_opponent", "each player": "each_player", "you": "you"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence, or None."""
    m = _HALF.fullmatch(s.strip().removesuffix(".").lower())
    if m is None or (m.group(1) == "you") != (m.group(2) == "your") \
            or (m.group(1) == "you") != s.startswith("You mill "):
        return None
    if m.group(1).startswith("target "):
        who = ctx.add_target({"kind": m.group(1).split()[1]})
    else:
        who = _WHO[m.group(1)]
    # (each player's own: `their`; a target player's: that reference, 608.2h)
    of = who if m.group(1).startswith("target ") else "their"
    count = {"count": {}, "zone": "library", "of": of, "half": m.group(3)}
    return [{"mill": {"count": count, "who": who}}]


def is_half(v: Any) -> bool:
    return isinstance(v, dict) and v.get("zone") == "library"


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of such a mill."""
    from mtg_engine.cards.oracle.amount_render import _s
    from mtg_engine.cards.oracle.render_phrases import RenderError

    v = p["count"]
    if set(v) != {"count", "zone", "of", "half"} or v["count"] \
            or v["of"] not in ("their", p.get("who")):
        raise RenderError("a count of a library")
    who = refs.obj(p.get("who", "you"))
    whose = "your" if who == "you" else "their"
    return who, f"{_s(who, 'mill')} half {whose} library, rounded {v['half']}"
