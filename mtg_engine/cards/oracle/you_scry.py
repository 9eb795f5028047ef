""""... and you scry X, where X is <amount>" after a player's or a source's instruction (701.18a;
The Scarab God: "each opponent loses X life and you scry X, where X is the number of Zombies
you control"; Alibou: "~ deals X damage to any target and you scry X, where ..."): the
grammar's `and_you_scry` ("and you scry N", lexed as one word), the same DSL `scry` as the
imperative "Scry N" (its controller scries)."""

from __future__ import annotations

import re
from typing import Any


class YouScryIR:
    """The transformer method of `and_you_scry` (mixed into parse._ToIR through
    amounts.AmountsIR): a player verb phrase (verb, amount, random)."""

    def scry_vp(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("scry", items[0], False)


# 701.18a: "You scry 2." / "Then you scry 2." (Psychic Impetus, Overwhelmed Apprentice): the
# controller scries, as the imperative "Scry 2." says (`as_imperative`, a rewriting tried by
# effects._compile_effects; render.normalise reads the printed words the same way)
_YOU_SCRY = re.compile(r"(^|\. |: )(Then |then )?[Yy]ou scry\b")
NORMALISE = ((r"(^|\. |: |, )(then )?you scry\b", r"\1\2scry"),)


def as_imperative(text: str) -> str | None:
    """The text with each sentence "[Then] you scry N" said "[Then] scry N", or None."""
    out = _YOU_SCRY.sub(lambda m: f"{m[1]}{m[2] or ''}{'s' if m[2] else 'S'}cry", text)
    return out if out != text else None
