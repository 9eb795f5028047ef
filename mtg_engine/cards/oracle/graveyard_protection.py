"""Static abilities protecting cards in graveyards (Oracle text -> DSL, and back;
rules/graveyard_protection.py judges them):

  Cards in graveyards can't be the targets of spells or abilities.              (Ground Seal)
      -> {untargetable_cards: {untargetable: {by: spells_or_abilities}}}
  Lands on the battlefield and land cards in graveyards can't be the targets of spells or
  abilities your opponents control.                                     (Tomik, two statics)
      -> {anthem: {filter: {types: [Land]}, untargetable: {..., opponents: true}}}
         {untargetable_cards: {filter: {types: [Land]}, untargetable: {..., opponents: true}}}
  Your opponents can't play land cards from graveyards.      (305.1: cant_play_graveyard_lands)
"""

from __future__ import annotations

import re
from typing import Any

UNTARGETABLE = "untargetable_cards"
NO_LAND_PLAYS = "cant_play_graveyard_lands"
_BY = {"spells or abilities": "spells_or_abilities", "spells": "spells",
       "abilities": "abilities"}
_TAIL = r"can't be the targets of (?P<by>spells or abilities|spells|abilities)(?P<opp> your " \
        r"opponents control)?\."
_CARDS = re.compile(r"(?P<what>Cards|Creature cards|Land cards) in graveyards " + _TAIL)
_BOTH = re.compile(r"Lands on the battlefield and land cards in graveyards " + _TAIL)
_KINDS = {"Cards": None, "Creature cards": "Creature", "Land cards": "Land"}
_WHOSE = {"Your opponents": "opponent", "Players": "any"}


def _untargetable(by: str, opponents: bool) -> dict[str, Any]:
    return {"by": _BY[by], **({"opponents": True} if opponents else {})}


def lower(para: str) -> dict[str, Any] | None:
    """One static of this module, or None."""
    m = _CARDS.fullmatch(para)
    if m is not None:
        t = _KINDS[m.group("what")]
        return {UNTARGETABLE: {**({"filter": {"types": [t]}} if t else {}),
                               "untargetable": _untargetable(m.group("by"),
                                                             bool(m.group("opp")))}}
    m = re.fullmatch(r"(Your opponents|Players) can't play land cards from graveyards\.", para)
    if m is not None:
        return {NO_LAND_PLAYS: {"whose": _WHOSE[m.group(1)]}}
    return None


def lower_pair(para: str) -> list[dict[str, Any]] | None:
    """"Lands on the battlefield and land cards in graveyards can't be ...": an anthem of the
    lands (the battlefield's) and the same for the land cards in graveyards."""
    m = _BOTH.fullmatch(para)
    if m is None:
        return None
    u = _untargetable(m.group("by"), bool(m.group("opp")))
    lands = {"types": ["Land"]}
    return [{"anthem": {"filter": dict(lands), "untargetable": dict(u)}},
            {UNTARGETABLE: {"filter": dict(lands), "untargetable": dict(u)}}]


def _by_words(u: dict[str, Any]) -> str | None:
    if set(u) - {"by", "opponents"} or u.get("by") not in _BY.values():
        return None
    by = next(w for w, k in _BY.items() if k == u["by"])
    return by + (" your opponents control" if u.get("opponents") else "")


def render(kind: str, p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    if kind == NO_LAND_PLAYS:
        who = next((w for w, k in _WHOSE.items() if k == p.get("whose")), None)
        if set(p) != {"whose"} or who is None:
            return None
        return f"{who} can't play land cards from graveyards."
    f = p.get("filter", {})
    what = next((w for w, t in _KINDS.items() if (f == {"types": [t]} if t else f == {})), None)
    by = _by_words(p.get("untargetable", {}))
    if set(p) - {"filter", "untargetable"} or what is None or by is None:
        return None
    return f"{what} in graveyards can't be the targets of {by}."


def render_pair(items: list[dict[str, Any]]) -> str | None:
    """The English of `lower_pair`'s two statics, or None."""
    if len(items) != 2 or set(items[0]) != {"anthem"} or set(items[1]) != {UNTARGETABLE}:
        return None
    a, b = items[0]["anthem"], items[1][UNTARGETABLE]
    lands = {"types": ["Land"]}
    if a != b or set(a) != {"filter", "untargetable"} or a["filter"] != lands:
        return None
    by = _by_words(a["untargetable"])
    if by is None:
        return None
    return (f"Lands on the battlefield and land cards in graveyards can't be the targets of "
            f"{by}.")
