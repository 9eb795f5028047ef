""""Whenever a spell or ability you control counters a spell" (Baral, Chief of Compliance;
Lullmage Mentor): 701.5a, a spell countered by the resolving spell or ability of that player
(effects/primitives.perform_counter logs who countered it; rules/trigger_countered.py fires
it). The grammar's `player_event` reads it."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

EVENT = "you_counter_spell"
_WORDS = "Whenever a spell or ability you control counters a spell"


class CounteredProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def yours_counters_spell(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "a" or str(items[2]) != "a":
            raise NotUnderstood("... counters a spell")
        return ir.TriggerEvent("you", "counter a spell")


PRODUCTIONS = CounteredProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event, (False, None) for the others."""
    if ev.subject != "you" or ev.verb != "counter a spell":
        return False, None
    return True, (EVENT, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return _WORDS if t["event"] == EVENT and not t.get("filter") else ""
