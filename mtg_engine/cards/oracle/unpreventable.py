"""Damage that can't be prevented, a static ability (615.12; rules/unpreventable.py), Oracle
text -> DSL static, and back:

  Damage can't be prevented.                                   (damage_unpreventable)
  Damage that would be dealt by ~ can't be prevented.          (... affects: self)
  Combat damage that would be dealt by creatures you control can't be prevented.
                                        (combat_damage_unpreventable, filter: your creatures)"""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.unpreventable import COMBAT_UNPREVENTABLE, UNPREVENTABLE

_FORMS: dict[str, dict[str, Any]] = {
    "Damage can't be prevented.": {UNPREVENTABLE: {}},
    "Damage that would be dealt by ~ can't be prevented.": {UNPREVENTABLE: {"affects": "self"}},
    "Combat damage that would be dealt by creatures you control can't be prevented.": {
        COMBAT_UNPREVENTABLE: {"filter": {"types": ["Creature"], "controller": "you"}}},
}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    got = _FORMS.get(para)
    return {k: dict(v) for k, v in got.items()} if got is not None else None


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    return next((text for text, dsl in _FORMS.items() if dsl == st), None)
