"""614.1b: "Skip your draw step.", "Players skip their untap steps." (Stasis), "Players skip
their upkeep steps." (Eon Hub): static replacement effects, the step replaced with nothing
(614.10; rules/replacement.skips_step, rules/turn.py), Oracle text -> DSL replacement, and
back."""

from __future__ import annotations

from typing import Any

_FORMS = {
    "Skip your draw step.": {"event": "draw_step", "instead": "skip", "affects": "you"},
    "Players skip their untap steps.": {"event": "untap_step", "instead": "skip",
                                        "affects": "each_player"},
    "Players skip their upkeep steps.": {"event": "upkeep_step", "instead": "skip",
                                         "affects": "each_player"},
}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    got = _FORMS.get(para)
    return dict(got) if got is not None else None


def render(rep: dict[str, Any]) -> str | None:
    return next((text for text, r in _FORMS.items() if r == rep), None)
