"""Abilities lost, said of a group (613.1f, layer 6): "All creatures lose flying." (Gravity
Sphere), "All creatures lose flying and islandwalk." (Mystic Decree), "Creatures lose all
abilities." (Dress Down). Oracle text -> `continuous` static (`remove_keywords`,
`lose_all_abilities`), and back (`render`). The group is type_color.py's subject."""

from __future__ import annotations

import re
from typing import Any

_LOSE = re.compile(r"(.+?) lose (all abilities|[a-z ]+?(?: and [a-z ]+)?)\.")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.dsl_abilities import KNOWN_KEYWORDS
    from mtg_engine.cards.oracle.type_color import _subject

    m = _LOSE.fullmatch(para)
    if m is None:
        return None
    who = _subject(m.group(1), plural=True)
    if who is None or "affects" in who:
        return None
    if m.group(2) == "all abilities":
        return {"continuous": {**who, "lose_all_abilities": True}}
    kws = m.group(2).split(" and ")
    if any(k not in KNOWN_KEYWORDS for k in kws) or len(set(kws)) != len(kws):
        return None
    return {"continuous": {**who, "remove_keywords": kws}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.type_color import _render_subject

    keys = set(p) - {"filter"}
    if keys == {"lose_all_abilities"} and p["lose_all_abilities"]:
        what = "all abilities"
    elif keys == {"remove_keywords"} and 1 <= len(p["remove_keywords"]) <= 2:
        what = " and ".join(p["remove_keywords"])
    else:
        return None
    subject = _render_subject(p)
    return f"{subject[0]} lose {what}." if subject is not None and subject[1] else None
