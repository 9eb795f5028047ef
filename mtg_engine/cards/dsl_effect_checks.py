"""Checks of effect parameters added beside cards/dsl_abilities.py (which reads the effect
mappings of a card file): durations of pumps and granted keywords (611.2a: "until your next
turn", rules/durations.py) and where a countered spell goes instead (614.1a)."""

from __future__ import annotations

from typing import Any


def effect_param_problem(verb: str, params: dict[str, Any]) -> str:
    """What is wrong with these parameters of `verb`, or ""."""
    from mtg_engine.rules.durations import UNTILS

    if verb in ("pump", "grant") and params.get("until", "end_of_turn") not in (
            *UNTILS, *(("",) if verb == "grant" else ())):  # (grant: "" no duration, 611.2a)
        return "until: must be end_of_turn or your_next_turn"
    if verb == "counter" and params.get("instead", "hand") not in ("hand", "library_top"):
        return "instead: must be hand or library_top (614.1a)"
    return ""
