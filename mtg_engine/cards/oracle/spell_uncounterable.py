"""A spell's own "can't be countered" (101.2), Oracle text -> the static `cant_be_countered`
(a static ability of the spell, functioning on the stack, 113.6a), and back:

  This spell can't be countered.                                         (Abrupt Decay)
  ~ can't be countered.                                           (Allosaurus Shepherd)
  If there are two or more instant and/or sorcery cards in your graveyard, this spell can't
  be countered.                   (Exquisite Firecraft: with `as_long_as`, judged when a spell
                                   or ability would counter it, 611.3a; effects/stack_verbs.py)"""

from __future__ import annotations

import re
from typing import Any

_PLAIN = "This spell can't be countered."
_NAMED = "~ can't be countered."  # (the older wording: Allosaurus Shepherd)
_IF = re.compile(r"If (?P<cond>.+), this spell can't be countered\.")


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    if para in (_PLAIN, _NAMED):
        return {"cant_be_countered": {}}
    m = _IF.fullmatch(para)
    cond = lower_condition(m.group("cond")) if m else None
    return {"cant_be_countered": {"as_long_as": cond}} if cond is not None else None


def forms(p: dict[str, Any]) -> list[str]:
    """Both wordings of the plain static."""
    return [_PLAIN, _NAMED] if not p else [render(p)]


def render(p: dict[str, Any]) -> str:
    """The English of `lower`'s static."""
    from mtg_engine.cards.oracle.render_statics import static_condition

    if "as_long_as" not in p:
        return _PLAIN
    return f"If {static_condition(p['as_long_as'])[0]}, this spell can't be countered."
