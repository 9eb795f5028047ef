"""Twist Allegiance's and Reins of Power's mass exchange of control (613.1b, 611.2c) in Oracle
text and back: the effect `swap_control_all` (rules/control_swap.py) on a target opponent."""

from __future__ import annotations

from typing import Any

_TWIST = ("You and target opponent each gain control of all creatures the other controls until "
          "end of turn. Untap those creatures. Those creatures gain haste until end of turn.")
_REINS = ("Untap all creatures you control and all creatures target opponent controls. You and "
          "that opponent each gain control of all creatures the other controls until end of "
          "turn. Those creatures gain haste until end of turn.")
_TEXTS = {"after": _TWIST, "before": _REINS}


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of one of these texts (a spell's whole text), or None."""
    said = next((k for k, t in _TEXTS.items() if text.strip() == t), None)
    if said is None or ctx.targets:
        return None
    who = ctx.add_target({"kind": "opponent"})
    return [{"swap_control_all": {"with": who, "untap": True, "said": said}}]


def render_clause(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `swap_control_all`: its whole text."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    text = _TEXTS.get(p.get("said", ""))
    if text is None or set(p) != {"with", "untap", "said"} or p["with"] != "target":
        raise RenderError("a mass exchange of control")
    return "", text[0].lower() + text[1:].removesuffix(".")
