"""Permanents and players that can't have counters put on them (101.2, 122.1;
rules/cant_have_counters.py) -> the statics `cant_have_counters` / `cant_get_counters`, and
back. Read:

  ~ can't have counters put on it.                          (Melira's Keepers, Tatterkite)
  Creatures you control can't have -1/-1 counters put on them.    (Melira, Sylvok Outcast)
  Creatures your opponents control can't have +1/+1 counters put on them.    (Blightbeetle)
  Counters can't be put on artifacts, creatures, enchantments, or lands.       (Solemnity)
  You can't get poison counters.                                  (Melira, Sylvok Outcast)
  Players can't get counters.                                                  (Solemnity)
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.cant_have_counters import ON_PERMANENT, ON_PLAYER

_KIND = r"(?:(?P<kind>[+-]\d+/[+-]\d+|[a-z]+) )?"
_SELF = re.compile(rf"^~ can't have {_KIND}counters put on it\.$")
_GROUPS = {"Creatures you control": {"types": ["Creature"], "controller": "you"},
           "Creatures your opponents control": {"types": ["Creature"], "controller": "opponent"}}
_GROUP = re.compile(rf"^(?P<group>{'|'.join(_GROUPS)}) can't have {_KIND}counters put on "
                    r"them\.$")
_PERMANENT_TYPES = "Counters can't be put on artifacts, creatures, enchantments, or lands."
_TYPES = {"types": ["Artifact", "Creature", "Enchantment", "Land"]}
_PLAYERS = {"You": "you", "Players": "any"}
_PLAYER = re.compile(rf"^(?P<who>You|Players) can't get {_KIND}counters\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    if para == _PERMANENT_TYPES:
        return {ON_PERMANENT: {"filter": dict(_TYPES)}}
    m = _SELF.match(para) or _GROUP.match(para)
    if m is not None:
        body: dict[str, Any] = {"affects": "self"} if "group" not in m.groupdict() else \
            {"filter": dict(_GROUPS[m.group("group")])}
        return {ON_PERMANENT: {**body, **_kind(m)}}
    m = _PLAYER.match(para)
    if m is not None:
        return {ON_PLAYER: {"whose": _PLAYERS[m.group("who")], **_kind(m)}}
    return None


def _kind(m: re.Match[str]) -> dict[str, Any]:
    return {"counter_kind": m.group("kind")} if m.group("kind") else {}


def render(kind: str, p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    counters = f"{p['counter_kind']} counters" if p.get("counter_kind") else "counters"
    rest = set(p) - {"counter_kind"}
    if kind == ON_PLAYER:
        who = next((w for w, v in _PLAYERS.items() if v == p.get("whose")), None)
        return f"{who} can't get {counters}." if who and rest == {"whose"} else None
    if kind != ON_PERMANENT:
        return None
    if rest == {"affects"} and p["affects"] == "self":
        return f"~ can't have {counters} put on it."
    if rest != {"filter"}:
        return None
    if p["filter"] == _TYPES and "counter_kind" not in p:
        return _PERMANENT_TYPES
    group = next((g for g, f in _GROUPS.items() if f == p["filter"]), None)
    return f"{group} can't have {counters} put on them." if group else None
