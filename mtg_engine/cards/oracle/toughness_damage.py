"""Combat damage assigned by toughness (510.1a; rules/toughness_damage.py), Oracle text -> DSL
static, and back:

  Each creature assigns combat damage equal to its toughness rather than its power.
                                      (combat_damage_by_toughness, filter: every creature)
  Each creature you control assigns combat damage equal to its toughness rather than its
  power.                              (... filter: creatures you control)"""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.toughness_damage import BY_TOUGHNESS

_REST = "assigns combat damage equal to its toughness rather than its power."
_FORMS: dict[str, dict[str, Any]] = {
    f"Each creature {_REST}": {BY_TOUGHNESS: {"filter": {"types": ["Creature"]}}},
    f"Each creature you control {_REST}": {
        BY_TOUGHNESS: {"filter": {"types": ["Creature"], "controller": "you"}}},
}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    got = _FORMS.get(para)
    return {k: dict(v) for k, v in got.items()} if got is not None else None


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    return next((text for text, dsl in _FORMS.items() if dsl == st), None)
