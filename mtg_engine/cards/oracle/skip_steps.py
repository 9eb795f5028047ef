"""614.1b: "Skip your draw step." (a static replacement effect: the draw step is replaced with
nothing, 614.10; rules/replacement.skips_step), Oracle text -> DSL replacement, and back."""

from __future__ import annotations

from typing import Any

_TEXT = "Skip your draw step."
_REP = {"event": "draw_step", "instead": "skip", "affects": "you"}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    return dict(_REP) if para == _TEXT else None


def render(rep: dict[str, Any]) -> str | None:
    return _TEXT if rep == _REP else None
