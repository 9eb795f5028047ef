""""You win the game." / "You lose the game." (104.2b, 104.3e; effects/game_result.py), read
for the compiler as one sentence and rendered back for its round trip; "Target player loses
the game." / "That player loses the game." (104.3e: another player, `who` a player reference
read as "<player> loses 1 life" reads it)."""

from __future__ import annotations

import re
from typing import Any

_SENTENCES = {"you win the game": "win", "you lose the game": "lose"}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    got = _SENTENCES.get(sentence.strip().rstrip(".").lower())
    if got is None:
        return _player_loses(ctx, sentence.strip().rstrip("."))
    return [{"game_result": {"result": got}}]


def _player_loses(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"<player> loses the game" (104.3e): the player the same words name in "<player> loses
    1 life" (a target, "that player" of a trigger's event, ...), one player or group."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = re.fullmatch(r"(?![Yy]ou\b)([A-Za-z][^.,]*?) loses the game", sentence)
    they = re.fullmatch(r"([Tt]hey) lose the game", sentence)  # ("that player", 603.2)
    if m is None and they is None:
        return None
    said = f"{m.group(1)[:1].upper()}{m.group(1)[1:]} loses" if m is not None else "They lose"
    got = compile_effects(ctx, f"{said} 1 life.")
    if not got or len(got) != 1 or set(got[0]) != {"lose_life"} \
            or set(got[0]["lose_life"]) != {"amount", "who"}:
        return None
    return [{"game_result": {"result": "lose", "who": got[0]["lose_life"]["who"]}}]


def render(p: dict[str, Any], refs: Any = None) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _SENTENCES.items()}.get(p.get("result", ""))
    if "who" in p and p.get("result") == "lose" and refs is not None:  # 104.3e
        from mtg_engine.cards.oracle.render import _s

        who = refs.obj(p["who"])
        return who, f"{_s(who, 'lose')} the game"
    if words is None or set(p) - {"result", "if"}:
        raise RenderError("a game result")
    return "", words
