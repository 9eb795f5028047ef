"""The DSL of a reflexive triggered ability (603.12): the effect `reflexive` of a resolving
spell or ability, "When you do, <effects>", whose targets are chosen as it is put on the stack
after the instruction before it was carried out (effects/reflexive.py). It is kept as canonical
JSON of the trigger it creates (event "delayed": 603.12 says it follows the rules of delayed
triggered abilities), validated here as a delayed one is (dsl_abilities._delayed_effect)."""

from __future__ import annotations

import json
from typing import Any

from mtg_engine.cards.dsl import Condition, Effect


def reflexive_effect(ctx: Any, where: str, params: dict[str, Any],
                     condition: Condition | None, may: bool, verb: str = "reflexive") -> Effect:
    """`reflexive`, or `tempting_offer` (608.2d: the one instruction each opponent may carry
    out, then its controller once for each who did, effects/tempting_offer.py; its words
    `you`), its instructions kept the same way."""
    from mtg_engine.cards.dsl_abilities import parse_trigger

    effects, targets = params["effects"], params.get("targets", [])
    if isinstance(effects, str):  # (Effect.to_dict gives the trigger's JSON back)
        d = json.loads(effects)
        effects, targets = d["effects"], d.get("targets", [])
    trigger: dict[str, Any] = {"event": "delayed", "text": str(params.get("text", "")),
                               "effects": effects}
    if targets:
        trigger["targets"] = targets
    parse_trigger(ctx, f"{where}.{verb}", trigger)
    out: list[tuple[str, Any]] = [
        ("effects", json.dumps(trigger, sort_keys=True, separators=(",", ":")))]
    if "text" in params:
        out.append(("text", str(params["text"])))
    if verb == "tempting_offer" and params.get("you"):
        out.append(("you", True))
    if verb == "each_may":  # 101.4 (effects/each_may.py)
        if params.get("who") not in ("each_player", "each_other_player", "each_opponent"):
            raise ctx.fail(f"{where}.each_may.who",
                           "each_player, each_other_player or each_opponent")
        out.append(("who", str(params["who"])))
    return Effect(verb, tuple(out), condition, may)
