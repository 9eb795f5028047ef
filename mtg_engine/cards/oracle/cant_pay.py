"""614.17b: "Players can't pay life or sacrifice creatures to cast spells or activate
abilities." (Angel of Jubilation; "nonland permanents": Yasharn, Implacable Earth) -> the two
statics `cant_pay_life` and `cant_sacrifice_for_costs` (rules/cant_pay.py), and back."""

from __future__ import annotations

import re
from typing import Any

_TEXT = re.compile(r"^Players can't pay life or sacrifice (?P<what>creatures|nonland permanents) "
                   r"to cast spells or activate abilities\.$")
_FILTERS = {"creatures": {"types": ["Creature"]}, "nonland permanents": {"not_types": ["Land"]}}


def lower(para: str) -> list[dict[str, Any]] | None:
    """The two statics of such a paragraph, or None."""
    m = _TEXT.match(para)
    if m is None:
        return None
    return [{"cant_pay_life": {}},
            {"cant_sacrifice_for_costs": {"filter": dict(_FILTERS[m.group("what")])}}]


def render(items: list[dict[str, Any]]) -> str | None:
    if len(items) != 2 or items[0] != {"cant_pay_life": {}} \
            or set(items[1]) != {"cant_sacrifice_for_costs"}:
        return None
    f = items[1]["cant_sacrifice_for_costs"]
    what = next((w for w, flt in _FILTERS.items() if f == {"filter": flt}), None)
    if what is None:
        return None
    return f"Players can't pay life or sacrifice {what} to cast spells or activate abilities."
