"""Casualty (702.153): an optional additional cost and a cast trigger.

702.153a: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a
creature with power N or greater," and "When you cast this spell, if a casualty cost was paid
for it, copy it. If the spell has any targets, you may choose new targets for the copy."

The cost is the card's additional cost (118.8, rules/casting.py `extra_cost`): a sacrifice
chosen with the cast (CastSpell.additional), or nothing at all ("you may": `optional`). The
spell remembers it was paid (`PAID`, 601.2b); the trigger (cards/keyword_dsl.py
`CASUALTY_COPY`, an intervening "if", 603.4) copies it (707.10).
702.153b (several instances, each paid separately) is refused by the compiler.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, Cost, Filter

PAID = ("casualty", "1")  # in the spell's `chosen`: its casualty cost was paid


def cost(card: CardDef) -> Cost | None:
    """The casualty cost of `card`: sacrifice a creature with power N or greater."""
    if not card.casualty:
        return None
    return Cost(sacrifice=Filter(types=("Creature",), power_ge=card.casualty))


def optional(card: CardDef, additional: tuple[int, ...]) -> bool:
    """Is `additional` the choice not to pay the casualty cost ("you may", 702.153a)?"""
    return bool(card.casualty) and not additional
