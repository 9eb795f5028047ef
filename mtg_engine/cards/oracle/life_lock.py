"""119.7-119.8: "Your life total can't change." (Platinum Emperion), Oracle text -> the DSL
static `life_total_cant_change` (`whose`), and back (rules/life_lock.py)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle.render_phrases import RenderError

_SENTENCES = {"Your life total can't change.": "you"}


def lower(para: str) -> dict[str, Any] | None:
    """The static of that paragraph, or None."""
    whose = _SENTENCES.get(para)
    return None if whose is None else {"life_total_cant_change": {"whose": whose}}


def render(p: dict[str, Any]) -> str:
    said = next((t for t, w in _SENTENCES.items() if p == {"whose": w}), None)
    if said is None:
        raise RenderError("a life total that can't change")
    return said
