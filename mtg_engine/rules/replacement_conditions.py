"""When a replacement effect of a card applies (rules/replacement.applicable), beside what it
watches, and the amounts of prevention effects that are a share of the damage:

- 611.3a: a permanent's "As long as [condition], [replacement]" (`as_long_as`: Thunderstaff,
  Personal Sanctuary, Vampire Socialite), judged for its controller as the event would happen;
- 614.1c: an entering permanent's own "If ~ was kicked, it enters with ..." (702.33d), "...
  kicked with its {1}{U} kicker ..." (702.33f: `kicked_with_<the kicker's index>`, the Volvers),
  "~ escapes with ..." and its "instead" (702.138c), "If X is 5 or more" (107.3);
- 615.10, 615.8: "prevent half that damage, rounded up" (Gisela), "prevent all but 1 of that
  damage" (Temple Altisaur), "prevent half that damage, rounded down" (Dark Sphere).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl_abilities import PREVENT_ALL_BUT_ONE, PREVENT_HALF_DOWN, PREVENT_HALF_UP

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

# a prevention's amount that is a share of the damage -> the damage left (615.10, 615.8)
_LEFT: dict[int, Callable[[int], int]] = {
    PREVENT_HALF_UP: lambda n: n // 2,
    PREVENT_ALL_BUT_ONE: lambda n: min(n, 1),
    PREVENT_HALF_DOWN: lambda n: n - n // 2,
}


def damage_left(amount: int, damage: int) -> int | None:
    """The damage left after a prevention whose `amount` is a share of it, or None for an
    amount that is a number (all of it, or N)."""
    left = _LEFT.get(amount)
    return None if left is None else left(damage)


def while_holds(state: GameState, spec: ReplacementSpec, oid: int) -> bool:
    """611.3a: does the condition of a permanent's "As long as [condition], [replacement]"
    hold now, for its controller (true without one)?"""
    if spec.as_long_as is None:
        return True
    from mtg_engine.rules.conditions import holds

    return holds(state, spec.as_long_as, state.objects[oid].controller, oid)


def entering_condition_holds(state: GameState, spec: ReplacementSpec, oid: int,
                             o: GameObject) -> bool:
    """614.1c: the condition of an entering permanent's own replacement (`condition`) as it
    would enter: kicked (702.33d), kicked with one kicker cost (702.33f), escaped (702.138c)."""
    from mtg_engine.rules.conditions import cast_info, kicks

    c = spec.condition
    if c == "kicked":
        return kicks(state, oid) > 0
    if c.startswith("kicked_with_"):
        return ("kicker", c[len("kicked_with_"):]) in cast_info(state, oid)
    if c in ("escaped", "not_escaped"):
        return (o.alt_cost == "escape") == (c == "escaped")
    if c == "x_at_least_5":  # 107.3: "If X is 5 or more" (Apocalypse Hydra)
        return o.x >= 5
    return True
