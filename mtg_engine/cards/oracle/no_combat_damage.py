""""~ assigns no combat damage this turn." (510.1a, 611.2a; effects/no_combat_damage.py), read
for the compiler as one sentence and rendered back for its round trip. Only the source
itself ("~") is read: the effect on another creature ("the first creature", "it") is left
refused."""

from __future__ import annotations

from typing import Any

_SENTENCE = "~ assigns no combat damage this turn"


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    if sentence.strip().rstrip(".") != _SENTENCE or not ctx.on_permanent:
        return None
    return [{"no_combat_damage": {"what": "self"}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p != {"what": "self"}:
        raise RenderError("no combat damage for another creature")
    return "~", "assigns no combat damage this turn"
