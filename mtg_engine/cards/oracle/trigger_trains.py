""""Whenever ~ trains" (702.149c: "When this creature trains" means "When a resolving training
ability puts a +1/+1 counter on this creature"; Savior of Ollenbock). The grammar's
`tobject_vp` reads the verb; the training ability logs ("trained", creature) when its counter
is put (effects/training.py), and rules/trigger_trains.py fires the event."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

SELF_EVENT = "self_trains"
_VERB = "trains"


class TrainsProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_trains(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = TrainsProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for "~ trains" (True, None for another subject), (False, None)
    for the other events."""
    if ev.verb != _VERB:
        return False, None
    if ev.subject == "self" and "Creature" in self_types:
        return True, (SELF_EVENT, {})
    return True, None


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    if t["event"] == SELF_EVENT and not t.get("filter"):
        return f"Whenever ~ {_VERB}"
    return ""
