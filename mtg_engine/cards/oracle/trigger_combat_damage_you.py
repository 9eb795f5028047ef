""""When you're dealt combat damage" (Swarmborn Giant) / "Whenever combat damage is dealt to
you" (Risona, Asari Commander): 510.2, the combat damage dealt to a player at once is one event
(however many creatures dealt it); rules/trigger_combat_damage_you.py fires it once for each
combat damage step in which that player is dealt combat damage. The grammar's `player_event`
reads both wordings (render._PHRASES says them alike)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "you_dealt_combat_damage"


class CombatDamageYouProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_dealt_combat_damage(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "are dealt combat damage")


PRODUCTIONS = CombatDamageYouProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event, (False, None) for the others."""
    if ev.subject != "you" or ev.verb != "are dealt combat damage":
        return False, None
    return True, (EVENT, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return "Whenever you're dealt combat damage" if t["event"] == EVENT \
        and not t.get("filter") else ""
