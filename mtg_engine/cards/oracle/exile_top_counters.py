"""The top card of each player's library exiled with counters put on each (401.1, 406.3; 122.1:
counters on a card in exile), read as one sentence:

  Whenever ~ attacks, exile the top card of each player's library and put a fetch counter on
  each of them. Put a +1/+1 counter on ~ for each noncreature card exiled this way.
                                                                 (Pako, Arcane Retriever)

-> `exile_top_cards` {count: 1, who: each_player, counters: <kind>} (effects/player_exile.py:
each card arrives in exile with one counter of that kind, and is marked as exiled by the
effect's controller, rules/exiled_by.py, for "cards you exiled" (Haldan, Avid Arcanist)). The
next sentence's "exiled this way" counts the cards it exiled (this_way._exiled_cards)."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^exile the top card of each player's library and put an? "
                       r"(?P<kind>[a-z]+) counter on each of them$")


def lower_sentence(s: str) -> list[dict[str, Any]] | None:
    m = _SENTENCE.match(s.strip().lower())
    if m is None or m.group("kind") in ("loyalty", "lore"):
        return None  # (those counters mean something only on permanents: 122.1)
    return [{"exile_top_cards": {"count": 1, "who": "each_player",
                                 "counters": m.group("kind")}}]


def render(p: dict[str, Any]) -> str:
    """"exile the top card of each player's library and put a fetch counter on each of them"."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"count", "who", "counters"} or p["count"] != 1 \
            or p["who"] != "each_player" or not isinstance(p["counters"], str):
        raise RenderError("cards exiled from the top of libraries with counters")
    kind = p["counters"]
    art = "an" if kind[0] in "aeiou" else "a"
    return f"exile the top card of each player's library and put {art} {kind} counter on " \
        "each of them"
