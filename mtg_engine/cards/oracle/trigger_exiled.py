""""Whenever a creature is exiled from the battlefield" (Soulherder): a permanent put into
exile from the battlefield (406.3, 400.7), matched as it last existed there (603.10a: a
leaves-the-battlefield ability, rules/trigger_exiled.py); it is remembered. The grammar's
`tobject_vp` reads the verb."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

EVENT = "permanent_exiled"
_VERB = "is exiled from the battlefield"


class ExiledProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_exiled_from_battlefield(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = ExiledProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this event (True, None for another subject or a filter the
    engine doesn't read), (False, None) for the others."""
    if ev.verb != _VERB:
        return False, None
    if ev.subject != "object" or ev.desc is None or ev.detail:
        return True, None
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    f = _filter(ev.desc)
    if f.get("types") != ["Creature"] or set(f) - {"types", "controller", "subtypes"}:
        return True, None
    if ev.other:
        f["other"] = True
    return True, (EVENT, f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    if t["event"] != EVENT:
        return ""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = dict(t.get("filter", {}))
    art = "another " if f.pop("other", False) else ""
    d = describe_filter(f)
    return f"Whenever {art or ('an ' if d[0] in 'aeiou' else 'a ')}{d} {_VERB}"
