"""614.1b: "Skip your draw step." (a static replacement effect: the draw step is replaced with
nothing, 614.10; rules/replacement.skips_step) and Time Vault's "If you would begin your turn
while ~ is tapped, you may skip that turn instead. If you do, untap ~." (614.10b,
rules/skip_turn.py), Oracle text -> DSL replacement, and back."""

from __future__ import annotations

from typing import Any

_TEXT = "Skip your draw step."
_REP = {"event": "draw_step", "instead": "skip", "affects": "you"}


_TURN = "If you would begin your turn while ~ is tapped, you may skip that turn instead. If " \
    "you do, untap ~."
_TURN_REP = {"event": "begin_turn", "instead": "may_skip_then_untap", "affects": "you",
             "condition": "source_tapped"}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    return dict(_REP) if para == _TEXT else dict(_TURN_REP) if para == _TURN else None


def render(rep: dict[str, Any]) -> str | None:
    return _TEXT if rep == _REP else _TURN if rep == _TURN_REP else None
