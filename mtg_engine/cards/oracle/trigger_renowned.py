""""When ~ becomes renowned" (Relic Seeker) and "Whenever a creature you control becomes
renowned" (Valeron Wardens): 702.112b, a creature becomes renowned as its renown ability
resolves (rules/keyword_effects.v_renown logs it); that creature is remembered ("that
creature"). The grammar's `tobject_vp` reads the verb; rules/trigger_renowned.py fires the
events."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle.creature_verb_triggers import CreatureVerbTrigger

SELF_EVENT = "becomes_renowned"
EVENT = "creature_becomes_renowned"
_VERB = "becomes renowned"


class RenownedProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_becomes_renowned(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = RenownedProductions


_TRIGGER = CreatureVerbTrigger(_VERB, SELF_EVENT, EVENT,
                              frozenset({"types", "controller", "subtypes"}), self_when="When")
lower = _TRIGGER.lower
render = _TRIGGER.render
