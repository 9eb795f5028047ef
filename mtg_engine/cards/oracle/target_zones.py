"""A target that may be a permanent or a card in a graveyard (115.1: the words say which
objects may be chosen; 400.1):

  Whenever ~ trains, exile up to one other target creature from the battlefield or creature
  card from a graveyard.                                            (Savior of Ollenbock)

The target is the kind `creature_or_graveyard_creature` (rules/targets.py: a creature on the
battlefield matching the requirement's filter, or a creature card in a graveyard). The
sentence is read with the words " from the battlefield or creature card from a graveyard" set
aside, then the one creature target it named is widened."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

KIND = "creature_or_graveyard_creature"
_WORDS = " from the battlefield or creature card from a graveyard"

Effects = list[dict[str, Any]]


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Effects | None]
               ) -> Effects | None:
    if text.count(_WORDS) != 1 or text.count("target") != 1:
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, text.replace(_WORDS, ""))
    added = ctx.targets[before:]
    if got and len(added) == 1 and added[0]["kind"] == "creature" \
            and set(added[0].get("filter", {})) <= {"other"}:
        added[0]["kind"] = KIND
        return got
    del ctx.targets[before:]
    return None


def describe(spec: dict[str, Any]) -> str:
    """"up to one other target creature from the battlefield or creature card from a
    graveyard" (render_phrases.describe_target)."""
    from mtg_engine.cards.oracle.render_phrases import describe_target

    return describe_target({**spec, "kind": "creature"}) + _WORDS
