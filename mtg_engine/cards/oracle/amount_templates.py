"""The passage readers of variable amounts tried by the sentence templates (effects.py asks
here after animate.py): a permanent made an X/X creature with X counted (animate_x.py, 613.4b),
flashback given to graveyard cards at their mana cost (flashback_grants.py, 702.34a), a number
of cards revealed from a hand and one discarded (reveal_discard.py, 701.16a)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]) -> Any:
    """The effects of the first reader that reads `text`, or None."""
    from mtg_engine.cards.oracle import animate_x, flashback_grants, reveal_discard

    for read in (animate_x.lower_text, flashback_grants.lower_text, reveal_discard.lower_text):
        got = read(ctx, text, compile_rest)
        if got is not None:
            return got
    return None
