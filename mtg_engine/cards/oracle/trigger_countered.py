""""Whenever a spell or ability you control counters a spell" (Baral, Chief of Compliance;
Lullmage Mentor): 701.5a, a spell countered by the resolving spell or ability of that player
(effects/primitives.perform_counter logs who countered it; rules/trigger_countered.py fires
it); "Whenever a spell you've cast is countered" (Multani's Presence). The grammar's
`player_event` reads them."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

EVENT = "you_counter_spell"
_WORDS = "Whenever a spell or ability you control counters a spell"
# "Whenever a spell you've cast is countered" (Multani's Presence): a spell you cast (601.2i:
# not a copy) countered by anything (701.5a)
YOURS_COUNTERED = "your_spell_countered"
_YOURS_WORDS = "Whenever a spell you've cast is countered"


class CounteredProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def yours_counters_spell(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "a" or str(items[2]) != "a":
            raise NotUnderstood("... counters a spell")
        return ir.TriggerEvent("you", "counter a spell")

    def your_spell_countered(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "a":
            raise NotUnderstood("... spell you've cast is countered")
        return ir.TriggerEvent("you", "have a spell countered")


PRODUCTIONS = CounteredProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event, (False, None) for the others."""
    if ev.subject == "you" and ev.verb == "have a spell countered":
        return True, (YOURS_COUNTERED, {})
    if ev.subject != "you" or ev.verb != "counter a spell":
        return False, None
    return True, (EVENT, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    if t.get("filter"):
        return ""
    return {EVENT: _WORDS, YOURS_COUNTERED: _YOURS_WORDS}.get(t["event"], "")
