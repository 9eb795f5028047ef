"""An Aura's restriction on the target chosen as it is cast (601.2c), Oracle text -> DSL static,
and back (rules/cast_targets.py):

  You can't choose an untapped creature as this spell's target as you cast it.
                                             (Enthralling Hold: {cast_target_tapped: {}})

The noun is the Aura's enchant noun (702.5a, 303.4a: what the spell targets): the round trip
renders it from the card's "Enchant ..." line (attached_noun.py)."""

from __future__ import annotations

import re
from typing import Any

KIND = "cast_target_tapped"
_SENTENCE = re.compile(r"You can't choose an untapped (creature|permanent|artifact|land) as this "
                       r"spell's target as you cast it\.")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    return {KIND: {}} if _SENTENCE.fullmatch(para) else None


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL (with this card's enchant noun), or None."""
    from mtg_engine.cards.oracle.attached_noun import ENCHANTED

    if p:
        return None
    return f"You can't choose an untapped {ENCHANTED.get()} as this spell's target as you cast it."
