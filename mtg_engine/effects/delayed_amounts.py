"""603.7c: a delayed triggered ability's amount that names an object the instruction setting it
up could see, counted as it is set up: "Counter target spell. At the beginning of your next
main phase, add an amount of {C} equal to that spell's mana value." (Mana Drain) - when the
delayed ability resolves the spell is long gone and the ability has no target of its own, so
the amount is fixed now, from the countered spell as it last existed on the stack (608.2h).

The amount is kept as a triggered ability's event amount is (`PendingTrigger.amount`, its
stack object's x: 603.2, 608.2h), and the delayed ability's instruction reads it as "that
much" (`that_much`)."""

from __future__ import annotations

import json
from typing import Any

from mtg_engine.cards.amounts import OBJECT_KINDS, amount_from_dict
from mtg_engine.effects.references import amount_of
from mtg_engine.state.game_state import GameState

# the object references of the instruction setting it up that such an amount may name
_NOW = ("target", "target:1", "target:2")


def counted_now(state: GameState, frame: Any, granted: str) -> tuple[str, int]:
    """The delayed trigger's DSL (`granted`, canonical JSON) with its amount about a target of
    `frame` said "that much", and that amount's value now (0 if it has none)."""
    trigger = json.loads(granted)
    found: list[int] = []
    trigger["effects"] = _fixed(state, frame, trigger["effects"], found)
    return json.dumps(trigger, sort_keys=True, separators=(",", ":")), found[0] if found else 0


def _fixed(state: GameState, frame: Any, v: Any, found: list[int]) -> Any:
    if isinstance(v, list):
        return [_fixed(state, frame, x, found) for x in v]
    if not isinstance(v, dict):
        return v
    if any(v.get(k) in _NOW for k in OBJECT_KINDS) and not found:
        found.append(max(0, amount_of(state, frame, amount_from_dict(v))))
        return "that_much"
    return {k: _fixed(state, frame, x, found) for k, x in v.items()}
