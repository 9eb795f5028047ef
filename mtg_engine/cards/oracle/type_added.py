"""A type added to a creature for good, said of a target or of the creature a sentence before
named (205.1b, 205.3m, 613.1d: a type-adding effect in layer 4 with no duration, 611.2a):

  {1}{R}: ~ deals 1 damage to another target creature. That creature becomes a Vampire in
  addition to its other types. Put a +1/+1 counter on ~.                    (Olivia Voldaren)
  {T}, Sacrifice ~: Put a +1/+1 counter on target nonartifact creature. That creature becomes
  an artifact in addition to its other types.                         (Ashnod's Transmogrant)
  {2}, {T}: Target legendary creature becomes a God in addition to its other types. Put a
  +1/+1 counter on it.                                                       (Tyrite Sanctum)

"That creature" is the one target named before (the only target so far: 608.2c); the DSL is
one `continuous` effect with `add_types` [Artifact] or `add_subtypes` [the creature type],
`until` "" (for as long as the permanent is on the battlefield, 611.2a)."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^(?P<who>That creature|[Tt]arget (?P<target>[a-z ]+?)) becomes an? "
                       r"(?P<what>artifact|[A-Z][a-z]+) in addition to its other types$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentence above -> its `continuous` effect, or None. A creature type added is read
    by subtype_becomes.py (the same effect, said the same way); an artifact type here."""
    from mtg_engine.cards.oracle import subtype_becomes

    m = _SENTENCE.match(s.strip().rstrip("."))
    if m is None:
        return None
    if m.group("what") != "artifact":
        return subtype_becomes.lower_sentence(ctx, s)
    if m.group("who") != "That creature":
        return None  # (a target artifact: artifact_type.py)
    if len(ctx.targets) != 1 or ctx.targets[0].get("kind") != "creature":
        return None  # (the one target before, 608.2c)
    return [{"continuous": {"what": "target", "add_types": ["Artifact"], "until": ""}}]


def lower_text(ctx: Any, text: str, compile_effects: Any) -> list[dict[str, Any]] | None:
    """"Target legendary creature becomes a God in addition to its other types. Put a +1/+1
    counter on it." (Tyrite Sanctum): the sentence above, then the counters on the same
    creature (animate_counters.py reads "it" so), or None."""
    from mtg_engine.cards.oracle import animate_counters

    first, sep, after = text.strip().partition(". ")
    if not sep or not _SENTENCE.match(first) or not animate_counters.matches(after):
        return None
    before = len(ctx.targets)
    got = lower_sentence(ctx, first)
    more = animate_counters.lower(ctx, after, got[0]["continuous"]["what"]) if got else None
    if more is None:
        del ctx.targets[before:]
        return None
    return [*got, *more]  # type: ignore[misc]
