"""Flagbearers (601.2c; rules/flagbearers.py): "While an opponent is choosing targets as part
of casting a spell they control or activating an ability they control, that player must choose
at least one Flagbearer on the battlefield if able." -> the static `flagbearer`, and back."""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.flagbearers import FLAGBEARER

_TEXT = ("While an opponent is choosing targets as part of casting a spell they control or "
         "activating an ability they control, that player must choose at least one Flagbearer "
         "on the battlefield if able.")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of the paragraph, or None."""
    return {FLAGBEARER: {}} if para == _TEXT else None


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    return _TEXT if st == {FLAGBEARER: {}} else None
