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


# 202.3: "for each different mana value among nonland cards in your graveyard" (Sudden
# Insight), "the number of different mana values among cards in your graveyard" (All-Seeing
# Arbiter): `{mana_values: <filter>, zone: graveyard}` (rules/amounts._mana_values)
VALUES = "different mana value among {}cards in your graveyard"


class ManaCostsIR:
    """The transformer methods of the grammar's `each_mana_cost`, `each_mana_value` and
    `q_mana_values` (mixed into parse._ToIR through amounts.AmountsIR)."""

    def each_mana_cost(self, _: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import GameAmount, Quantity

        return Quantity(GameAmount("mana_costs", zone="graveyard", whose="you"))

    def each_mana_value(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(self.q_mana_values(items))

    def q_mana_values(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle import ir
        from mtg_engine.cards.oracle.amounts import GameAmount

        nonland = (("not_types", ("land",)),) if "nonland" in str(items[0]) else ()
        return GameAmount("mana_values", zone="graveyard", whose="you",
                          desc=ir.Desc(("card",), nonland))


def lower(nonland: bool = True, kind: str = "mana_costs") -> dict[str, Any]:
    """The DSL amount (amounts.lower_game)."""
    f = dict(FILTER) if nonland else {"controller": "you"}
    return {kind: f, "zone": "graveyard"}


def values_noun(v: dict[str, Any], plural: bool) -> str | None:
    """The English of a `mana_values` amount after "for each" (or "the number of")."""
    if "mana_values" not in v:
        return None
    f = v["mana_values"]
    if f not in (FILTER, {"controller": "you"}) or v.get("zone") != "graveyard":
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("different mana values among these cards")
    said = VALUES.format("nonland " if f == FILTER else "")
    return said.replace(" value ", " values ", 1) if plural else said


def noun(v: dict[str, Any]) -> str | None:
    """The English after "for each" (amount_render), None for another amount."""
    if "mana_costs" not in v:
        return None
    if v["mana_costs"] != FILTER or v.get("zone") != "graveyard":
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("different mana costs among these cards")
    return PHRASE
