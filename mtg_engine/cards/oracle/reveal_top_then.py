"""The top card revealed, then instructions for what it is (701.16a, 608.2c) — the
Deceivers' activated abilities:

  Reveal the top card of your library. If it's a land card, ~ gets +1/+0 and gains first
  strike until end of turn.
  Scry 3, then reveal the top card of your library. If it's a creature or land card, draw a
  card.                                                                        (Track Down)

-> `reveal_top_if` with no condition (the card stays on top: effects/reveal_top.py), then the
instructions with the condition {kind: this_way, name: revealed, filter: F}: the card
revealed this way matches F (rules/condition_this_way.py judges it as it is now, still on
top of the library). Only instructions that don't name the card itself ("put it into your
hand" is conditions_reveal.py's passage) and carry no condition of their own are read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# 701.22a, 608.2c: "Scry 3, then reveal the top card of your library" (Track Down; the one
# reading of the scry before a reveal, cards_this_way.py's too)
SCRY_FIRST = r"(?P<scry>[Ss]cry (?P<n>\d+), then )?"
_PASSAGE = re.compile(r"^" + SCRY_FIRST + r"[Rr]eveal the top card of your library\. "
                      r"If (?:it's an? (?P<what>[a-z ]+?) "
                      r"card|that card has the chosen name), (?P<rest>[^.]+\.)$")

# 401.5, 701.16a, 608.2d: looked at, revealed if the controller chooses to (Delver of Secrets)
_LOOK_PASSAGE = re.compile(r"^[Ll]ook at the top card of your library\. You may reveal that card\. "
                           r"If an? (?P<what>[a-z ]+?) card is revealed this way, "
                           r"(?P<rest>[^.]+\.)$")

Compile = Callable[[Any, str], list[dict[str, Any]] | None]


def scry_first(m: re.Match[str]) -> list[dict[str, Any]]:
    """The scry of a passage matched with `SCRY_FIRST`, done before the reveal (701.22a,
    608.2c), or [] without one."""
    return [{"scry": {"count": int(m.group("n"))}}] if m.group("scry") else []


def lower_text(ctx: Any, text: str, compile_rest: Compile) -> list[dict[str, Any]] | None:
    """The effects of the passage, or None if `text` isn't one."""
    m = _PASSAGE.match(text.strip())
    looked = m is None and _LOOK_PASSAGE.match(text.strip()) is not None
    m = m or _LOOK_PASSAGE.match(text.strip())
    if m is None or re.search(r"\b(it|that card|the revealed card)\b",
                              m.group("rest").replace("it gets", "")):
        return None
    from mtg_engine.cards.oracle.conditional_effects import with_condition
    from mtg_engine.cards.oracle.search import card_filter

    # 201.2: "If that card has the chosen name" (a name chosen just before: card_name_reveal.py)
    f = card_filter(f"{m.group('what')} card", plural=False) if m.group("what") \
        else {"chosen": "name"}
    if not f:
        return None
    # "untap ~ and it gets +1/+1 until end of turn" (Harsh Deceiver): two instructions of ~
    rest = re.sub(r"^(untap ~) and it (gets )", r"\1. It \2", m.group("rest"))
    then = compile_rest(ctx, rest[:1].upper() + rest[1:])
    if not then or any("if" in (next(iter(e.values())) or {}) for e in then):
        return None
    cond = {"kind": "this_way", "name": "revealed", "filter": f}
    head: dict[str, Any] = {"filter": {}, "reveal_may": True} if looked else {"filter": {}}
    # 701.22a, 608.2c: "Scry 3, then reveal the top card ..." (Track Down): the scry first
    scry = [] if looked else scry_first(m)
    return scry + [{"reveal_top_if": head}] + [with_condition(e, cond) for e in then]
