"""602.2b, 601.2c-f: "~'s equip ability costs {2} less to activate if it targets a colorless
creature." (Ghostfire Blade): the card's equip ability (702.6a) gets the DSL `cost_less:
{less: N, if_targets: <filter>}` (rules/costs.activation_mana: its targets are chosen before
its total cost is determined, 601.2c before 601.2f). Read as "This spell costs {N} less to
cast if it targets ..." is (spell_costs.self_cost_less, cost_if_targets.py)."""

from __future__ import annotations

import re
from typing import Any

_EQUIP_LESS = re.compile(r"^~'s equip ability costs \{(?P<n>\d+)\} less to activate "
                         r"if (?P<cond>it targets .+)\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The `cost_less` of such a paragraph, or None."""
    from mtg_engine.cards.oracle.spell_costs import self_cost_less

    m = _EQUIP_LESS.match(para)
    if m is None:
        return None
    got = self_cost_less(f"This spell costs {{{m.group('n')}}} less to cast if "
                         f"{m.group('cond')}.")
    return got if got is not None and "if_targets" in got else None


def attach(abilities: list[dict[str, Any]], less: dict[str, Any]) -> str:
    """Put `less` on the one equip ability among `abilities` (702.6a, without a cost
    reduction of its own yet); a reason when there isn't exactly one, else ""."""
    equips = [a for a in abilities if str(a.get("text", "")).startswith("Equip ")
              and isinstance(a.get("cost"), str) and "cost_less" not in a]
    if len(equips) != 1:
        return "an equip ability's cost reduction without one equip ability (702.6a)"
    equips[0]["cost_less"] = less
    return ""


def render(less: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.spell_costs import render_self_cost_less

    said = render_self_cost_less(less, "")
    return said.replace("This spell costs ", "~'s equip ability costs ", 1) \
        .replace(" less to cast ", " less to activate ", 1)
