""""Attach all Auras enchanting target permanent to another permanent with the same
controller." (Glamer Spinners; 701.3a-b, 303.4) -> `move_auras` (effects/aura_moves.py: the
permanent chosen as it resolves, each Aura that can enchant it moved), and back."""

from __future__ import annotations

from typing import Any

_SENTENCE = "attach all auras enchanting target permanent to another permanent with the same " \
    "controller"


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    if s.strip().removesuffix(".").lower() != _SENTENCE:
        return None
    return [{"move_auras": {"from": ctx.add_target({"kind": "permanent"})}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    return "", f"attach all Auras enchanting {refs.obj(p['from'])} to another permanent with " \
        "the same controller"
