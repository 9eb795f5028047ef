"""Lethal damage judged by power (704.5g, 510.1c; rules/lethal_by_power.py), Oracle text -> DSL
static, and back:

  Lethal damage dealt to creatures you control is determined by their power rather than
  their toughness.                  (lethal_damage_by_power, filter: creatures you control)"""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.lethal_by_power import LETHAL_BY_POWER

_FORMS: dict[str, dict[str, Any]] = {
    "Lethal damage dealt to creatures you control is determined by their power rather than "
    "their toughness.": {LETHAL_BY_POWER: {"filter": {"types": ["Creature"],
                                                      "controller": "you"}}},
}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    got = _FORMS.get(para)
    return {k: dict(v) for k, v in got.items()} if got is not None else None


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    return next((text for text, dsl in _FORMS.items() if dsl == st), None)
