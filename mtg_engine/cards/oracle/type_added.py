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
    """The sentence above -> its `continuous` effect, or None."""
    from mtg_engine.cards.oracle.phrases import target_spec
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _SENTENCE.match(s.strip().rstrip("."))
    if m is None:
        return None
    what = m.group("what")
    if what != "artifact" and what not in CREATURE_TYPES:
        return None
    if m.group("who") == "That creature":  # the one target before (608.2c)
        if len(ctx.targets) != 1 or ctx.targets[0].get("kind") != "creature":
            return None
        ref = "target"
    else:
        spec = target_spec(m.group("target"))
        if spec is None or spec["kind"] != "creature" or what == "artifact":
            return None  # (a target artifact: artifact_type.py)
        ref = ctx.add_target(spec)
    added = {"add_types": ["Artifact"]} if what == "artifact" else {"add_subtypes": [what]}
    return [{"continuous": {"what": ref, **added, "until": ""}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such an effect, or None."""
    if p.get("until") != "" or not str(p.get("what", "")).startswith("target") \
            or set(p) not in ({"what", "until", "add_types"}, {"what", "until", "add_subtypes"}):
        return None
    if p.get("add_types", ["Artifact"]) != ["Artifact"] or len(p.get("add_subtypes", [""])) != 1:
        return None
    word = "artifact" if "add_types" in p else p["add_subtypes"][0]
    art = "an" if word[0] in "aeiouAEIOU" else "a"
    return refs.obj(p["what"]), f"becomes {art} {word} in addition to its other types"


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
