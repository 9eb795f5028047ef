"""Keyword actions (701) the compiler reads as whole sentences: "Adapt N." (701.43a) and
"Amass N." (701.44a). Their DSL verbs (`adapt`, `amass`) are carried out by
rules/keyword_effects.py and rendered back by render.py.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx

# 701.44a: "a 0/0 black Zombie Army creature token" (111.3: found by its definition's key)
ARMY_TOKEN = {"name": "Zombie Army Token", "colors": ["B"], "type": "Creature — Zombie Army",
              "power": 0, "toughness": 0,
              "key": "Zombie Army Token (0/0 B Creature — Zombie Army)"}


def lower_text(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """The effects of "Adapt N." (of a permanent's ability: "this permanent") or "Amass N.",
    or None for any other text."""
    m = re.fullmatch(r"(adapt|amass) (\d+)\.", text.strip(), re.IGNORECASE)
    if m is None:
        return None
    n = int(m.group(2))
    if m.group(1).lower() == "adapt":
        return [{"adapt": {"count": n}}] if ctx.on_permanent else None
    sink = _TOKEN_SINK.get()
    if sink is None:
        return None
    sink.append(dict(ARMY_TOKEN))
    return [{"amass": {"count": n}}]
