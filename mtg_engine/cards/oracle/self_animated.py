"""A permanent that is a creature by its own static ability, usually under a condition (611.3a,
205.1b), Oracle text -> `continuous` static, and back:

  As long as it's not your turn, ~ is a 2/3 Gargoyle artifact creature with flying.
                                                            (Warden of the Wall)

"~ is a <P/T> <types> creature [with <keywords>]" reads as the effect "~ becomes ..." does
(animate.py: layers 4, 5, 6 and 7b, 613.1d-f, 613.4b), as a static ability of the permanent
itself (`affects` self); the condition ("As long as ...") is conditional_statics.py's."""

from __future__ import annotations

import re
from typing import Any

_IS = re.compile(r"~ is (an? \d+/\d+ .+)\.")


class _Self:
    """The compiler's context for the one object the sentence is about: the permanent."""

    on_permanent = True

    def add_target(self, spec: dict[str, Any]) -> str:
        raise ValueError("no target in a static ability")

    def obj(self, what: Any) -> str:
        return "~"


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.animate import _BECOMES, _effect

    m = _IS.fullmatch(para)
    b = _BECOMES.fullmatch(f"~ becomes {m.group(1)}.") if m else None
    if b is None or b.group("front") or b.group("eot") or b.group("still"):
        return None
    eff = _effect(_Self(), b)
    if eff is None or eff.pop("what") != "self" or eff.pop("until", None) != "":
        return None
    return {"continuous": {"affects": "self", **eff}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL (its condition aside), or None if it isn't one."""
    from mtg_engine.cards.oracle.animate import render as render_becomes

    if p.get("affects") != "self" or "as_long_as" in p:
        return None
    said = render_becomes(_Self(), {"what": "self", "until": "",
                                    **{k: v for k, v in p.items() if k != "affects"}})
    if said is None or not said[1].startswith("becomes "):
        return None
    return f"~ is {said[1][len('becomes '):]}."
