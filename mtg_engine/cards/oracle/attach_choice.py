"""A choice made as a permanent becomes attached (701.3a): "As ~ becomes attached to a creature,
choose a color." (Sanctuary Blade) -> the replacement entry {event: becomes_attached, instead:
choose, choice: color}, which rules/attach_choice.py carries out each time the permanent
becomes attached to a creature (613.7e: each time is a new attachment), and back. The colour
is read by "protection from the last chosen color" (rules/protection.py)."""

from __future__ import annotations

from typing import Any

_PARAGRAPH = "As ~ becomes attached to a creature, choose a color."
_ENTRY = {"event": "becomes_attached", "instead": "choose", "choice": "color",
          "text": "choose a color"}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement entry of the paragraph above, or None for another."""
    return dict(_ENTRY) if para == _PARAGRAPH else None


def render(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if {k: v for k, v in rep.items() if k in _ENTRY} != _ENTRY:
        raise RenderError("a choice as it becomes attached")
    return _PARAGRAPH
