""""Whenever a permanent enters the battlefield tapped and under your control, untap it."
(Amulet of Vigor): a permanent that enters the battlefield (603.6a: the source itself
included) under your control in the tapped status (110.5: as an effect or rule put it there);
it is remembered ("untap it"). The grammar's `tobject_vp` reads the verb;
rules/trigger_enters_tapped.py fires the event."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "permanent_enters_tapped_yours"
_VERB = "enters the battlefield tapped and under your control"
REMEMBERED = {EVENT: "that permanent"}  # (what the effect names: "untap it")


class EntersTappedProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_enters_tapped_yours(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = EntersTappedProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this verb ((True, None) for another subject or filter),
    (False, None) for the others."""
    if ev.verb != _VERB:
        return False, None
    if ev.subject != "object" or ev.desc is None or ev.other or ev.desc.nouns != ("permanent",) \
            or ev.desc.filter:
        return True, None
    return True, (EVENT, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return f"Whenever a permanent {_VERB}" if t["event"] == EVENT and not t.get("filter") \
        else ""
