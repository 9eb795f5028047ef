""""Whenever this creature mutates" (the 31 Ikoria mutate creatures) and "Whenever a creature
you control mutates" (Essence Symbiote): 702.140d, a creature mutates as a mutating creature
spell merges with it (rules/mutate.py logs it); that creature is remembered ("that
creature"). The grammar's `tobject_vp` reads the verb; rules/trigger_mutates.py fires the
events."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir

SELF_EVENT = "self_mutates"
EVENT = "creature_mutates"
_VERB = "mutates"


class MutatesProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_mutates(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = MutatesProductions


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
    if f.get("types") != ["Creature"] or set(f) - {"types", "controller"}:
        return True, None
    return True, (EVENT, f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    if t["event"] == SELF_EVENT and not t.get("filter"):
        return f"Whenever ~ {_VERB}"
    if t["event"] != EVENT:
        return ""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    d = describe_filter(dict(t.get("filter", {})))
    return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {_VERB}"


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
