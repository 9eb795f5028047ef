"""A spell cast from a hand exiled with ~, and another card exiled with ~ cast in its place
(603.2: "that player", the caster; 406.3, 607.2a: cards exiled with ~; 601.3, 118.9):

  Imprint — When ~ enters the battlefield, each player exiles the top three cards of their
  library.
  Whenever a player casts a spell from their hand, that player exiles it. If the player does,
  they may cast a spell from among other cards exiled with ~ without paying its mana cost.
                                                                      (Knowledge Pool)

-> `exile_spell_cast_other` {who: remembered} (effects/pool_casts.py): the spell that
triggered it (the event's object, rules/event_referents.py) is exiled with ~ if it is still on
the stack; then that player may cast one of the other cards exiled with ~. The imprint exile is
linked to ~ (linked.link_exiles)."""

from __future__ import annotations

from typing import Any

TEXT = ("that player exiles it. If the player does, they may cast a spell from among other cards "
        "exiled with ~ without paying its mana cost.")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    if text.strip().lower() != TEXT.lower() or not ctx.on_permanent:
        return None
    bound = EVENT_REFERENT.get()
    if bound is None or bound.kind != "remembered" or not bound.player:
        return None  # (only a trigger whose event names the player who cast a spell)
    return [{"exile_spell_cast_other": {"who": "remembered"}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p != {"who": "remembered"}:
        raise RenderError("a spell exiled and another cast")
    return TEXT[:-1]
