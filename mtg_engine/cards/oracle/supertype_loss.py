"""205.4, 613.1d: "All lands are no longer snow." (Melting) -> a `continuous` static taking the
supertype away from the permanents it names (layer 4, rules/layers._types), and back."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"All (?P<what>lands|creatures|permanents) are no longer "
                   r"(?P<super>snow|legendary)\.")
_TYPES = {"lands": ["Land"], "creatures": ["Creature"], "permanents": []}


# 205.4, 111.1, 611.3a: "~ isn't legendary if it's a token." (Aeve, Progenitor Ooze: its storm
# copies become tokens, 707.10f, and aren't legendary: 704.5j doesn't apply to them)
TOKEN_NOT_LEGENDARY = "~ isn't legendary if it's a token."
_TOKEN_DSL = {"affects": "self", "remove_supertypes": ["Legendary"],
              "as_long_as": {"kind": "self_is", "filter": {"token": True}}}


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    if para == TOKEN_NOT_LEGENDARY:
        return {"continuous": {**_TOKEN_DSL, "as_long_as": dict(_TOKEN_DSL["as_long_as"])}}
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    types = _TYPES[m.group("what")]
    return {"continuous": {"filter": {"types": list(types)} if types else {},
                           "remove_supertypes": [m.group("super").capitalize()]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None for another."""
    if p == _TOKEN_DSL:
        return TOKEN_NOT_LEGENDARY
    for what in _TYPES:
        for sup in ("snow", "legendary"):
            text = f"All {what} are no longer {sup}."
            if lower(text) == {"continuous": p}:
                return text
    return None
