"""702.140d: "Whenever this creature mutates" / "Whenever a creature you control mutates"
(cards/oracle/trigger_mutates.py): the ("mutated", permanent, spell, name) event
rules/mutate.py logs as a mutating creature spell merges with a creature. Every ability of
the merged permanent triggers, those of the card that just merged with it too (702.140e: it
has them as the merge is complete); that creature is remembered ("that creature")."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b

SELF_EVENT, EVENT = "self_mutates", "creature_mutates"
_b.register("mutated", _b.this_or_yours(SELF_EVENT, EVENT))
