"""702.90b, 120.3b: damage dealt to a player as though its source had infect, Oracle text ->
the DSL static `damage_as_infect` (`whose`; `as_long_as`, 611.3a), and back
(rules/infect_damage.py):

  As long as you have 0 or less life, all damage is dealt to you as though its source had
  infect.                                                               (Phyrexian Unlife)"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.render_phrases import RenderError

_BODY = "all damage is dealt to you as though its source had infect."
_SENTENCE = re.compile(r"^As long as (?P<cond>[^,]+), " + re.escape(_BODY) + "$")


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    m = _SENTENCE.match(para)
    cond = lower_condition(m.group("cond")) if m else None
    if cond is None:
        return None
    return {"damage_as_infect": {"whose": "you", "as_long_as": cond}}


def render(p: dict[str, Any]) -> str:
    """The English of `lower`'s static."""
    from mtg_engine.cards.oracle.render_statics import static_condition

    if set(p) != {"whose", "as_long_as"} or p["whose"] != "you":
        raise RenderError("damage dealt as though its source had infect")
    return f"As long as {static_condition(p['as_long_as'])[0]}, {_BODY}"
