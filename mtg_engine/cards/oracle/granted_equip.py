"""Equip abilities given to Equipment (702.6a, 702.6c, 613.1f), Oracle text -> `continuous`
static, and back:

  Equipment you control have equip Knight {0}.      (Syr Gwyn, Hero of Ashvale)
  Equipment you control have equip {0} as long as you control three or more artifacts.
                                          (Puresteel Paladin: the condition is
                                           conditional_statics.py's)

Each Equipment has the equip ability as its own (113.7a): "attach this permanent" is that
Equipment (costs.equip_ability, costs.equip_quality_ability)."""

from __future__ import annotations

import re
from typing import Any

_FORM = re.compile(r"Equipment you control have equip (.+)\.")
_EQUIPMENT = {"subtypes": ["Equipment"], "controller": "you"}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.costs import equip_ability, equip_quality_ability
    from mtg_engine.cards.oracle.spell_costs import _MANA

    m = _FORM.fullmatch(para)
    if m is None:
        return None
    what = m.group(1)
    ab = equip_ability(what) if _MANA.fullmatch(what) else \
        equip_quality_ability(f"Equip {what}")
    if ab is None:
        return None
    return {"continuous": {"filter": dict(_EQUIPMENT), "add_abilities": [ab]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL (its condition aside), or None if it isn't one."""
    from mtg_engine.cards.oracle.costs import equip_ability, render_equip

    abilities = p.get("add_abilities") or []
    if set(p) != {"filter", "add_abilities"} or p["filter"] != _EQUIPMENT \
            or len(abilities) != 1:
        return None
    ab = abilities[0]
    if isinstance(ab.get("cost"), str) and ab == equip_ability(ab["cost"]):
        said = ab["text"]
    elif ab.get("targets") and ab["targets"][0].get("filter") != {"controller": "you"}:
        said = render_equip(ab)
    else:
        return None
    return f"Equipment you control have e{said[1:]}."
