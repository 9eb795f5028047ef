"""Cleave (702.148): "Cleave [cost]" means "You may cast this spell by paying [cost] rather
than paying its mana cost" and "If this spell's cleave cost was paid, change its text by
removing all text found within square brackets in the spell's rules text" (702.148a). A
text-changing effect (612): the spell cast for its cleave cost has the instructions and
targets of `CardDef.cleaved` (the compiler reads both texts, oracle/cleave.py); cast
otherwise, the text in brackets is part of it (702.148b: the brackets themselves aren't).
A copy of a cleaved spell is cleaved too (707.10: it copies the text change)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import CardDef, Effect

KIND = "cleave"


def is_cleaved(card: CardDef, alt_cost: int) -> bool:
    """Is the spell announced with its cleave cost (alt_costs index `alt_cost`)?"""
    return 0 <= alt_cost < len(card.alt_costs) and card.alt_costs[alt_cost].kind == KIND \
        and card.cleaved is not None


def for_targets(card: CardDef, alt_cost: int) -> CardDef:
    """The card whose spell ability names the targets it is cast with (601.2c): the cleaved
    one if its cleave cost is paid (702.148a), else itself."""
    return replace(card, spell=card.cleaved) if is_cleaved(card, alt_cost) else card


def cleaved_effects(card: CardDef) -> tuple[Effect, ...]:
    """The instructions of the spell with its bracketed text removed (702.148a)."""
    assert card.cleaved is not None  # (the DSL refuses a cleave cost without it)
    return card.cleaved.effects


__all__ = ["KIND", "cleaved_effects", "for_targets", "is_cleaved"]
