""""Reverse the game's turn order." (101.4; Aeon Engine) -> `reverse_turn_order`
(effects/turn_order.py), and back."""

from __future__ import annotations

from typing import Any

_SENTENCE = "reverse the game's turn order"


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    if s.strip().removesuffix(".").lower() != _SENTENCE:
        return None
    return [{"reverse_turn_order": {}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    return "", _SENTENCE
