""""Whenever you become the monarch" (Custodi Lich; 720.3: a player becomes the monarch when
the designation passes to them, not again while they have it). The grammar's `player_event`
reads it; rules/trigger_monarch.py fires it."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "you_become_monarch"
_WORDS = "Whenever you become the monarch"


class MonarchProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_become_monarch(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "become the monarch")


PRODUCTIONS = MonarchProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event, (False, None) for the others."""
    if ev.subject != "you" or ev.verb != "become the monarch":
        return False, None
    return True, (EVENT, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return _WORDS if t["event"] == EVENT and not t.get("filter") else ""
