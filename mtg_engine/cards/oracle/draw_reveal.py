"""Oracle "Draw a card and reveal it. If it isn't a <type> card, discard it." (701.16a, 614.11b;
effects/draw_reveal.py) read and rendered back."""

from __future__ import annotations

import re
from typing import Any

_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact",
          "enchantment": "Enchantment", "instant": "Instant", "sorcery": "Sorcery"}
_TEXT = re.compile(r"^Draw a card and reveal it\. If it isn't an? (\w+) card, discard it\.?$")


def lower_text(text: str) -> list[dict[str, Any]] | None:
    m = _TEXT.match(text.strip())
    if m is None or m.group(1) not in _TYPES:
        return None
    return [{"draw_reveal": {"keep": {"types": [_TYPES[m.group(1)]]}}}]


def render(p: dict[str, Any]) -> str:
    types = p["keep"].get("types", [])
    if set(p["keep"]) != {"types"} or len(types) != 1 or types[0] not in _TYPES.values():
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError(f"draw_reveal keeping {p['keep']!r}")
    word = types[0].lower()
    art = "an" if word[0] in "aeiou" else "a"
    return f"draw a card and reveal it. If it isn't {art} {word} card, discard it"
