"""A spell's prevention sentence followed by other instructions that the grammar reads
together: "Prevent all combat damage that would be dealt this turn. If you have 5 or less
life, tap all attacking creatures. Those creatures don't untap during their controller's next
untap step." (Clinging Mists, 615.1a then 608.2c). The prevention sentence (effects._prevention,
which the grammar doesn't read) is lowered alone, the rest as one text, so that "those
creatures" names what the sentence before it named."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_FIRST = re.compile(r"^(Prevent [^.]+)\. (?=[A-Z])")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.effects import _prevention
    from mtg_engine.cards.oracle.enter_with_counters import read_or_restore

    m = _FIRST.match(text.strip())
    if m is None:
        return None

    def read() -> list[dict[str, Any]] | None:
        first = _prevention(ctx, m.group(1).lower())
        if not first:
            return None
        rest = compile_rest(ctx, text.strip()[m.end():])
        return [*first, *rest] if rest else None

    return read_or_restore(ctx, read)
