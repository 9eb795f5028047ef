"""Targets chosen first, then an instruction for each of them (601.2c, 115.1): "Choose any
number of target creatures. Put a +1/+1 counter on each of them." (Nature's Panoply), "...
Double the number of +1/+1 counters on each of them." (Solidarity of Heroes, 701.9e: each its
own). Read as "Put a +1/+1 counter on each of any number of target creatures." (the same
targets, chosen as the spell is cast); render.normalise says the two alike for the round
trip.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

CHOOSE_THEN_EACH = re.compile(r"^Choose (?P<many>any number of|up to (?:two|three|four)|two|"
                              r"three|four) target (?P<what>[a-z ]+)\. (?P<verb>Put [^.]+? on|"
                              r"Double the number of [^ .]+ counters on) each of them\.$")


def lower_in(ctx: Any, text: str,
             compile_effects: Callable[[Any, str], list[dict[str, Any]] | None]
             ) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None (`ctx` as it was)."""
    m = CHOOSE_THEN_EACH.match(text)
    if m is None:
        return None
    from mtg_engine.cards.oracle.enter_with_counters import read_or_restore

    said = f"{m.group('verb')} each of {m.group('many')} target {m.group('what')}."
    return read_or_restore(ctx, lambda: compile_effects(ctx, said))
