"""The enchanted creature and the other creatures sharing a creature type with it (205.3m),
in the Oracle compiler (the Crowns of Onslaught):

  Sacrifice ~: Enchanted creature and other creatures that share a creature type with it get
  +1/+1 until end of turn.                                                  (Crown of Vigor)
  ... gain flying until end of turn.                                   (Crown of Ascension)

DSL group `{all: {types: [Creature]}, shares_type_with: attached}` (effects/shares_type.py:
the creature the source is attached to, as it last existed if the source has left, 608.2h,
and each other creature with one of its creature types as the instruction applies)."""

from __future__ import annotations

import re
from typing import Any

_GROUP = "Enchanted creature and other creatures that share a creature type with it"
_SENTENCE = re.compile(rf"^{_GROUP} (?P<vp>(?:get|gain) .+ until end of turn)$")
REF = {"all": {"types": ["Creature"]}, "shares_type_with": "attached"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """"Enchanted creature and other creatures that share a creature type with it get +1/+1
    until end of turn" -> the pump / grant of the group; None otherwise."""
    from mtg_engine.cards.oracle.effects import compile_sentence

    m = _SENTENCE.match(s.strip())
    if m is None or not ctx.on_permanent:
        return None
    # read the verb phrase as said of a plain group, then give it this group
    got = compile_sentence(ctx, f"Creatures you control {m.group('vp')}")
    if not got or any(set(e) - {"pump", "grant"} for e in got):
        return None
    group = {"all": {"types": ["Creature"], "controller": "you"}}
    if any(next(iter(e.values())).get("what") != group for e in got):
        return None
    return [{verb: {**p, "what": dict(REF)}} for e in got for verb, p in e.items()]


def render(ref: dict[str, Any]) -> str:
    """The group's words (render_phrases.Refs.obj)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if ref != REF:
        raise RenderError("a group sharing a creature type")
    return _GROUP[0].lower() + _GROUP[1:]
