"""905.2: abilities that function during a Conspiracy draft ("Draft ~ face up.", "As you
draft a card, you may draft an additional card from that booster pack. ...", "During the
draft, you may turn ~ face down. ..."). The engine's games are played without a draft, so these
abilities never do anything in them: the DSL keeps each as a `draft_ability` static (no
effect in a game, its text kept for the round trip). Abilities that use what was noted during
the draft in the game (905.2b: "a name you noted for cards named ~") are not read here."""

from __future__ import annotations

import re
from typing import Any

# the paragraphs whose instructions are all carried out during the draft (905.2, 905.2b-c)
_DRAFT = re.compile(
    r"(?:Draft ~ face up\."
    r"|During the draft, [^\n]+"
    r"|As you draft an? (?:creature )?card, [^\n]+"
    r"|Reveal ~ as you draft it(?:[.,] | and )[^\n]*|Reveal ~ as you draft it\."
    r"|Immediately after the draft, [^\n]+"
    r"|Instead of drafting a card from a booster pack, [^\n]+"
    r"|Each player passes the last card from each booster pack to a player who drafted a card "
    r"named ~\."
    r"|As long as ~ is face up during the draft, [^\n]+)")


def lower(para: str) -> dict[str, Any] | None:
    """The `draft_ability` static of such a paragraph, or None (one that names what was noted
    during the draft for the game, 905.2b, isn't read)."""
    if _DRAFT.fullmatch(para) is None or "noted" in para or "game" in para:
        return None
    return {"draft_ability": {"text": para}}


def render(p: dict[str, Any]) -> str:
    return str(p["text"])
