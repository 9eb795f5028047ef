"""601.2f on 601.2c: "This spell costs {2} less to cast if it targets a blue permanent." ->
the DSL `self_cost: {less: 2, if_targets: <filter>}` (rules/target_cost_condition.py).

Only a permanent described with the words `Filter` says (phrases.describe: "a legendary
creature", "an attacking creature", "a blue permanent you don't control") is read; a permanent
described by its controller's graveyard is not. "... if it targets a blue spell." (Mystical
Dispute) is a spell on the stack of the qualities a target spell may have (phrases.target_spec):
`targets_spell: true`.
"""

from __future__ import annotations

import re
from typing import Any

_IT_TARGETS = re.compile(r"^it targets (?:a|an) (?P<what>.+)$")
_NOUNS = ("creature", "permanent")


def if_targets(cond: str) -> dict[str, Any] | None:
    """"it targets a red creature" -> the filter a chosen target must match, or None."""
    from mtg_engine.cards.oracle.phrases import describe

    m = _IT_TARGETS.match(cond)
    if m is None:
        return None
    d = describe(m.group("what"))
    if d is None or d[0] not in _NOUNS or d[1].get("other"):
        return None
    f = dict(d[1])
    if d[0] == "creature":
        f["types"] = ["Creature"]
    elif "types" in f:
        return None  # ("an artifact permanent": not a wording cards use)
    return f


def render_if_targets(f: dict[str, Any]) -> str:
    """The filter back to "it targets a red creature"."""
    from mtg_engine.cards.oracle.render_phrases import describe_target

    rest = {k: v for k, v in f.items() if k != "types"}
    noun = "creature" if f.get("types") == ["Creature"] else "permanent"
    spec: dict[str, Any] = {"kind": noun, "filter": rest} if rest else {"kind": noun}
    words = describe_target(spec)
    assert words.startswith("target ")
    words = words[len("target "):]
    if words.startswith("Legendary "):  # (the supertype as a filter word, 205.4d)
        words = "l" + words[1:]
    article = "an" if words[0] in "aeiou" else "a"
    return f"it targets {article} {words}"


_IT_TARGETS_SPELL = re.compile(r"^it targets (?:a|an) (?P<what>[a-z ]+ spell)$")


def if_targets_spell(cond: str) -> dict[str, Any] | None:
    """"it targets a blue spell" -> the filter the target spell must match, or None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _IT_TARGETS_SPELL.match(cond)
    spec = target_spec(m.group("what")) if m else None
    if spec is None or spec["kind"] != "spell" or not spec.get("filter"):
        return None
    return dict(spec["filter"])


def render_if_targets_spell(f: dict[str, Any]) -> str:
    """The filter back to "it targets a blue spell"."""
    from mtg_engine.cards.oracle.render_phrases import describe_target

    words = describe_target({"kind": "spell", "filter": f})
    assert words.startswith("target ")
    words = words[len("target "):]
    article = "an" if words[0] in "aeiou" else "a"
    return f"it targets {article} {words}"
