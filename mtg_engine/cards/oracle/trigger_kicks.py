""""Whenever a player kicks a spell" (Saproling Infestation): 702.33d, a spell cast with its
kicker cost paid, by any player (rules/trigger_kicks.py; "Whenever you cast a kicked spell"
is the caster's own event). The caster is remembered ("that player")."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "player_kicks_spell"
_VERB = "kick a spell"


class KicksProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def player_kicks_spell(self, items: list[Any]) -> ir.TriggerEvent:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if [str(items[0]), str(items[1]), str(items[2])] != ["a", "player", "a"]:
            raise NotUnderstood("<someone> kicks a spell")
        return ir.TriggerEvent("player", _VERB)


PRODUCTIONS = KicksProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this verb, (False, None) for the others."""
    if ev.verb != _VERB:
        return False, None
    return True, (EVENT, {}) if ev.subject == "player" else None


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return "Whenever a player kicks a spell" if t["event"] == EVENT and not t.get("filter") else ""
