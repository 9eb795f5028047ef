""""After this main phase, there is an additional combat phase followed by an additional main
phase." / "After this phase, there is an additional combat phase." (500.8) -> the DSL verb
`additional_phases` (effects/untap.py, rules/extra_phases.py), and back. Also said "there's an
additional combat phase after this phase" / "there is ..." (Moraug, Fury of Akoum; Raiyuu): the
same effect, its wording kept as `said` ("there's" / "there is")."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"after this (main |combat )?phase, there is an additional combat phase"
                       r"( followed by an additional main phase)?")
_AFTER_LAST = re.compile(r"(there's|there is) an additional combat phase after this phase")


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The sentence above (lower-cased, without its period) -> the effect, or None."""
    m = _SENTENCE.fullmatch(low)
    last = _AFTER_LAST.fullmatch(low)
    if last is not None:
        return [{"additional_phases": {"phases": "combat", "after": "phase",
                                       "said": last.group(1)}}]
    if m is None:
        return None
    after = (m.group(1) or "").strip() or "phase"
    return [{"additional_phases": {"phases": "combat_main" if m.group(2) else "combat",
                                   "after": after}}]


def render(p: dict[str, Any]) -> str:
    """The English of an `additional_phases` effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p.get("said") in ("there's", "there is") and set(p) == {"phases", "after", "said"} \
            and (p["phases"], p["after"]) == ("combat", "phase"):
        return f"{p['said']} an additional combat phase after this phase"
    if set(p) != {"phases", "after"} or p["phases"] not in ("combat", "combat_main") \
            or p["after"] not in ("phase", "main", "combat"):
        raise RenderError("additional phases")
    this = "this phase" if p["after"] == "phase" else f"this {p['after']} phase"
    more = " followed by an additional main phase" if p["phases"] == "combat_main" else ""
    return f"after {this}, there is an additional combat phase{more}"
