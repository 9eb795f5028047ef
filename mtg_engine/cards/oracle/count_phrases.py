"""More counted phrases for the variable amounts (608.2h, 107.1; amounts.py): the transformer
methods of their grammar productions, mixed into amounts.AmountsIR.

- "for each instant and sorcery card in your graveyard", "the number of instant and sorcery
  cards in your graveyard": cards that are instants or sorceries (the "and" joins the two
  groups counted; 205.2a card types), in a graveyard or hand (400.1).
- "for each creature that died this turn", "the number of creatures that died this turn"
  (700.4: put into a graveyard from the battlefield); "the amount of life you gained this
  turn" (119.9).
- "your life total" (119.1): "You gain life equal to your life total", "where X is your life
  total".
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

INSTANT_AND_SORCERY = ("instant", "sorcery")


class CountPhrasesIR:
    """Transformer methods (see the module docstring)."""

    def q_spell_cards(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import CardCount

        zone, whose = items[-1]
        return CardCount(ir.Desc(INSTANT_AND_SORCERY), zone, whose)

    def q_life_total(self, _: list[Any]) -> Any:
        """119.1: "your life total" (as the effect applies, 608.2h)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("life_total", who="you")

    def q_died(self, items: list[Any]) -> Any:
        """700.4: "the number of creatures that died this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        if not str(items[0]).startswith("creatures "):
            raise self._not_understood("'the number of creature that died'")
        return GameAmount("this_turn", who="died")

    def each_died(self, items: list[Any]) -> Any:
        """700.4: "for each creature that died this turn"."""
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        if str(items[0]).startswith("creatures "):
            raise self._not_understood("'for each creatures'")
        return Quantity(GameAmount("this_turn", who="died"))

    def q_life_gained(self, _: list[Any]) -> Any:
        """119.9: "the amount of life you gained this turn" (each gain's amount, added up)."""
        from mtg_engine.cards.oracle.amounts import GameAmount

        return GameAmount("this_turn", who="life_gained")

    @staticmethod
    def _not_understood(what: str) -> Exception:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        return NotUnderstood(what)

    def for_each_spell_cards(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_spell_cards(items))
