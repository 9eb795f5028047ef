"""A spell's own cost reduction by coloured mana, under a condition (601.2f, 118.7b-c):

  As long as it's your turn, this spell costs {2}{U}{U} less to cast.        (Discontinuity)
  This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this turn.
                                                                        (Stormwing Entity)
  This spell costs {U}{U}{U} less to cast if an opponent has drawn four or more cards this
  turn.                                                                   (Even the Score)

-> `self_cost: {less: <generic>, mana: "{U}{U}", if: <condition>}` (`said`: "as long as" /
"if" when the condition is printed first); rules/self_cost_mana.py takes the coloured part
off the cost (118.7b-c: what the cost lacks of that colour comes off its generic part), and
rules/costs.py the generic part, as for every "less" of its own."""

from __future__ import annotations

import re
from typing import Any

_MANA = r"(?P<generic>\{\d+\})?(?P<colored>(?:\{[WUBRG]\})+)"
_LAST = re.compile(rf"^This spell costs {_MANA} less to cast if (?P<cond>[^.]+)\.$")
_FIRST = re.compile(rf"^(?P<said>If|As long as) (?P<cond>[^,]+), this spell costs {_MANA} less "
                    r"to cast\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The `self_cost` of such a paragraph, or None (a generic-only reduction: spell_costs)."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    m = _LAST.match(para.strip()) or _FIRST.match(para.strip())
    if m is None:
        return None
    cond = lower_condition(m.group("cond"))
    if cond is None:
        return None
    out: dict[str, Any] = {"less": int(m.group("generic")[1:-1]) if m.group("generic") else 0,
                           "mana": m.group("colored"), "if": cond}
    if m.re is _FIRST:
        out["said"] = m.group("said").lower()
    return out


def render(d: dict[str, Any], printed: str) -> str:
    """The sentence of such a `self_cost` (its condition in the printed wording)."""
    from mtg_engine.cards.oracle.conditions import condition_wording

    cost = (f"{{{d['less']}}}" if d.get("less") else "") + d["mana"]
    said = condition_wording(d["if"], printed)
    if d.get("said"):
        return f"{d['said'].capitalize()} {said}, this spell costs {cost} less to cast."
    return f"This spell costs {cost} less to cast if {said}."
