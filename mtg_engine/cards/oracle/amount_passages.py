"""Passages whose amounts read what an instruction before did or named (608.2c, 608.2h),
tried in turn by the sentence templates (conditions_reveal.lower_text calls `lower_text`):
the card revealed or discarded (cards_this_way.py), the objects each player controlled that
were destroyed or exiled (moved_by_controller.py), a target chosen first (any_target_first.py),
the top X cards looked at (look_top_x.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]) -> Any:
    """The effects of the first passage reader that reads `text`, or None."""
    from mtg_engine.cards.oracle import (
        any_target_first,
        cards_this_way,
        look_top_x,
        moved_by_controller,
    )

    for read in (cards_this_way.lower_text, moved_by_controller.lower_text,
                 any_target_first.lower_text, look_top_x.lower_text):
        got = read(ctx, text, compile_rest)
        if got is not None:
            return got
    return None
