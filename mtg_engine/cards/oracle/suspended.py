"""Suspended cards named beside permanents (702.62b: a card in exile with suspend and a time
counter on it is "suspended"):

  Remove two time counters from target permanent or suspended card. (Fury Charm)
  Return target nonland permanent or suspended card to its owner's hand. (Venser's Diffusion)
  Remove two time counters from each permanent and each suspended card. (Dust of Moments)

The target is the kind `permanent_or_suspended` (115.1: a permanent the words describe, or a
suspended card in exile; rules/targets.py); the group is `{all: ..., and_suspended: true}`
(every permanent it describes and every suspended card, effects/references.py). The sentence
is read with the words "or suspended card" / "and each suspended card" set aside, then the
one target or group it named is widened: only when it names exactly one."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_WITH = r"(?: with an? [a-z]+ counter on it)?"  # "with a time counter on it" (122.1)
_TARGET = re.compile(rf"(\btarget (?:[a-z]+ )?permanent{_WITH}) or suspended card\b")
_GROUP = re.compile(rf"\b(each permanent{_WITH}) and each suspended card\b")

Effects = list[dict[str, Any]]


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Effects | None]
               ) -> Effects | None:
    """The effects of such a text, or None."""
    if len(_TARGET.findall(text)) == 1 and text.count("target") == 1:
        before = len(ctx.targets)
        got = compile_rest(ctx, _TARGET.sub(r"\1", text))
        added = ctx.targets[before:]
        if got and len(added) == 1 and added[0]["kind"] == "permanent" \
                and not added[0].get("optional"):
            added[0]["kind"] = "permanent_or_suspended"
            return got
        del ctx.targets[before:]
        return None
    if len(_GROUP.findall(text)) == 1 and "target" not in text:
        got = compile_rest(ctx, _GROUP.sub(r"\1", text))
        groups = [e for e in mappings(got or []) if set(e) == {"all"}]
        if got and len(groups) == 1:
            groups[0]["and_suspended"] = True
            return got
    return None


def mappings(v: Any) -> list[dict[str, Any]]:
    """Every mapping in the effects, outermost first."""
    if isinstance(v, list):
        return [d for x in v for d in mappings(x)]
    if isinstance(v, dict):
        return [v, *(d for x in v.values() for d in mappings(x))]
    return []


def describe(spec: dict[str, Any]) -> str:
    """"target nonland permanent or suspended card" (render_phrases.describe_target)."""
    from mtg_engine.cards.oracle.render_phrases import describe_target

    return describe_target({**spec, "kind": "permanent"}) + " or suspended card"
