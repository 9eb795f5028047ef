"""An amount dealt as damage to two recipients (120.1, 608.2h): "Target creature you control
deals damage equal to its power to each other creature and each opponent" (Chandra's
Ignition): one source, one amount (read once, as the instruction applies), two recipients
("each other creature": other than the source, as with one recipient)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir


class RecipientsIR:
    """The transformer method of `source_clause_count_both` (mixed into amounts.AmountsIR)."""

    def source_clause_count_both(self, items: list[Any]) -> ir.Clause:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        clause = self.source_clause_count_first(items[:4])  # type: ignore[attr-defined]
        first = clause.instructions[0]
        if len(clause.instructions) != 1 or not isinstance(first, ir.Damage):
            raise NotUnderstood("one damage instruction")
        both = ir.Damage(first.source, first.amount, (*first.to, items[4]))
        return ir.Clause(clause.subject, (both,))
