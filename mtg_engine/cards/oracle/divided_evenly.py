"""Damage divided evenly (Fireball, 601.2c, 107.1a):

  ~ deals X damage divided evenly, rounded down, among any number of targets.

Nothing is chosen as the spell is cast but the targets ("any number of targets": `any_number`,
rules/x_targets.py); the damage is divided as it resolves among the targets still legal then
(608.2b; Fireball's rulings) -> the DSL verb `damage_evenly` (effects/divided_evenly.py)."""

from __future__ import annotations

import re
from typing import Any

_EVENLY = re.compile(r"~ deals x damage divided evenly, rounded down, among any number of "
                     r"targets")


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence (lower case, no period), or None."""
    if not _EVENLY.fullmatch(low) or ctx.targets or not ctx.allow_x or ctx.on_permanent:
        return None
    ctx.add_target({"kind": "any", "any_number": True})
    return [{"damage_evenly": {"amount": "X", "to": "targets:0"}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `damage_evenly`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p != {"amount": "X", "to": "targets:0"} or len(refs.targets) != 1:
        raise RenderError("damage_evenly")
    refs.said.add("targets:0")
    return "~", "deals X damage divided evenly, rounded down, among any number of targets"
