""""Whenever this creature mutates" (the 31 Ikoria mutate creatures) and "Whenever a creature
you control mutates" (Essence Symbiote): 702.140d, a creature mutates as a mutating creature
spell merges with it (rules/mutate.py logs it); that creature is remembered ("that
creature"). The grammar's `tobject_vp` reads the verb; rules/trigger_mutates.py fires the
events."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.creature_verb_triggers import CreatureVerbTrigger

SELF_EVENT = "self_mutates"
EVENT = "creature_mutates"
_VERB = "mutates"


class MutatesProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_mutates(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = MutatesProductions


_TRIGGER = CreatureVerbTrigger(_VERB, SELF_EVENT, EVENT)
lower = _TRIGGER.lower
render = _TRIGGER.render


_THIS = re.compile(r'\b[Tt]his creature\b(?=[^"]*(?:"[^"]*"[^"]*)*$)')  # (not in quotes)


def this_creature(text: str, face_text: str) -> str:
    """A mutate card (and a creature that says "Whenever this creature mutates") calls
    itself "this creature" (its name may not be the merged permanent's, 702.140e): the
    object that has the ability, as `~` says (201.5; quoted abilities granted to other
    objects keep their words)."""
    if not face_text.startswith("Mutate ") and "\nMutate " not in face_text \
            and "this creature mutates" not in face_text:
        return text
    return _THIS.sub("~", text)
