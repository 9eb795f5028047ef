"""Haunt (702.55) in the Oracle compiler: the keyword's own triggered ability, and the trigger
conditions that refer to the creature the card haunts, read and rendered back:

  Haunt (When this creature dies, exile it haunting target creature.)      (HAUNT_TRIGGER)
  When ~ enters the battlefield or the creature it haunts dies, ...        (two events)
  When the creature ~ haunts dies, ...                                      (`haunted_dies`)

The events are rules/haunt.py's: the exiled card's ability triggers from exile (702.55c) when
the creature it haunts dies (700.4). Only a creature's haunt is read (an instant's or
sorcery's, "When this spell card is put into a graveyard after resolving", stays refused).
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

# 702.55a: "When this creature dies, exile it haunting target creature."
HAUNT_TRIGGER: dict[str, Any] = {
    "event": "dies", "text": "Haunt (When this creature dies, exile it haunting target creature.)",
    "targets": [{"kind": "creature"}], "effects": [{"haunt": {"what": "self_in_graveyard"}}]}
# 702.55a: "When this spell card is put into a graveyard after resolving, exile it haunting
# target creature." (an instant or sorcery: the card is the trigger's source, in the graveyard)
HAUNT_SPELL_TRIGGER: dict[str, Any] = {
    "event": "haunt_spell_resolved",
    "text": "Haunt (When this spell card is put into a graveyard after resolving, exile it "
            "haunting target creature.)",
    "targets": [{"kind": "creature"}], "effects": [{"haunt": {"what": "self"}}]}
EVENT = "haunted_dies"
_SUBJECT = "haunted"
HAUNTED_VERB = "the creature it haunts dies"


def haunt_trigger(types: tuple[str, ...]) -> dict[str, Any] | None:
    """The keyword's triggered ability for a card of these types (702.55a), or None."""
    if "Creature" in types:
        return dict(HAUNT_TRIGGER)
    if "Instant" in types or "Sorcery" in types:
        return dict(HAUNT_SPELL_TRIGGER)
    return None


class HauntProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_haunted_dies(self, _: list[Any]) -> tuple[str, Any, str]:
        return (HAUNTED_VERB, None, "")  # (a verb of ~'s: triggers.self_events)

    def haunted_dies(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent(_SUBJECT, "dies")


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for "the creature it haunts dies" (only on a creature card, the
    haunt this engine reads), (False, None) for other events."""
    if ev.subject != _SUBJECT and not (ev.subject == "self" and ev.verb == HAUNTED_VERB):
        return False, None
    return True, ((EVENT, {}) if haunt_trigger(self_types) is not None else None)


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return "When the creature ~ haunts dies" if t["event"] == EVENT and not t.get("filter") \
        else ""


def render_pair(items: list[dict[str, Any]], text: str, first: str) -> str | None:
    """"When ~ enters the battlefield or the creature it haunts dies" (603.2: two events), or
    None for other pairs."""
    if [t["event"] for t in items] != ["enters", EVENT] or any(t.get("filter") for t in items):
        return None
    return "When ~ enters the battlefield or the creature it haunts dies" + text[len(first):]


PRODUCTIONS = HauntProductions
