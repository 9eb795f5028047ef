"""State triggers (603.8) in Oracle text: "When you control no other creatures, sacrifice ~",
"When there are four or more page counters on ~, ...": "When" (or "Whenever") and a condition
phrase the conditions module reads (conditions.lower_condition), with no event. The DSL's
event "state" carries it as `state` (rules/state_triggers.py); rendered back with the same
condition wording for the round trip."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.render_phrases import RenderError

_WHEN = re.compile(r"^(When|Whenever) (.+)$")


def condition(cond_text: str) -> list[tuple[str, dict[str, Any]]] | None:
    from mtg_engine.cards.oracle.conditions import lower_condition

    m = _WHEN.match(cond_text)
    if m is None:
        return None
    c = lower_condition(m.group(2))
    if c is None or (isinstance(c, dict) and c.get("negate")):
        return None
    return [("state", {"state": c})]


def render_condition(t: dict[str, Any]) -> str:
    """"When <condition>" of a state trigger ("" for other events)."""
    if t["event"] != "state":
        return ""
    if "state" not in t or t.get("filter"):
        raise RenderError("a state trigger without its state")
    from mtg_engine.cards.oracle.conditions import condition_wording

    word = "Whenever" if t.get("text", "").startswith("Whenever") else "When"
    return f"{word} {condition_wording(t['state'], t.get('text', ''))}"
