"""An exiled card with a counter on it chosen and played (122.1: counters on an object in
exile; 601.3, 305.1: an effect's permission to play it; 118.9: without paying its mana cost):

  {T}, Sacrifice ~: Choose an exiled card an opponent owns with a void counter on it. You may
  play it this turn without paying its mana cost.                       (Dauthi Voidwalker)

-> `play_exiled_with_counter` {counter, owner: opponent} (effects/exiled_counter_cards.py): as
the ability resolves, its controller chooses one such card (not a target: 115.1) and may play
it this turn without paying its mana cost (rules/play_from_exile.py's permission)."""

from __future__ import annotations

import re
from typing import Any

_PLAY = re.compile(r"^Choose an exiled card an opponent owns with an? (?P<kind>[a-z]+) counter "
                   r"on it\. You may play it this turn without paying its mana cost\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of the whole text, or None if it isn't this one."""
    m = _PLAY.match(text.strip())
    if m is None or not m.group(0).startswith(f"Choose an exiled card an opponent owns with "
                                              f"{_article(m.group('kind'))} "):
        return None
    return [{"play_exiled_with_counter": {"counter": m.group("kind"), "owner": "opponent"}}]


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"counter", "owner"} or p["owner"] != "opponent":
        raise RenderError("an exiled card with a counter played")
    kind = str(p["counter"])
    return (f"choose an exiled card an opponent owns with {_article(kind)} {kind} counter on "
            "it. You may play it this turn without paying its mana cost")
