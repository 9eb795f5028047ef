""""Whenever you tap ~ for mana, ..." (Zhur-Taa Druid, Forbidden Orchard; 106.12: a permanent
is tapped for mana when it is tapped to pay the cost of its mana ability, which only its
controller may activate, 602.2). An ability that adds no mana goes on the stack (605.1b):
rules/trigger_tapped_self.py fires it. The grammar's `player_event` reads it."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "tapped_self_for_mana"
_WORDS = "Whenever you tap ~ for mana"


class TappedSelfProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_tap_self_for_mana(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "tap ~ for mana")


PRODUCTIONS = TappedSelfProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event, (False, None) for the others."""
    if ev.subject != "you" or ev.verb != "tap ~ for mana":
        return False, None
    return True, (EVENT, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return _WORDS if t["event"] == EVENT and not t.get("filter") else ""
