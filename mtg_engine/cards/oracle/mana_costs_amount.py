""""for each different mana cost among nonland cards in your graveyard" (202.1, 107.1):
Embodiment of Agonies's amount, the DSL amount `{mana_costs: {not_types: [Land], controller:
you}, zone: graveyard}` (rules/amounts._mana_costs). Its rulings: a card with no mana cost
is never counted, {0} is; costs are compared by their symbols ({X} differs from {0}, {B/R}
from {B} and {R}); a split card's cost is its two halves' combined ({1}{R} // {1}{U} is
{2}{U}{R}); the cards are read with their own characteristics (604.3)."""

from __future__ import annotations

from typing import Any

PHRASE = "different mana cost among nonland cards in your graveyard"
FILTER = {"not_types": ["Land"], "controller": "you"}


class ManaCostsIR:
    """The transformer method of the grammar's `each_mana_cost` (mixed into parse._ToIR
    through amounts.AmountsIR)."""

    def each_mana_cost(self, _: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("mana_costs", zone="graveyard", whose="you"))


def lower() -> dict[str, Any]:
    """The DSL amount (amounts.lower_game)."""
    return {"mana_costs": dict(FILTER), "zone": "graveyard"}


def noun(v: dict[str, Any]) -> str | None:
    """The English after "for each" (amount_render), None for another amount."""
    if "mana_costs" not in v:
        return None
    if v["mana_costs"] != FILTER or v.get("zone") != "graveyard":
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("different mana costs among these cards")
    return PHRASE
