"""701.22a, read from Oracle text and rendered back (effects/fateseal.py plays it):

  Look at the top card of target player's library. You may put that card on the bottom of
  that player's library.                               -> {fateseal: {count: 1, who: target}}
  (also "target opponent's", "defending player's")"""

from __future__ import annotations

import re
from typing import Any

_WHOSE = {"target player": "player", "target opponent": "opponent",
          "defending player": "defending_player"}
_TEXT = re.compile(r"^[Ll]ook at the top card of (?P<who>target player|target opponent|defending "
                   r"player)'s library\. You may put that card on the bottom of that player's "
                   r"library\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The fateseal of the whole `text`, or None."""
    m = _TEXT.match(text.strip())
    if m is None:
        return None
    who = m.group("who")
    if who == "defending player":
        ref: str = "defending_player"
    else:
        ref = ctx.add_target({"kind": _WHOSE[who]})
    return [{"fateseal": {"count": 1, "who": ref}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The two sentences (the renderer joins them)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p.get("count") != 1:
        raise RenderError("fateseal of more than one card")
    return (f"look at the top card of {refs.obj(p['who'])}'s library. you may put that card "
            "on the bottom of that player's library")
