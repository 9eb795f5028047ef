"""A kicked spell's own damage said with a pronoun (702.33d, 608.2h): "Return target creature
to its owner's hand. If this spell was kicked, it deals 2 damage to another target creature."
(Jilt): after "If this spell was kicked," the "it" that deals damage is the spell itself (~),
whatever target the text named before. The text is read as "..., ~ deals ..." and the round
trip (render._PHRASES: `NORMALISE`) reads both wordings alike."""

from __future__ import annotations

import re

_IT_DEALS = re.compile(r"(\bIf this spell was kicked, )it deals\b")

# (render.normalise: the text lower-cased)
NORMALISE = (r"\b(if this spell was kicked, )it deals\b", r"\1~ deals")


def as_source(text: str) -> str | None:
    """The text with that "it" written "~", or None if it has none."""
    said = _IT_DEALS.sub(r"\1~ deals", text)
    return said if said != text else None
