"""An Equipment's or Aura's granted ability that names the Equipment or Aura (201.5a), Oracle
text -> DSL and back:

  Equipped creature has "{T}, Sacrifice ~: ~ deals 2 damage to any target."   (Blazing Torch)
  Equipped creature has "{T}, Unattach ~: Destroy target creature."           (Heartseeker)

Inside the quotes "~" is the Equipment (the granting ability's source), not the creature that
has the ability (113.7). Read: the cost part "Sacrifice ~" / "Unattach ~" (the DSL cost's
`grantor`: rules/grantor.py pays it with that Equipment) and "~ deals N damage" (damage with
`source: grantor`); the rest of the ability is read as any quoted ability is. Refused when the
quoted text also says "this creature", "it" or "its" (which object would be meant is then the
round trip's to tell apart, and it can't), or names ~ anywhere else.
"""

from __future__ import annotations

import json
import re
from typing import Any

_GRANTOR_COSTS = {"Sacrifice ~": "sacrifice", "Unattach ~": "unattach"}
_OTHER_OBJECT = re.compile(r"\b(?:[Tt]his creature|[Ii]t|[Ii]ts)\b")


def granted(inner: str) -> tuple[str, dict[str, Any]] | None:
    """("add_abilities", the DSL of the quoted activated ability), or None."""
    from mtg_engine.cards.oracle.costs import _activated

    head, sep, body = inner.partition(": ")
    parts = head.split(", ")
    kinds = [_GRANTOR_COSTS[p] for p in parts if p in _GRANTOR_COSTS]
    rest = [p for p in parts if p not in _GRANTOR_COSTS]
    if not sep or len(kinds) != 1 or any("~" in p for p in rest):
        return None
    holder = _holder_named(body)
    if _OTHER_OBJECT.search(inner) and holder is None:
        return None
    if holder is not None:  # "this creature": the creature that has the ability (113.7)
        body = holder
    # (a cost of "Unattach ~" alone: read with a {0} in its place, then dropped)
    acts, _ = _activated(f"{', '.join(rest) or '{0}'}: {body}", inner)
    if acts is None or len(acts) != 1 or "loyalty" in acts[0] or "mana" in acts[0]:
        return None
    ab = dict(acts[0])
    if not rest:
        ab["cost"] = {k: v for k, v in ab["cost"].items() if k != "mana"}
    if holder is not None:
        ab["cost"] = {**ab["cost"], "grantor": kinds[0]}
        return "add_abilities", ab
    effects = [_dealt_by_grantor(e) if "~ deals" in body else e for e in ab["effects"]]
    if '"self"' in json.dumps(effects) or ("~" in body and effects == ab["effects"]):
        return None  # (~ said where it isn't read as the Equipment)
    ab["cost"] = {**ab["cost"], "grantor": kinds[0]}
    ab["effects"] = effects
    return "add_abilities", ab


def _holder_named(body: str) -> str | None:
    """The effect with "this creature" said "~" when it names the creature that has the
    ability and nothing else ("{T}, Unattach ~: This creature deals damage equal to its power
    to target player or planeswalker.": no "~", no "it" in the effect, so "its" is this
    creature's), else None."""
    if "~" in body or re.search(r"\b[Ii]t\b", body) or not re.search(r"\b[Tt]his creature\b",
                                                                   body):
        return None
    return re.sub(r"\b[Tt]his creature\b", "~", body)


def _dealt_by_grantor(e: dict[str, Any]) -> dict[str, Any]:
    """"~ deals 2 damage to any target": damage the Equipment deals (120.1)."""
    if set(e) == {"damage"} and "source" not in e["damage"]:
        return {"damage": {**e["damage"], "source": "grantor"}}
    return e


def names_grantor(ab: dict[str, Any]) -> bool:
    return bool((ab.get("cost") or {}).get("grantor"))


def render(ab: dict[str, Any]) -> str:
    """The quoted English of `granted`'s DSL."""
    from mtg_engine.cards.oracle.render_abilities import render_activated
    from mtg_engine.cards.oracle.render_phrases import RenderError

    cost = dict(ab["cost"])
    kind = cost.pop("grantor")
    said = next(k for k, v in _GRANTOR_COSTS.items() if v == kind)
    effects = [{"damage": {k: v for k, v in e["damage"].items() if k != "source"}}
               if set(e) == {"damage"} and e["damage"].get("source") == "grantor" else e
               for e in ab["effects"]]
    if '"grantor"' in json.dumps(effects):
        raise RenderError("the object a granted ability names")
    holder = '"self"' in json.dumps(effects)
    if holder and effects != ab["effects"]:
        raise RenderError("both the Equipment and the creature named")
    text = render_activated({**ab, "cost": cost or {"mana": "{0}"}, "effects": effects})
    head, sep, body = text.partition(": ")
    if holder:  # (_holder_named: "~" is this creature)
        body = re.sub(r"(^|\. )~", lambda m: f"{m.group(1)}This creature", body)
        body = body.replace("~", "this creature")
    if not cost:
        return f'"{said}{sep}{body}"'
    return f'"{head}, {said}{sep}{body}"'
