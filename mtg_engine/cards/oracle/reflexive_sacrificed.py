""""The sacrificed creature" in a reflexive triggered ability (603.12, 608.2h):

  Whenever Tiger-Tribe Hunter attacks, if ..., you may sacrifice another creature. When you
  do, Tiger-Tribe Hunter deals damage equal to the sacrificed creature's power to target
  creature.

The triggered ability has no cost (118.3): "the sacrificed creature" is the permanent its one
sacrifice instruction sacrificed, the action "when you do" refers to. That instruction
remembers it (`sacrifice_chosen`'s `remember`, effects/verbs.py), the reflexive ability is
created with what its source ability remembered (effects/reflexive.py), and its amount reads
it as it last existed on the battlefield (`sacrificed_this_way`, rules/amounts.py, 608.2h).
Read only when the reflexive ability follows that one sacrifice of one permanent, and
"the sacrificed creature" is said in the reflexive ability alone."""

from __future__ import annotations

import json
from typing import Any


def remembered_for_reflexive(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The effects with the sacrifice before the reflexive ability remembering what it
    sacrificed and the reflexive ability's "sacrificed" read as that permanent; unchanged
    (refused by the loader: reasons.SACRIFICED_REASON) for any other shape."""
    at = [i for i, e in enumerate(effects) if "reflexive" in e]
    sacrifices = [i for i, e in enumerate(effects) if "sacrifice_chosen" in e]
    if len(at) != 1 or len(sacrifices) != 1 or sacrifices[0] > at[0]:
        return effects
    i, r = sacrifices[0], at[0]
    sacrifice = effects[i]["sacrifice_chosen"]
    outside = [e for j, e in enumerate(effects) if j != r]
    if '"sacrificed' in json.dumps(outside) or sacrifice.get("count", 1) != 1 \
            or sacrifice.get("up_to") or sacrifice.get("any_number"):
        return effects
    reflexive = json.loads(json.dumps(effects[r]["reflexive"]).replace(
        '"sacrificed"', '"sacrificed_this_way"'))
    out = list(effects)
    out[i] = {"sacrifice_chosen": {**sacrifice, "remember": True}}
    out[r] = {"reflexive": reflexive}
    return out
