""""You may <instruction>. Then if <condition>, <instruction>." in a triggered ability
(Cemetery Tampering): 603.5 makes only the instruction with "may" optional, chosen as the
ability resolves (608.2d); the sentence after it is a separate instruction (608.2c) whose
condition is checked whether or not the player chose to carry out the first. So the "may"
belongs to the first instruction, not to the whole ability (an optional trigger, whose declined
first instruction skips the rest: rules/stack.py)."""

from __future__ import annotations

import re
from typing import Any

# the body after "you may " (its first letter raised): one sentence, then "Then if ..."
_THEN_IF = re.compile(r"^[^.]+\. Then if [^.]+, [^.]+\.$")
_DEPENDENT = ("did", "did_not", "could_not")  # "If you do" depends on the first (608.2c)


def may_on_first(body: str, effects: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """The effects with the "may" on the first instruction when the body is "<instruction>.
    Then if <condition>, <instruction>." (two instructions, the second's condition not about
    the first being done); None otherwise."""
    if len(effects) != 2 or not _THEN_IF.match(body):
        return None
    verb, params = next(iter(effects[0].items()))
    params = params or {}
    cond = next(iter(effects[1].values())) or {}
    if params.get("may") or "if" in params or cond.get("if") in (None, *_DEPENDENT):
        return None
    return [{verb: {**params, "may": True}}, effects[1]]
