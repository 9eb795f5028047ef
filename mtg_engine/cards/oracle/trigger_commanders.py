"""Trigger events about your commander (903.3):

  When you cast your commander, ...                       (Skyfire Phoenix)
      -> `cast_spell` with the filter {commander: true, owned_by_you: true} (903.3d: a spell
         that is a commander; "your": one you own)
  Whenever your commander is put into the command zone from anywhere, ...   (Myth Unbound)
      -> `your_commander_to_command_zone` (rules/commanders.to_command_zone_triggers)

The grammar's `player_event` reads them."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_CAST = "cast your commander"
_TO_ZONE = "your commander is put into the command zone from anywhere"
_YOURS = {"commander": True, "owned_by_you": True}


class CommanderTriggerProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_cast_your_commander(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", _CAST)

    def your_commander_to_command_zone(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", _TO_ZONE)


PRODUCTIONS = CommanderTriggerProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for these events, (False, None) for the others."""
    if ev.subject == "you" and ev.verb == _CAST:
        return True, ("cast_spell", dict(_YOURS))
    if ev.subject == "you" and ev.verb == _TO_ZONE:
        return True, ("your_commander_to_command_zone", {})
    return False, None


def render(t: dict[str, Any]) -> str:
    """The English of these events ("" for the others)."""
    if t["event"] == "cast_spell" and t.get("filter") == _YOURS:
        return "When you cast your commander"
    if t["event"] == "your_commander_to_command_zone":
        return "Whenever " + _TO_ZONE
    return ""
