"""603.2, 603.6a: "Creatures entering the battlefield don't cause abilities to trigger."
(Torpor Orb, Hushwing Gryff, Tocatli Honor Guard) -> the static `no_enter_triggers` whose
filter names the entering permanents (rules/enter_triggers.py), and back. "... or dying"
(Hushbringer) is not read."""

from __future__ import annotations

from typing import Any

_TEXT = "Creatures entering the battlefield don't cause abilities to trigger."
_DSL = {"no_enter_triggers": {"filter": {"types": ["Creature"]}}}


def lower(para: str) -> dict[str, Any] | None:
    return {"no_enter_triggers": {"filter": {"types": ["Creature"]}}} if para == _TEXT else None


def render(p: dict[str, Any]) -> str | None:
    return _TEXT if {"no_enter_triggers": p} == _DSL else None
