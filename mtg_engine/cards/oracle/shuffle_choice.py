""""You may have that player shuffle." (Natural Selection, Portent; 701.20a, 608.2d: the
spell's controller chooses whether the player named before, the one target player, shuffles
their library) -> `shuffle` with `who` that target and `may`, and back."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^you may (?:then )?have that player shuffle(?: (?:that|their) library)?$")
_SAID = re.compile(r"^(That player|Target player|Target opponent) shuffles their library\.$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    if _SENTENCE.match(s.strip().removesuffix(".").lower()) is None:
        return None
    players = [i for i, t in enumerate(ctx.targets) if t.get("kind") in ("player", "opponent")]
    if len(players) != 1 or len(ctx.targets) != 1:
        return None  # ("that player": the one target player named before, 608.2c)
    return [{"shuffle": {"who": "target", "may": True}}]


def may_words(text: str) -> str | None:
    """"You may have that player shuffle." for the rendered "That player shuffles their
    library." of a `may` shuffle (conditional_effects' renderer), else None."""
    m = _SAID.match(text)
    return f"You may have {m.group(1).lower()} shuffle." if m else None
