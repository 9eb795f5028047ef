""""Whenever you complete a dungeon" (309.7: event `you_complete_dungeon`) and "Whenever you
venture into the dungeon" (701.46: `you_venture`). The grammar's `player_event` reads them;
rules/trigger_dungeons.py fires them."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_EVENTS = {"complete a dungeon": ("you_complete_dungeon", "Whenever you complete a dungeon"),
           "venture into the dungeon": ("you_venture", "Whenever you venture into the dungeon")}


class DungeonProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_complete_dungeon(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "complete a dungeon")

    def you_venture(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "venture into the dungeon")


PRODUCTIONS = DungeonProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for these events, (False, None) for the others."""
    if ev.subject != "you" or ev.verb not in _EVENTS:
        return False, None
    return True, (_EVENTS[ev.verb][0], {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    if t.get("filter"):
        return ""
    return next((words for event, words in _EVENTS.values() if t["event"] == event), "")
