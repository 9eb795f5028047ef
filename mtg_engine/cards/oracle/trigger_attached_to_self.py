""""Whenever an Aura becomes attached to ~" (Bramble Elemental, Brood Keeper; 303.4, 701.3a:
an Aura entering attached to it, or moved onto it): rules/trigger_attached_to_self.py fires it
from the ("attach", attachment, permanent) events, the attachment matched as it is (an Aura:
the filter's subtype); the attachment is remembered. The grammar's `tobject_vp` reads the
verb."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "attached_to_self"
_VERB = "becomes attached to ~"


class AttachedToSelfProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_becomes_attached_to_self(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = AttachedToSelfProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event (True, None for another subject or filter),
    (False, None) for the others."""
    if ev.verb != _VERB:
        return False, None
    if ev.subject != "object" or ev.desc is None or ev.other or ev.detail:
        return True, None
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    f = _filter(ev.desc)
    return True, ((EVENT, f) if f in ({"subtypes": ["Aura"]}, {"subtypes": ["Equipment"]})
                  else None)


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    subs = t.get("filter", {}).get("subtypes", [])
    if t["event"] != EVENT or set(t.get("filter", {})) != {"subtypes"} or len(subs) != 1:
        return ""
    return f"Whenever {'an' if subs[0][0] in 'AEIOU' else 'a'} {subs[0]} {_VERB}"
