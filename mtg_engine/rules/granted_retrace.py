"""Retrace given to cards in a graveyard (702.81a, 113.6b, 613.1f): "Instant and sorcery cards
in your graveyard have retrace." (the emblem of Wrenn and Six, 114.4). A card with the keyword
now (its own, or given by such a static ability in layer 6) may be cast from its owner's
graveyard by discarding a land card in addition to paying its other costs, as a card printed
with retrace is (CardDef.graveyard_cast, rules/casting.py)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

RETRACE = "retrace"


def graveyard_cast(state: GameState, oid: int, card: CardDef) -> str:
    """The card's way of being cast from its graveyard (702.133a jump-start, 702.81a retrace):
    its own, else "retrace" while a static ability gives it retrace there; "" for none."""
    if card.graveyard_cast:
        return card.graveyard_cast
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return ""
    if RETRACE in card.keywords:  # (a definition saying it as a keyword)
        return RETRACE
    if not given(state):
        return ""
    from mtg_engine.rules.layers import characteristics

    return RETRACE if RETRACE in characteristics(state, oid).keywords else ""


def given(state: GameState) -> bool:
    """Could a static ability give cards in a graveyard a keyword now (the quick test)?"""
    from mtg_engine.rules.layers import _graveyard_statics

    return _graveyard_statics(state)
