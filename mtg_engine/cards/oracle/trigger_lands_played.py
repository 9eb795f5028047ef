""""Whenever you play an Island" (Jokulmorder) and "When you play another land" (City of
Traitors): 305.1, the event of "Whenever you play a land" (`you_play_land`) with a filter on
the land played (its subtype, or "another": not the source itself), judged on the land as it
is on the battlefield (rules/trigger_events._on_play_land); "When an opponent plays a nonbasic
land" (Hidden Herd). The grammar's `player_event` reads them."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i: the basic ones
# "When an opponent plays a nonbasic land" (Hidden Herd): a land without the basic supertype
# (205.4c) played by an opponent (rules/trigger_lands_played.py); that player is remembered
NONBASIC_EVENT = "opponent_plays_nonbasic_land"


class LandsPlayedProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_play_land_typed(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) not in ("a", "an") or str(items[1]) not in _LAND_TYPES:
            raise NotUnderstood("you play a <land type>")
        return ir.TriggerEvent("you", "play a typed land", detail=str(items[1]))

    def you_play_another_land(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "play another land")

    def other_plays_nonbasic_land(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "an" or str(items[1]) != "opponent" or str(items[2]) != "a":
            raise NotUnderstood("a player plays a nonbasic land")
        return ir.TriggerEvent("opponent", "play a nonbasic land")


PRODUCTIONS = LandsPlayedProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for these events, (False, None) for the others."""
    if ev.subject == "opponent" and ev.verb == "play a nonbasic land":  # 205.4c
        return True, (NONBASIC_EVENT, {})
    if ev.subject != "you" or ev.verb not in ("play a typed land", "play another land"):
        return False, None
    if ev.verb == "play another land":
        return True, ("you_play_land", {"other": True})
    return True, ("you_play_land", {"subtypes": [ev.detail]})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    f = t.get("filter", {})
    if t["event"] == NONBASIC_EVENT and not f:
        return "When an opponent plays a nonbasic land"
    if t["event"] != "you_play_land" or not f:
        return ""
    if f == {"other": True}:
        return "When you play another land"
    subs = f.get("subtypes", [])
    if set(f) == {"subtypes"} and len(subs) == 1 and subs[0] in _LAND_TYPES:
        return f"Whenever you play {'an' if subs[0][0] in 'AEIOU' else 'a'} {subs[0]}"
    return ""
