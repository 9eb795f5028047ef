""""the number of card types among cards in all graveyards / your graveyard / your
opponents' graveyards" (205.2a, 107.1): Tarmogoyf's and Nighthawk Scavenger's amount, the
DSL amount `{card_types: <filter>, zone: graveyard}` (the filter's `controller` names whose
graveyard, as a count's does: `you`, `opponent`, none for every player's). Each card type
among those cards counts once (an artifact land counts artifact and land); the cards are
read with their own characteristic-defining abilities (604.3; rules/cda_amounts.py,
rules/zone_characteristics.card_types_among)."""

from __future__ import annotations

from typing import Any

_WHOSE = {"you": "in your graveyard", "opponent": "in your opponents' graveyards",
          "all": "in all graveyards"}


class CardTypesIR:
    """The transformer method of the grammar's `q_card_types` (mixed into parse._ToIR through
    amounts.AmountsIR)."""

    def q_card_types(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle import parse
        from mtg_engine.cards.oracle.amounts import GameAmount

        zone, whose = items[-1]
        if zone != "graveyard" or whose not in _WHOSE:
            raise parse.NotUnderstood("card types among cards in this zone")
        return GameAmount("card_types", zone=zone, whose=whose)


def lower(whose: str, zone: str) -> dict[str, Any]:
    """The DSL amount (amounts.lower_game)."""
    f = {} if whose == "all" else {"controller": whose}
    return {"card_types": f, "zone": zone}


def noun(v: dict[str, Any]) -> str | None:
    """The English of the DSL amount (amount_render._game_noun), None for another."""
    if "card_types" not in v:
        return None
    f = v["card_types"]
    whose = f.get("controller", "all") if set(f) <= {"controller"} else None
    if v.get("zone") != "graveyard" or whose not in _WHOSE:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("card types among these cards")
    return f"the number of card types among cards {_WHOSE[whose]}"
