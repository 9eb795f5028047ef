""""<instructions dealing damage>. If a creature dealt damage this way would die this turn,
exile it instead." (614.1a, 608.2c; effects/exile_if_dies.py), read for the compiler and
rendered back for its round trip. The sentence is read only after instructions of which one
is damage dealt by the source (the "this way" it names); instructions may follow it (Red
Sun's Zenith: "Shuffle ~ into its owner's library.").

Other replacements for the rest of the turn ("If a creature would die this turn, exile it
instead.", Flaying Tendrils) are replacement_riders.py's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_RIDER = "If a creature dealt damage this way would die this turn, exile it instead."
WORDS = "if a creature dealt damage this way would die this turn, exile it instead"


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    at = t.find(" " + _RIDER)
    if at >= 0:
        before = compile_rest(ctx, t[:at].strip())
        after_text = t[at + 1 + len(_RIDER):].strip()
        after = compile_rest(ctx, after_text) if after_text else []
        if not before or after is None or not any(
                "damage" in e and "if" not in (e["damage"] or {})
                and not (e["damage"] or {}).get("may") for e in before):
            return None  # 608.2c: damage this way, dealt whatever happens
        return [*before, {"exile_if_dies_this_way": {}}, *after]
    from mtg_engine.cards.oracle import replacement_riders

    return replacement_riders.lower_text(ctx, t, compile_rest)  # 614.1a: others, this turn
