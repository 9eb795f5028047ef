"""614.17d, 101.2: "Creature cards in graveyards and libraries can't enter the battlefield."
and "Players can't cast spells from graveyards or libraries." (Grafdigger's Cage, Kunoros,
Weathered Runestone) -> one static `cant_enter_from` / `cant_cast_from` per zone
(rules/cant_enter.py), and back."""

from __future__ import annotations

import re
from typing import Any

_ZONES = {"graveyards": ["graveyard"], "graveyards and libraries": ["graveyard", "library"],
          "graveyards or libraries": ["graveyard", "library"]}
_ENTER = re.compile(r"^(?P<what>Creature|Nonland permanent) cards in (?P<zones>graveyards(?: and "
                    r"libraries)?) can't enter the battlefield\.$")
_CAST = re.compile(r"^Players can't cast spells from (?P<zones>graveyards(?: or libraries)?)\.$")
_NOT_HAND = "Your opponents can't cast spells from anywhere other than their hands."
_CAST_OR_ACTIVATE = ("Players can't cast spells from graveyards or activate abilities of cards "
                     "in graveyards.")
_FILTERS = {"Creature": {"types": ["Creature"]},
            "Nonland permanent": {"types": ["Artifact", "Creature", "Enchantment",
                                            "Planeswalker"], "not_types": ["Land"]}}


def lower(para: str) -> list[dict[str, Any]] | None:
    """The statics of such a paragraph (one per zone), or None."""
    m = _ENTER.match(para)
    if m is not None:
        return [{"cant_enter_from": {"zone": z, "filter": dict(_FILTERS[m.group("what")])}}
                for z in _ZONES[m.group("zones")]]
    m = _CAST.match(para)
    if m is not None:
        return [{"cant_cast_from": {"zone": z}} for z in _ZONES[m.group("zones")]]
    if para == _NOT_HAND:  # 101.2 (Drannith Magistrate)
        return [{"cant_cast_from": {"zone": "not_hand", "whose": "opponent"}}]
    if para == _CAST_OR_ACTIVATE:  # 101.2, 602.5 (Ashes of the Abhorrent)
        return [{"cant_cast_from": {"zone": "graveyard"}},
                {"cant_activate_from": {"zone": "graveyard"}}]
    return None


def render(items: list[dict[str, Any]]) -> str | None:
    if items == [{"cant_cast_from": {"zone": "not_hand", "whose": "opponent"}}]:
        return _NOT_HAND
    if items == [{"cant_cast_from": {"zone": "graveyard"}},
                 {"cant_activate_from": {"zone": "graveyard"}}]:
        return _CAST_OR_ACTIVATE
    kinds = {k for it in items for k in it}
    if len(kinds) != 1 or len(items) != len({str(it) for it in items}):
        return None
    kind = kinds.pop()
    params = [it[kind] for it in items]
    zones = [p.get("zone") for p in params]
    words = {("graveyard",): "graveyards", ("graveyard", "library"): "graveyards"}.get(
        tuple(zones))
    if words is None:
        return None
    if kind == "cant_cast_from" and all(set(p) == {"zone"} for p in params):
        return f"Players can't cast spells from {words}{' or libraries' * (len(zones) == 2)}."
    if kind != "cant_enter_from" or any(set(p) != {"zone", "filter"} for p in params) \
            or any(p["filter"] != params[0]["filter"] for p in params):
        return None
    what = next((w for w, f in _FILTERS.items() if f == params[0]["filter"]), None)
    if what is None:
        return None
    return f"{what} cards in {words}{' and libraries' * (len(zones) == 2)} can't enter the " \
        "battlefield."
