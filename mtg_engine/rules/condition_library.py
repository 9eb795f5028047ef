"""611.3a, 401.1: "As long as the top card of your library is a creature card, ..." (Mul Daya
Channelers): {"kind": "top_card_is", "filter": F} holds while the controller's library has a
top card matching F (cards/oracle/conditions_library_top.py reads it). The condition is
checked continuously: a change of the library's order forgets the characteristics computed
with the old one (rules/library_order.py), a card drawn or put on top is a move (400.7).

While the layers compute the battlefield (613), the top card's printed card types and subtypes
are read (no characteristic-defining ability defines card types, 604.3), as a graveyard's
cards are (condition_families.printed_types_count), unless an effect may change the card
types of cards outside the battlefield (611.3c): then the card as it is (filters.matches).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.filters import matches

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState


def top_card_is(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.condition_families import printed_types_count

    library = state.players[controller].library
    if not library:
        return False
    top = library[-1]  # (the list's last card is the top one)
    n = printed_types_count(state, c.filter, (top,))
    return bool(n) if n is not None else matches(state, top, c.filter, controller, source)
