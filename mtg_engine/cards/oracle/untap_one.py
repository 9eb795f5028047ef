""""At the beginning of each player's upkeep, that player untaps a land they control." (Hokori,
Dust Drinker; Rising Waters; 701.21a): the player the event names chooses one land they control
as the instruction is carried out (608.2d) and untaps it (none happens if it is untapped) ->
`untap_chosen` with `who: remembered` and `exactly` (effects/keyword_actions.py), and back."""

from __future__ import annotations

from typing import Any

SENTENCE = "that player untaps a land they control"


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence (lower case, without its period), or None."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    event = EVENT_REFERENT.get()
    if low.strip() != SENTENCE or event is None or event.player != "event":
        return None  # ("that player": only the player the trigger's event names, 603.2)
    return [{"untap_chosen": {"filter": {"types": ["Land"]}, "count": 1, "who": "remembered",
                              "exactly": True}}]


def render(p: dict[str, Any]) -> str | None:
    """The sentence, or None for another `untap_chosen`."""
    if p == {"filter": {"types": ["Land"]}, "count": 1, "who": "remembered", "exactly": True}:
        return SENTENCE
    return None
