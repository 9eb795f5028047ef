"""603.7c: a delayed triggered ability's amounts that name an object the instruction setting it
up could see, counted as it is set up: "Counter target spell. At the beginning of your next
main phase, add an amount of {C} equal to that spell's mana value." (Mana Drain) - when the
delayed ability resolves the spell is long gone and the ability has no target of its own, so
the amount is fixed now, from the countered spell as it last existed on the stack (608.2h)."""

from __future__ import annotations

import json
from typing import Any

from mtg_engine.cards.amounts import OBJECT_KINDS, amount_from_dict
from mtg_engine.effects.references import amount_of
from mtg_engine.state.game_state import GameState

# the object references of the instruction setting it up that such an amount may name
_NOW = ("target", "target:1", "target:2")


def counted_now(state: GameState, frame: Any, granted: str) -> str:
    """The delayed trigger's DSL (`granted`, canonical JSON) with each amount about a target of
    `frame` replaced by its value now."""
    trigger = json.loads(granted)
    trigger["effects"] = _fixed(state, frame, trigger["effects"])
    return json.dumps(trigger, sort_keys=True, separators=(",", ":"))


def _fixed(state: GameState, frame: Any, v: Any) -> Any:
    if isinstance(v, list):
        return [_fixed(state, frame, x) for x in v]
    if not isinstance(v, dict):
        return v
    if any(v.get(k) in _NOW for k in OBJECT_KINDS):
        return max(0, amount_of(state, frame, amount_from_dict(v)))
    return {k: _fixed(state, frame, x) for k, x in v.items()}
