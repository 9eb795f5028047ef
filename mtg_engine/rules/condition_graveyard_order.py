"""404.2: a graveyard's order (its list, bottom first: a card put into it goes on top), for
"if ~ is in your graveyard with a creature card directly above it" and "only if three or more
creature cards are above ~" (cards/oracle/conditions_graveyard_order.py):
{"kind": "cards_above_self", "count": N, "filter": F[, "name": "directly"]} holds when the
source is a card in a graveyard with `count` or more cards matching F above it (with
"directly": the card right above it matches). A card in a graveyard has its printed types
(604.3, condition_families.printed_types_count) unless an effect changes them there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.filters import matches

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def cards_above_self(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.condition_families import printed_types_count

    o = state.objects.get(source)
    if o is None or o.zone.value != "graveyard":
        return False
    graveyard = state.players[o.owner].graveyard
    above = graveyard[graveyard.index(source) + 1:]
    if c.name == "directly":
        above = above[:1]
    n = printed_types_count(state, c.filter, above)
    if n is None:
        n = sum(1 for g in above if matches(state, g, c.filter, controller, source))
    return n >= c.count
