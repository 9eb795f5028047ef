"""Another player reveals the top card of their library and moves it by what it is (701.16a,
608.2c), the player a trigger names (603.2, 506.2):

  Whenever ~ attacks, defending player reveals the top card of their library. If it's a land
  card, that player puts it into their hand.                                  (Goblin Guide)
  At the beginning of each player's upkeep, that player reveals the top card of their
  library. If it's an artifact, creature, enchantment, or land card, the player may put it
  onto the battlefield.                                                  (Gate to the Aether)

-> `reveal_top_if` (effects/reveal_top.py) with `who`: the player whose library it is, who
makes the choice of a "may" (608.2d) and under whose control the card enters (110.2: the
player who puts it there); `who_said` / `again`: the printed words, for the round trip."""

from __future__ import annotations

import re
from typing import Any

_WHO = {"defending player": "defending_player", "that player": "remembered"}
_PASSAGE = re.compile(
    r"^(?P<who>defending player|that player) reveals the top card of their library\. if "
    r"it's an? (?P<what>[a-z ,]+?) card, (?P<again>that player|the player) (?P<may>may put|"
    r"puts) it (?P<to>into their hand|onto the battlefield)\.$")
_TO = {"into their hand": "hand", "onto the battlefield": "battlefield"}


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The passage above, alone, as a trigger's effect; None for another text."""
    from mtg_engine.cards.oracle.conditions_reveal import _filter

    m = _PASSAGE.match(text.strip().lower())
    if m is None or not ctx.on_permanent or not _player_named(m.group("who")):
        return None
    f = _filter(m.group("what"))
    if not f:
        return None
    body: dict[str, Any] = {"filter": f, "then_to": _TO[m.group("to")],
                            "who": _WHO[m.group("who")], "again": m.group("again")}
    if m.group("may") == "may put":
        body["then_may"] = True
    return [{"reveal_top_if": body}]


def _player_named(who: str) -> bool:
    """Does the trigger name this player: the defending player of an attacking source
    (506.2), or the player its event involved (603.2)?"""
    from mtg_engine.cards.oracle.resolve import DEFENDING, EVENT_REFERENT

    if who == "defending player":
        return DEFENDING.get()
    seed = EVENT_REFERENT.get()
    return seed is not None and seed.player == "event"


def render(p: dict[str, Any]) -> str:
    """The English of a `reveal_top_if` with `who` (the inverse of `lower_text`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"filter", "then_to", "then_may", "who", "again"} \
            or p["who"] not in _WHO.values():
        raise RenderError("another player's top card revealed")
    who = next(k for k, v in _WHO.items() if v == p["who"])
    what = describe_filter(dict(p["filter"]), "card")
    art = "an" if what[:1].lower() in "aeiou" else "a"
    put = "may put" if p.get("then_may") else "puts"
    to = next(k for k, v in _TO.items() if v == p["then_to"])
    return f"{who} reveals the top card of their library. if it's {art} {what}, " \
           f"{p['again']} {put} it {to}"
