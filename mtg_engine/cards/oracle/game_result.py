""""You win the game." / "You lose the game." (104.2b, 104.3e; effects/game_result.py), read
for the compiler as one sentence and rendered back for its round trip."""

from __future__ import annotations

from typing import Any

_SENTENCES = {"you win the game": "win", "you lose the game": "lose"}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    got = _SENTENCES.get(sentence.strip().rstrip(".").lower())
    return None if got is None else [{"game_result": {"result": got}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _SENTENCES.items()}.get(p.get("result", ""))
    if words is None or set(p) - {"result", "if"}:
        raise RenderError("a game result")
    return "", words
