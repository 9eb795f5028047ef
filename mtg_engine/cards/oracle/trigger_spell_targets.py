"""A permanent becoming the target of a spell of a kind (115.1, 603.2): "Whenever ~ becomes the
target of an Aura spell" (Fugitive Druid), "When enchanted creature becomes the target of a
spell" (Spectral Prison), "... or enchanted creature becomes the target of an Aura spell"
(Brinebound Gift): any player's spell, cast or copied (707.10c), or one whose target is changed
to it (115.7), once however many times it targets it (603.2c); the spell is remembered. The
grammar's `tself_vp` / `attached_vp` read the verbs; rules/trigger_spell_targets.py fires the
events (heroic's "Whenever you cast a spell that targets ~" is another event, only for spells
cast)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

SELF_EVENT = "self_targeted_by_spell_kind"
ATTACHED_EVENT = "attached_targeted_by_spell_kind"
_VERB = "becomes the target of a spell"
_SUBTYPES = ("Aura",)  # (the spell subtypes printed in such a trigger)


class SpellTargetsProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_attached_targeted_by_spell(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.triggers import _article

        _article(items[0])
        return (_VERB, None, "")

    def ev_targeted_by_subtype_spell(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.parse import NotUnderstood
        from mtg_engine.cards.oracle.triggers import _article

        _article(items[0])
        sub = str(items[1])
        if sub not in _SUBTYPES or str(items[0]) != ("an" if sub[0] in "AEIOU" else "a"):
            raise NotUnderstood(f"a {sub} spell")
        return (f"{_VERB}:{sub}", None, "")


PRODUCTIONS = SpellTargetsProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event, its filter the spell's) for these verbs ((True, None) for another
    subject), (False, None) for the others."""
    verb, _, sub = ev.verb.partition(":")
    if verb != _VERB or (not sub and ev.subject != "attached"):
        return False, None
    f: dict[str, Any] = {"subtypes": [sub]} if sub else {}
    if ev.subject == "self" and not ev.detail:
        return True, (SELF_EVENT, f)
    if ev.subject == "attached" and ev.desc is not None and ev.desc.nouns == ("creature",):
        from mtg_engine.cards.oracle.trigger_lowering import _attached_filter

        ok = _attached_filter(ev.detail, "creature", self_types) == {}  # (303.4, 301.5)
        return True, ((ATTACHED_EVENT, f) if ok else None)
    return True, None


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others; "enchanted" says "equipped"
    too: render.normalise)."""
    if t["event"] not in (SELF_EVENT, ATTACHED_EVENT):
        return ""
    f = t.get("filter", {})
    if set(f) - {"subtypes"} or len(f.get("subtypes", ())) > 1:
        return ""
    sub = f.get("subtypes", [""])[0]
    spell = f"{'an' if sub[:1] in 'AEIOU' else 'a'} {sub} spell" if sub else "a spell"
    who = "~" if t["event"] == SELF_EVENT else "enchanted creature"
    return f"Whenever {who} becomes the target of {spell}"
