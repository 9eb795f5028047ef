""""Each creature deals damage to itself equal to its power." (120.1, 608.2h: Solar Blaze,
Wave of Reckoning, The Akroan War's "Each tapped creature ...") -> the DSL verb `self_damage`
on the group (effects/self_damage.py), and back."""

from __future__ import annotations

import re
from typing import Any

_SELF = re.compile(r"^Each ([a-z ]+?) deals damage to itself equal to its power\.?$")
WORDS = "deals damage to itself equal to its power"


def lower_sentence(_ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence, or None."""
    from mtg_engine.cards.oracle.phrases import group

    m = _SELF.match(sentence.strip())
    if m is None:
        return None
    what = group("each " + m.group(1))
    if what is None or what["all"].get("types") != ["Creature"]:
        return None
    return [{"self_damage": {"what": what}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, predicate) of `lower_sentence`'s effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    what = p.get("what")
    if set(p) != {"what"} or not isinstance(what, dict) or set(what) != {"all"}:
        raise RenderError("damage a group deals to itself")
    return "each " + describe_filter(dict(what["all"]), plural=False), WORDS
