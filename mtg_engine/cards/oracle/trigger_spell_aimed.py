"""Cast triggers about what the spell targets (601.2c comes before 601.2i, 115.9b): "Whenever
an opponent casts a spell that targets you or a creature you control" (Reparations),
"Whenever you cast a spell that targets a creature you control" (Season of Growth), "Whenever
you cast an Aura spell that targets ~" (Druid of Horns).

The condition without "that targets ..." is read as any cast trigger is (its event and spell
filter); the targets become the filter field `spell_targets` (countering.spell_targets: "you",
"creature:you", "self"; rules/spell_targets.py judges it on the spell on the stack, its
targets chosen as it was cast); "that targets only ~" is "only:self" (each of its targets is
the source)."""

from __future__ import annotations

import re
from typing import Any

_AIMED = re.compile(r"^(?P<head>Whenever (?:you cast|an opponent casts|a player casts) an? "
                    r"(?:[A-Za-z ]+ )?spell) that targets (?P<what>.+)$")
_EVENTS = ("cast_spell", "any_player_casts")


def condition(cond: str, self_types: tuple[str, ...]) -> list[tuple[str, dict[str, Any]]] | None:
    """The (event, filter) of such a condition, or None."""
    from mtg_engine.cards.oracle.countering import spell_targets
    from mtg_engine.cards.oracle.triggers import _conditions

    m = _AIMED.match(cond)
    if m is None:
        return None
    alts = ["only:self"] if m.group("what") == "only ~" \
        else spell_targets(m.group("what"), on_permanent=True)
    got = _conditions(m.group("head"), self_types) if alts else None
    if got is None or len(got) != 1 or got[0][0] not in _EVENTS \
            or "spell_targets" in got[0][1]:
        return None
    event, f = got[0]
    return [(event, {**f, "spell_targets": alts})]


def render_condition(t: dict[str, Any]) -> str:
    """The English of such a trigger condition ("" for another)."""
    from mtg_engine.cards.oracle.countering import render_spell_targets
    from mtg_engine.cards.oracle.render_abilities import render_condition as render

    f = dict(t.get("filter", {}))
    alts = f.pop("spell_targets", None)
    if t.get("event") not in _EVENTS or not alts:
        return ""
    head = render({**t, "filter": f}, ())
    if list(alts) == ["only:self"]:
        return head + " that targets only ~" if head else ""
    return head + render_spell_targets(list(alts)) if head else ""
