"""A library's order (401.1, 401.2) changes without any card changing zones: a shuffle
(701.20a), scry and surveil leaving cards on top or putting them on the bottom (701.18a,
701.42a), cards put on top or on the bottom in an order (401.4), a searched-for card put back
at a position ("third from the top"), a clashed card put on the bottom (701.23a). A static
ability reading the order ("As long as the top card of your library is black, ...", 611.3a:
its condition is checked continuously) would then see another card, so the characteristics
computed with the old order are forgotten, as for a card moving between hidden zones
(rules/layers.hidden_zones_changed). Every change of a library's order calls
`library_order_changed` after it (a move into or out of a library already forgets them,
400.7: a new object)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState


def library_order_changed(state: GameState) -> None:
    """A library was reordered: forget the computed characteristics if an effect may read
    hidden zones (layers.hidden_zones_matter: a condition, a count, a static ability working
    outside the battlefield, an emblem or a copy effect); keep them otherwise, and keep the
    values computed for the players (no card moved: what they may cast from their hands is as
    it was; the top card of a library that a static lets them play is found each time,
    casting._castable_faces)."""
    from mtg_engine.rules.layers import hidden_zones_matter

    if hidden_zones_matter(state):
        state.characteristics_changed()
