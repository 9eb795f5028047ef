"""Void Winnower's statics, Oracle text -> DSL and back (202.3: a mana value's parity, the
filter field `mana_value_odd`):

  Your opponents can't cast spells with even mana values.   (101.2: `cant_cast`, X judged with
                                                             its value, rules/mana_value_casts)
  Your opponents can't block with creatures with even mana values.
                                   (509.1a: an anthem "can't block" on those creatures)"""

from __future__ import annotations

import re
from typing import Any

_CAST = re.compile(r"(Your opponents|Players|You) can't cast spells with (even|odd) mana values\.")
_WHOSE = {"Your opponents": "opponent", "Players": "any", "You": "you"}
_BLOCK = re.compile(r"Your opponents can't block with creatures with (even|odd) mana values\.")


def lower(para: str) -> dict[str, Any] | None:
    m = _CAST.fullmatch(para)
    if m is not None:
        return {"cant_cast": {"whose": _WHOSE[m.group(1)],
                              "filter": {"mana_value_odd": m.group(2) == "odd"}}}
    m = _BLOCK.fullmatch(para)
    if m is not None:
        return {"anthem": {"filter": {"types": ["Creature"], "controller": "opponent",
                                      "mana_value_odd": m.group(1) == "odd"},
                           "keywords": ["can't block"]}}
    return None


def render_block(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s anthem, or None (the cant_cast static is said by
    render_statics.cant_cast_forms, its filter by render_phrases)."""
    f = p.get("filter") or {}
    if set(p) != {"filter", "keywords"} or p["keywords"] != ["can't block"] \
            or set(f) != {"types", "controller", "mana_value_odd"} \
            or f["types"] != ["Creature"] or f["controller"] != "opponent":
        return None
    parity = "odd" if f["mana_value_odd"] else "even"
    return f"Your opponents can't block with creatures with {parity} mana values."
