"""Intervening "if" clauses about "that player", the player whose turn it is, in an ability
that triggers at the beginning of a step of each player or each opponent (603.4; read only
there: oracle/triggers.py says when, conditions.lower_condition asks):

  At the beginning of each player's upkeep, if that player controls a Plains, ...
  At the beginning of each player's end step, if that player didn't cast a spell this turn, ...
  ... if that player controls more lands than each other player, ...

The same condition said of "you" (conditions.lower_condition reads it), wrapped:
{kind: active_player, parts: [<the condition about you>]}; rules/conditions.holds judges the
part for the active player. The condition itself is checked both when the ability triggers
and as it resolves (603.4), by the trigger machinery as for any intervening "if".

"... more <lands> than each other player" (the one condition here that "you" conditions
don't already read): {kind: controls_most, filter} (rules/condition_board.py judges it).
"that player didn't cast a creature spell this turn": the wrapper with `name` "not" around
"you've cast a creature spell this turn" (601.2i).
"""

from __future__ import annotations

import re
from typing import Any

# the verb after "that player" -> the verb after "you"
_VERBS = {"controls": "control", "has": "have", "didn't": "didn't", "gained": "gained",
          "cast": "cast", "attacked": "attacked", "lost": "lost", "drew": "drew"}
_YOU_VERBS = {v: k for k, v in _VERBS.items()}
_MOST = re.compile(r"^you control more (lands|creatures|artifacts|enchantments) than each "
                   r"other player$")
KIND = "active_player"
_NOT_CAST = re.compile(r"^you didn't cast an? [a-z]+ spell this turn$")


def lower_you(text: str) -> dict[str, Any] | None:
    """Conditions about "you" that only this family reads ("you control more lands than each
    other player"), or None."""
    m = _MOST.match(text.strip().rstrip("."))
    if m is None:
        return None
    return {"kind": "controls_most", "filter": {"types": [m.group(1)[:-1].capitalize()]}}


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of "that player <verb> ...", or None."""
    words = text.strip().rstrip(".").split(" ", 3)
    if len(words) < 4 or words[:2] != ["that", "player"] or words[2] not in _VERBS:
        return None
    said = f"you {_VERBS[words[2]]} {words[3]}"
    from mtg_engine.cards.oracle.conditions import lower_condition

    inner = lower_you(said) or lower_condition(said)
    negated = None
    if inner is None and _NOT_CAST.match(said):  # "didn't cast a creature spell this turn"
        negated = lower_condition("you've cast " + said.removeprefix("you didn't cast "))
    got = inner or negated
    if not isinstance(got, dict) or got.get("kind") in (KIND, "all_of", "any_of") \
            or (negated is not None and got.get("kind") != "cast_this_turn"):
        return None
    return {"kind": KIND, "parts": [got], **({"name": "not"} if negated else {})}


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    if d.get("kind") == "controls_most" and set(d) == {"kind", "filter"}:
        f = d["filter"]
        if set(f) == {"types"} and len(f["types"]) == 1:
            return [f"you control more {f['types'][0].lower()}s than each other player"]
        return []
    if d.get("kind") != KIND or set(d) - {"name"} != {"kind", "parts"} \
            or len(d["parts"]) != 1 or d.get("name", "not") != "not":
        return []
    from mtg_engine.cards.oracle.conditions import render_condition

    out = []
    if d.get("name") == "not":  # "that player didn't cast a creature spell this turn"
        have = "you've cast "
        return ["that player didn't cast " + w.removeprefix(have)
                for w in render_condition(d["parts"][0]) if w.startswith(have)]
    for w in render_condition(d["parts"][0]):
        verb, _, rest = w.removeprefix("you ").partition(" ")
        if w.startswith("you ") and verb in _YOU_VERBS and rest:
            out.append(f"that player {_YOU_VERBS[verb]} {rest}")
    return out
