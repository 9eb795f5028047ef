""""<instructions dealing damage>. If a creature dealt damage this way would die this turn,
exile it instead." (614.1a, 608.2c; effects/exile_if_dies.py), read for the compiler and
rendered back for its round trip. The sentence is read only after instructions of which one
is damage dealt by the source (the "this way" it names); instructions may follow it (Red
Sun's Zenith: "Shuffle ~ into its owner's library.").

"<instructions>. If a creature would die this turn, exile it instead." (Flaying Tendrils):
every creature, whatever the instructions did (the verb `exile_if_dies_this_turn`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_RIDER = "If a creature dealt damage this way would die this turn, exile it instead."
WORDS = "if a creature dealt damage this way would die this turn, exile it instead"
_ANY_RIDER = "If a creature would die this turn, exile it instead."
ANY_WORDS = "if a creature would die this turn, exile it instead"


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    for rider, verb in ((_RIDER, "exile_if_dies_this_way"), (_ANY_RIDER, "exile_if_dies_this_turn")):
        at = t.find(" " + rider)
        if at < 0:
            continue
        before = compile_rest(ctx, t[:at].strip())
        after_text = t[at + 1 + len(rider):].strip()
        after = compile_rest(ctx, after_text) if after_text else []
        if not before or after is None:
            return None
        if verb == "exile_if_dies_this_way" and not any(
                "damage" in e and "if" not in (e["damage"] or {})
                and not (e["damage"] or {}).get("may") for e in before):
            return None  # 608.2c: damage this way, dealt whatever happens
        return [*before, {verb: {}}, *after]
    from mtg_engine.cards.oracle import replacement_riders

    return replacement_riders.lower_text(ctx, t, compile_rest)  # 614.1a: others, this turn
