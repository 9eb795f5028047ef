"""Spells by the zone they were cast from (601.2a: the spell moves from that zone to the
stack as it is cast): "target spell cast from a graveyard" (Laquatus's Disdain), "target
spell that wasn't cast from its owner's hand" (Wash Away; a copy of a spell wasn't cast at
all, 707.12, so it wasn't cast from a hand either). `Filter.cast_from`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

NOT_HAND = "not_hand"


def cast_from_matches(state: GameState, oid: int, want: str) -> bool:
    """Does the spell `oid` meet `Filter.cast_from` `want`?"""
    from mtg_engine.rules.conditions import cast_from

    zone = cast_from(state, oid)  # (None: not cast, a copy)
    return zone != "hand" if want == NOT_HAND else zone == want
