"""The triggered ability of the two players chosen as the permanent entered (614.12a,
rules/chosen_players.py): "Whenever damage is dealt to one of the chosen players, the other
chosen player also loses that much life." (Sower of Discord) -> the trigger event
`damage_to_chosen_player`, the other player remembered, and back."""

from __future__ import annotations

from typing import Any

_PARA = ("Whenever damage is dealt to one of the chosen players, the other chosen player also "
         "loses that much life.")
_EFFECTS = [{"lose_life": {"who": "remembered", "amount": "that_much"}}]


def read(para: str) -> list[dict[str, Any]] | None:
    """The trigger of the paragraph, or None."""
    if para != _PARA:
        return None
    return [{"event": "damage_to_chosen_player", "text": para,
             "effects": [dict(e) for e in _EFFECTS]}]


def render(items: list[dict[str, Any]]) -> str | None:
    """The paragraph back, or None for another trigger."""
    if len(items) != 1 or items[0].get("event") != "damage_to_chosen_player":
        return None
    if {k: v for k, v in items[0].items() if k != "text"} != {
            "event": "damage_to_chosen_player", "effects": _EFFECTS}:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("the chosen players' trigger")
    return _PARA
