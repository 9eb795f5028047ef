"""Trigger conditions of discards an opponent's spell or ability causes (701.8, 603.2): "When a
spell or ability an opponent controls causes you to discard ~" (the card triggers from the
graveyard it was discarded to) and "Whenever a spell or ability an opponent controls causes
you to discard a card" (rules/discard_triggers.py). "That player" in the effect is the
opponent (trigger_render._PLAYER_REMEMBERED). "When you discard ~" (any discard of it, 701.8) and
"When ~ dies or when you discard it" (two events, 603.2: Bartered Cow)."""

from __future__ import annotations

from typing import Any

_WORDS = {"discarded_by_opponent":
          "When a spell or ability an opponent controls causes you to discard ~",
          "opponent_causes_discard":
          "Whenever a spell or ability an opponent controls causes you to discard a card",
          "discard_self": "When you discard ~"}
_EVENTS = {v: k for k, v in _WORDS.items()}
DIES_OR_DISCARDED = "When ~ dies or when you discard it"


def condition(cond_text: str) -> list[tuple[str, dict[str, Any]]] | None:
    if cond_text == DIES_OR_DISCARDED:
        return [("dies", {}), ("discard_self", {})]
    event = _EVENTS.get(cond_text)
    return [(event, {})] if event else None


def render_condition(t: dict[str, Any]) -> str:
    return _WORDS.get(t["event"], "") if not t.get("filter") else ""
