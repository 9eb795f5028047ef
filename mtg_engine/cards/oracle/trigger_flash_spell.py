""""Whenever you cast another spell that has flash" (Slitherwisp; 702.8a, 601.2i): the
`cast_spell` event with the spell's keyword (as it is on the stack) and "another" (not the
source). The grammar's `player_event` reads it."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_FILTER = {"keywords": ["flash"], "other": True}
_WORDS = "Whenever you cast another spell that has flash"


class FlashSpellProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_cast_another_flash(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast another spell that has flash")


PRODUCTIONS = FlashSpellProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event, (False, None) for the others."""
    if ev.subject != "you" or ev.verb != "cast another spell that has flash":
        return False, None
    return True, ("cast_spell", {"keywords": ["flash"], "other": True})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return _WORDS if t["event"] == "cast_spell" and t.get("filter") == _FILTER else ""
