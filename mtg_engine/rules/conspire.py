"""Conspire (702.78): an optional additional cost and a cast trigger.

702.78a: conspire means "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if its
conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
the copy." Paying it follows the rules for additional costs (601.2b, 601.2f-h).

The cost is the card's additional cost (118.8, rules/casting.py `extra_cost`): the two
creatures tapped are chosen with the cast (CastSpell.additional; tapping isn't a {T} cost, so
summoning sickness doesn't stop it, 302.6), or none ("you may": `optional`). The spell
remembers it was paid (`PAID`, 601.2b); the trigger (cards/keyword_dsl.py `CONSPIRE_COPY`, an
intervening "if", 603.4) copies it (707.10). 702.78b (several instances, each paid and
triggering separately) has no printed card: the card DSL carries one instance.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, Cost, Filter

PAID = ("conspired", "1")  # in the spell's `chosen`: its conspire cost was paid


def has(card: CardDef) -> bool:
    return "conspire" in card.keywords


def cost(card: CardDef) -> Cost | None:
    """The conspire cost of `card`: tap two untapped creatures you control that each share a
    color with it (one of its colors, 105.1): none for a colorless spell, which shares no
    color with anything (105.2c), so its conspire cost can't be paid."""
    if not has(card) or not card.colors:
        return None
    return Cost(tap_filter=Filter(types=("Creature",), colors=tuple(card.colors)), tap_count=2)


def optional(card: CardDef, additional: tuple[int, ...]) -> bool:
    """Is `additional` the choice not to pay the conspire cost ("you may", 702.78a)?"""
    return has(card) and not additional


__all__ = ["PAID", "cost", "has", "optional"]
