"""101.2: "Your opponents can't cast spells with the same name as the exiled card." (Ixalan's
Binding, Ashiok's Erasure): a static ability of kind KIND (`whose`: "opponent" or "any") forbids
casting a spell with the name of a card exiled with its object (607.2a: its linked ability's
record, rules/exiled_with.py; or the card it exiled "until ~ leaves the battlefield", 610.3),
while that card is still in exile (a card that left exile is a new object, 400.7). A split card
has both its names (709.4a, rules/card_names.has_name)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

KIND = "cant_cast_exiled_names"


def exiled_names(state: GameState, source: int) -> set[str]:
    """The names of the cards exiled with `source` that are still in exile."""
    from mtg_engine.effects.keyword_actions import (
        UNTIL_LEAVES,
        UNTIL_LEAVES_TO_GRAVEYARD,
        UNTIL_LEAVES_TO_HAND,
    )
    from mtg_engine.effects.linked import EXILED_WITH

    kinds = (EXILED_WITH, UNTIL_LEAVES, UNTIL_LEAVES_TO_HAND, UNTIL_LEAVES_TO_GRAVEYARD)
    return {state.objects[c].card.name for t in state.delayed
            if t.delay in kinds and t.source == source for c in t.remembered
            if c in state.objects and state.objects[c].zone is Zone.EXILE}


def forbids(state: GameState, player: int, card: CardDef) -> str | None:
    """Why such an ability forbids `player` to cast `card`, or None."""
    from mtg_engine.rules.card_names import has_name
    from mtg_engine.rules.layers import characteristics

    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind != KIND or (st.whose == "opponent" and ch.controller == player):
                continue
            if any(has_name(card.name, n) or has_name(n, card.name)
                   for n in exiled_names(state, src)):
                return f"{ch.name} says no one may cast a spell with that name (101.2)"
    return None
