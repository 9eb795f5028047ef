"""Counts of exiled cards (406, 607.2a): "the number of cards exiled with it" (Unlicensed
Hearse's CDA, 604.3), "for each card exiled with it" (Lumbering Battlement): the cards the
object's own linked ability exiled and that are still in exile (one that left exile is a new
object, 400.7). The DSL is `{exiled_with: it}` (cards/amounts.py); rules/exiled_with.py counts
them. The card's one ability that exiles is marked `linked` by linked.link_exiles, as it is
for an ability returning "the exiled card"."""

from __future__ import annotations

from typing import Any


class ExileAmountsIR:
    """Transformer methods of the exile counts (mixed into amounts.AmountsIR)."""

    def q_exiled_with(self, _: list[Any]) -> Any:
        """607.2a: "the number of cards exiled with it"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("exiled_with", who="it")

    def each_exiled_with(self, _: list[Any]) -> Any:
        """607.2a: "for each card exiled with it"."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("exiled_with", who="it"))
