"""702.149c: "Whenever ~ trains" (cards/oracle/trigger_trains.py): the ("trained", creature)
event the training ability logs as it puts its +1/+1 counter on the creature (effects/
training.py); the creature's own "Whenever ~ trains" abilities trigger."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b

SELF_EVENT = "self_trains"
_b.register("trained", _b.this_or_yours(SELF_EVENT, "creature_trains"))
