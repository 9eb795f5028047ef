"""A spell's cost that grows with its targets (601.2f): "This spell costs {2}{U} more to cast
for each target beyond the first." (the strive cards, 207.2c: "Strive" is an ability word).

601.2c: the number of targets is announced as the targets are chosen ("any number of target
creatures", rules/x_targets.py); 601.2f: the total cost then adds this mana once for each
target beyond the first. The DSL's `per_target_cost` (rules/costs.py `total_cost`).
"""

from __future__ import annotations

import re

_PER_TARGET = re.compile(r"this spell costs (?P<mana>(?:\{[0-9wubrgc]\})+) more to cast for "
                         r"each target beyond the first\.?")


def per_target_cost(para: str) -> str | None:
    """The mana of a "costs ... more ... for each target beyond the first" paragraph, or
    None."""
    m = _PER_TARGET.fullmatch(para.strip().lower())
    return m.group("mana").upper() if m else None


def render(mana: str) -> str:
    return f"This spell costs {mana} more to cast for each target beyond the first."
