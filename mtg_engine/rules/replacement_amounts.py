"""Replacement effects that change an event's amount or turn it into another event (614.1a),
beside the "double" and "add" of rules/replacement.py:

- "it deals triple that damage ... instead" (Fiery Emancipation): three times the amount;
- "it deals that much damage minus 1 ... instead" (Lashknife Barrier): never below 0 (a
  replacement, not a prevention effect: 615 doesn't apply);
- "it deals half that damage, rounded down, ... instead" (Ghosts of the Innocent);
- "If an opponent would gain life, that player loses that much life instead." (Tainted
  Remedy): the life gain event becomes a life loss of the same amount (119.3, 616.2: effects
  on life loss may then apply to it);
- "If you would draw a card, draw two cards instead." (Thought Reflection, 121.6a): the draw
  becomes `amount` draws; each carries the effects already applied (614.5: an effect applies
  once to an event and to the events that replace it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.rules.replacement import Event

# the DSL's `instead` -> the new amount from the event's amount and the effect's `amount`
AMOUNT_CHANGES: dict[str, Callable[[int, int], int]] = {
    "triple": lambda n, _: n * 3,
    "subtract": lambda n, k: max(0, n - k),
    "half_down": lambda n, _: n // 2,
}
# the DSL's `instead` for an event that becomes other events
BECOMES = frozenset({"lose_life_instead", "draw_n"})


def becomes(spec: ReplacementSpec, ev: Event) -> tuple[Event, ...]:
    """What `ev` becomes under `spec` (one of BECOMES)."""
    if spec.instead == "lose_life_instead":  # 119.3: "loses that much life instead"
        return (replace(ev, kind="lose_life"),)
    return tuple(replace(ev) for _ in range(spec.amount))  # "draw two cards instead"


def change_amount(spec: ReplacementSpec, ev: Event) -> Event:
    """`ev` with the amount `spec` makes of it (one of AMOUNT_CHANGES)."""
    return replace(ev, amount=AMOUNT_CHANGES[spec.instead](ev.amount, spec.amount))
