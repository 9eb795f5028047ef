"""Creatures named by a card name (201.2): "Creatures named Rock Lobster can't attack or
block." (Scissors Lizard; 508.1c, 509.1b: a restriction on the creatures with that name, the
filter's `name`). Oracle text -> an `anthem` static, and back (`render`)."""

from __future__ import annotations

import re
from typing import Any

_NAMED = re.compile(r"Creatures named ([A-Z][A-Za-z' ,-]+) can't attack or block\.")
_CANT = ["can't attack", "can't block"]


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    m = _NAMED.fullmatch(para)
    if m is None or "~" in m.group(1):
        return None
    return {"anthem": {"filter": {"types": ["Creature"], "name": m.group(1)},
                       "keywords": list(_CANT)}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    f = p.get("filter") or {}
    if set(p) != {"filter", "keywords"} or p["keywords"] != _CANT \
            or set(f) != {"types", "name"} or f["types"] != ["Creature"]:
        return None
    return f"Creatures named {f['name']} can't attack or block."
