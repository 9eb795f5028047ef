""""It becomes night." as an instruction (724.1): the game gains that designation (Into the
Night, Unnatural Moonrise) -> the verb `become_day_night` (effects/day_night.py).

Not "it becomes day": its one use, The Celestus's "If it's night, it becomes day. Otherwise,
it becomes night.", would be read as two instructions each checking whether it's night as it
is carried out, the second after the first made it day (608.2c: "otherwise" is the first
condition's answer): it stays refused."""

from __future__ import annotations

import re
from typing import Any

_BECOMES = re.compile(r"^It becomes (night)$")


def lower_sentence(s: str) -> list[dict[str, Any]] | None:
    m = _BECOMES.fullmatch(s.strip().removesuffix("."))
    return None if m is None else [{"become_day_night": {"value": m.group(1)}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"value"} or p["value"] not in ("day", "night"):
        raise RenderError("day or night")
    return "it", f"becomes {p['value']}"
