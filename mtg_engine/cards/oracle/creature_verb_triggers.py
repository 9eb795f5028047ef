""""Whenever ~ <verb>" and "Whenever a creature you control <verb>" for a verb a creature does
(mutates, 702.140d; becomes renowned, 702.112b; trains, 702.149c): one lowering and one
rendering for every such verb; each verb's module keeps its grammar production, its event
names and its comments on the rules (trigger_mutates.py, trigger_renowned.py,
trigger_trains.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir


@dataclass(frozen=True)
class CreatureVerbTrigger:
    """`verb` as the grammar's `tobject_vp` gives it; `self_event`: "~ <verb>" (a creature
    card's own); `event`: "a creature [you control] <verb>" (None: not read); `keys`: the
    filter keys that event reads; `self_when`: the word the printed self form starts with."""

    verb: str
    self_event: str
    event: str | None = None
    keys: frozenset[str] = frozenset({"types", "controller"})
    self_when: str = "Whenever"

    def lower(self, ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
              ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
        """(True, the DSL event) for this verb (True, None for a subject or filter the engine
        doesn't read), (False, None) for the other events."""
        if ev.verb != self.verb:
            return False, None
        if ev.subject == "self":
            return True, ((self.self_event, {}) if "Creature" in self_types else None)
        if self.event is None or ev.subject != "object" or ev.desc is None or ev.other \
                or ev.detail:
            return True, None
        from mtg_engine.cards.oracle.trigger_lowering import _filter

        f = _filter(ev.desc)
        if f.get("types") != ["Creature"] or set(f) - self.keys:
            return True, None
        return True, (self.event, f)

    def render(self, t: dict[str, Any]) -> str:
        """The English of this verb's events ("" for the others)."""
        if t["event"] == self.self_event and not t.get("filter"):
            return f"{self.self_when} ~ {self.verb}"
        if self.event is None or t["event"] != self.event:
            return ""
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        d = describe_filter(dict(t.get("filter", {})))
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {self.verb}"
