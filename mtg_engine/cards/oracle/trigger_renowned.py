""""When ~ becomes renowned" (Relic Seeker) and "Whenever a creature you control becomes
renowned" (Valeron Wardens): 702.112b, a creature becomes renowned as its renown ability
resolves (rules/keyword_effects.v_renown logs it); that creature is remembered ("that
creature"). The grammar's `tobject_vp` reads the verb; rules/trigger_renowned.py fires the
events."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

SELF_EVENT = "becomes_renowned"
EVENT = "creature_becomes_renowned"
_VERB = "becomes renowned"


class RenownedProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_becomes_renowned(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = RenownedProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for these events (True, None for a filter the engine doesn't
    read), (False, None) for the others."""
    if ev.verb != _VERB:
        return False, None
    if ev.subject == "self":
        return True, ((SELF_EVENT, {}) if "Creature" in self_types else None)
    if ev.subject != "object" or ev.desc is None or ev.other or ev.detail:
        return True, None
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    f = _filter(ev.desc)
    if f.get("types") != ["Creature"] or set(f) - {"types", "controller", "subtypes"}:
        return True, None
    return True, (EVENT, f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    if t["event"] == SELF_EVENT and not t.get("filter"):
        return f"When ~ {_VERB}"
    if t["event"] != EVENT:
        return ""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    d = describe_filter(dict(t.get("filter", {})))
    return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {_VERB}"
