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
# "If a permanent dealt damage this way would die this turn, ..." (Spikefield Hazard, Underworld
# Fires): a planeswalker (or battle) dealt damage this way too, not only a creature (`permanent`)
_PERMANENT_RIDER = _RIDER.replace("a creature", "a permanent")


def words(p: dict[str, Any]) -> str:
    """The sentence of an `exile_if_dies_this_way` effect (no final period)."""
    return WORDS.replace("a creature", "a permanent") if p.get("permanent") else WORDS


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    rider = next((r for r in (_RIDER, _PERMANENT_RIDER) if " " + r in t), _RIDER)
    at = t.find(" " + rider)
    if at >= 0:
        before = compile_rest(ctx, t[:at].strip())
        after_text = t[at + 1 + len(rider):].strip()
        after = compile_rest(ctx, after_text) if after_text else []
        if not before or after is None or not any(
                "damage" in e and "if" not in (e["damage"] or {})
                and not (e["damage"] or {}).get("may") for e in before):
            return None  # 608.2c: damage this way, dealt whatever happens
        body = {"permanent": True} if rider == _PERMANENT_RIDER else {}
        return [*before, {"exile_if_dies_this_way": body}, *after]
    from mtg_engine.cards.oracle import exile_if_leaves, replacement_riders

    got = exile_if_leaves.lower_text(ctx, t, compile_rest)  # 614.1a: "if it would leave ..."
    if got is not None:
        return got
    return replacement_riders.lower_text(ctx, t, compile_rest)  # 614.1a: others, this turn
