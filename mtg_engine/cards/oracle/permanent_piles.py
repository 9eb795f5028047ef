"""Two piles of permanents (700.3) -> `sacrifice_pile` (effects/permanent_piles.py), and back:

  Separate all permanents target player controls into two piles. That player sacrifices all
  permanents in the pile of their choice."""

from __future__ import annotations

import re
from typing import Any

_TEXT = re.compile(r"^Separate all permanents (?P<who>target player|target opponent) controls "
                   r"into two piles\. That player sacrifices all permanents in the pile of "
                   r"their choice\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    m = _TEXT.match(text.strip())
    if m is None:
        return None
    ref = ctx.add_target({"kind": "player" if m.group("who") == "target player" else "opponent"})
    return [{"sacrifice_pile": {"who": ref}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    return (f"separate all permanents {refs.obj(p['who'])} controls into two piles. that "
            "player sacrifices all permanents in the pile of their choice")
