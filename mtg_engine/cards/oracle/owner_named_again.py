""""That player" after a permanent returned to its owner's hand is that owner (608.2c: the one
player the instruction before named):

  Return target permanent to its owner's hand. Then that player discards a card. (Recoil)
  When Dinrova Horror enters the battlefield, return target permanent to its owner's hand,
  then that player discards a card.

read as "... Then its owner discards a card." (`as_owner`, a rewriting tried by
effects._compile_effects); the round trip reads the printed words the same way
(render.normalise, `NORMALISE`)."""

from __future__ import annotations

import re

_AFTER = re.compile(r"(to its owner's hand(?:, then|\. Then|\. then)) that player\b")
NORMALISE = ((r"(to its owner's hand(?:, then|\. then)) that player\b", r"\1 its owner"),)


def as_owner(text: str) -> str | None:
    """The text with such a "that player" said "its owner", or None."""
    out = _AFTER.sub(r"\1 its owner", text)
    return out if out != text else None
