"""614.1b: "Skip your draw step.", "Players skip their untap steps." (Stasis), "Players skip
their upkeep steps." (Eon Hub): static replacement effects, the step replaced with nothing
(614.10; rules/replacement.skips_step, rules/turn.py), and Time Vault's "If you would begin
your turn while ~ is tapped, you may skip that turn instead. If you do, untap ~." (614.10b,
rules/skip_turn.py), Oracle text -> DSL replacement, and back."""

from __future__ import annotations

from typing import Any

_FORMS = {
    "Skip your draw step.": {"event": "draw_step", "instead": "skip", "affects": "you"},
    "Players skip their untap steps.": {"event": "untap_step", "instead": "skip",
                                        "affects": "each_player"},
    "Players skip their upkeep steps.": {"event": "upkeep_step", "instead": "skip",
                                         "affects": "each_player"},
}


_TURN = "If you would begin your turn while ~ is tapped, you may skip that turn instead. If " \
    "you do, untap ~."
_TURN_REP = {"event": "begin_turn", "instead": "may_skip_then_untap", "affects": "you",
             "condition": "source_tapped"}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    got = _FORMS.get(para)
    if got is not None:
        return dict(got)
    return dict(_TURN_REP) if para == _TURN else None


def render(rep: dict[str, Any]) -> str | None:
    if rep == _TURN_REP:
        return _TURN
    return next((text for text, r in _FORMS.items() if r == rep), None)
