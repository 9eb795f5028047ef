""""Draw up to three cards." (121.2, 107.1c: the drawing player chooses a number from zero to
three, as the instruction is carried out; Indentured Djinn's and Shah of Naar Isle's "each
opponent may draw up to three cards", each_may.py) -> `draw_up_to` {count}
(effects/draw_up_to.py). Only "you": another player's number is theirs to choose (608.2d)."""

from __future__ import annotations

import re
from typing import Any

_DRAW = re.compile(r"draw up to (?P<n>two|three|four|five|six|seven) cards")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.phrases import NUMBERS

    m = _DRAW.fullmatch(s.strip().lower())
    if m is None:
        return None
    return [{"draw_up_to": {"count": NUMBERS[m.group("n")]}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    n = p.get("count")
    if not isinstance(n, int) or n < 2 or set(p) != {"count"}:
        raise RenderError("draw up to")
    return "you", f"draw up to {_num(n)} cards"
