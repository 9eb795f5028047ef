""""Look at target face-down creature." (Aven Soulgazer, Smoke Teller) -> `look_at_face_down`
(effects/player_exile.py), and back. 708.5: only a face-down permanent's controller may look at
it; this effect lets the ability's controller see it too (logged; nothing else changes)."""

from __future__ import annotations

from typing import Any

_SENTENCE = "look at target face-down creature"


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    if s.strip().removesuffix(".").lower() != _SENTENCE:
        return None
    target = ctx.add_target({"kind": "creature", "filter": {"face_down": True}})
    return [{"look_at_face_down": {"what": target}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    return "", f"look at {refs.obj(p['what'])}"
