""""Whenever ~ trains" (702.149c: "When this creature trains" means "When a resolving training
ability puts a +1/+1 counter on this creature"; Savior of Ollenbock). The grammar's
`tobject_vp` reads the verb; the training ability logs ("trained", creature) when its counter
is put (effects/training.py), and rules/trigger_trains.py fires the event."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle.creature_verb_triggers import CreatureVerbTrigger

SELF_EVENT = "self_trains"
_VERB = "trains"


class TrainsProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_trains(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = TrainsProductions


_TRIGGER = CreatureVerbTrigger(_VERB, SELF_EVENT)
lower = _TRIGGER.lower
render = _TRIGGER.render
