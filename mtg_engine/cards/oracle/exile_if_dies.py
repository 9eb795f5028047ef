""""<instructions dealing damage>. If a creature dealt damage this way would die this turn,
exile it instead." (614.1a, 608.2c; effects/exile_if_dies.py), read for the compiler and
rendered back for its round trip. The sentence is read only after instructions of which one
is damage dealt by the source (the "this way" it names)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_RIDER = "If a creature dealt damage this way would die this turn, exile it instead."
WORDS = "if a creature dealt damage this way would die this turn, exile it instead"


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    if not t.endswith(" " + _RIDER):
        return None
    before = compile_rest(ctx, t[: -len(_RIDER)].strip())
    if not before or not any("damage" in e and "if" not in (e["damage"] or {})
                             and not (e["damage"] or {}).get("may") for e in before):
        return None  # 608.2c: damage this way, dealt whatever happens
    return [*before, {"exile_if_dies_this_way": {}}]
