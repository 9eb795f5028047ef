"""702.112b: "When ~ becomes renowned" / "Whenever a creature you control becomes renowned"
(cards/oracle/trigger_renowned.py): the ("renowned", creature) event rules/keyword_effects.v_renown
logs as a creature becomes renowned; that creature is remembered ("that creature")."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b

SELF_EVENT, EVENT = "becomes_renowned", "creature_becomes_renowned"
_b.register("renowned", _b.this_or_yours(SELF_EVENT, EVENT))
