"""Flashback given to cards in a graveyard, its cost their own mana cost (702.34a, 613.1f):

  Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost
  is equal to its mana cost. (Recoup)
  Each instant and sorcery card in your graveyard gains flashback until end of turn. The
  flashback cost is equal to its mana cost. (Past in Flames, Backdraft Hellkite)
  Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal
  to that card's mana cost. (Lier, Disciple of the Drowned: a static ability)

The instruction is one DSL `continuous` effect with `grant_flashback` (layer 6, the layers'
`_abilities`): "each ... card in your graveyard" is the group of those cards as it resolves
(611.2c: a card put there later doesn't gain it; `{"all": filter, "in_graveyard": "you"}`,
effects/references.py). The static ability is a `continuous` static of the graveyard (113.6b
as the layers read such statics: `zone: graveyard`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences, target_spec

_COST = "The flashback cost is equal to its mana cost"
_GAINS = re.compile(
    r"(?:(?P<target>[Tt]arget (?P<spec>(?:instant|sorcery|instant or sorcery) card) in your "
    r"graveyard)|(?P<each>[Ee]ach instant and sorcery card in your graveyard)) gains flashback "
    rf"until end of turn\. {_COST}\.")
_EACH_FILTER = {"types": ["Instant", "Sorcery"], "controller": "you"}
_STATIC = ("Each instant and sorcery card in your graveyard has flashback. The flashback cost "
           "is equal to that card's mana cost.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if a sentence of it gives flashback (702.34a), else None."""
    m = _GAINS.search(text)
    if m is None or (m.start() > 0 and text[m.start() - 2:m.start()] != ". "):
        return None

    def grant() -> dict[str, Any] | None:
        if m.group("each"):
            what: Any = {"all": dict(_EACH_FILTER), "in_graveyard": "you"}
        else:
            spec = target_spec(m.group("spec") + " in your graveyard")
            if spec is None or spec.get("zone") != "graveyard":
                return None
            what = ctx.add_target(spec)
        return {"continuous": {"what": what, "grant_flashback": True}}

    return between_sentences(ctx, text[:m.start()].strip(), grant, text[m.end():].strip(),
                             compile_rest)


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of a `continuous` effect giving flashback, or None."""
    if set(p) - {"until"} != {"what", "grant_flashback"} or p["grant_flashback"] is not True \
            or p.get("until", "end_of_turn") != "end_of_turn":
        return None
    what = p["what"]
    if what == {"all": _EACH_FILTER, "in_graveyard": "you"}:
        who = "each instant and sorcery card in your graveyard"
    elif isinstance(what, str) and what.startswith("target"):
        who = re.sub(r" from your graveyard$", " in your graveyard", refs.obj(what))
    else:
        return None
    return who, f"gains flashback until end of turn. {_COST}"


def lower_static(para: str) -> dict[str, Any] | None:
    """Lier's "Each instant and sorcery card in your graveyard has flashback. ..." (113.6b)."""
    if para != _STATIC:
        return None
    return {"continuous": {"zone": "graveyard", "filter": dict(_EACH_FILTER),
                           "grant_flashback": True}}


# 702.81a, 113.6b: "Instant and sorcery cards in your graveyard have retrace." (the emblem of
# Wrenn and Six): layer 6 gives the cards the keyword (rules/granted_retrace.py casts them)
_RETRACE = "Instant and sorcery cards in your graveyard have retrace."
_RETRACE_STATIC = {"zone": "graveyard", "filter": _EACH_FILTER, "add_keywords": ["retrace"]}


def lower_retrace(para: str) -> dict[str, Any] | None:
    """The static of `_RETRACE`, or None."""
    return {"continuous": dict(_RETRACE_STATIC)} if para == _RETRACE else None


def render_retrace(p: dict[str, Any]) -> str | None:
    """The English of `lower_retrace`'s DSL, or None."""
    return _RETRACE if p == _RETRACE_STATIC else None


def render_static(p: dict[str, Any]) -> str | None:
    """The English of `lower_static`'s DSL, or None."""
    return _STATIC if p == {"zone": "graveyard", "filter": _EACH_FILTER,
                            "grant_flashback": True} else None
