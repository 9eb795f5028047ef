"""The cards exiled with an object (607.2a, 406.6): those its linked ability exiled
(effects/linked.py keeps a record per exile, `source` the exiling object) that are still in
exile, for "the number of cards exiled with it" (Unlicensed Hearse's power and toughness,
604.3) and "for each card exiled with it". A card that left exile is a new object (400.7) and
no longer counts; an object that left the battlefield and came back is a new object with no
cards exiled with it."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def exiled_with(state: GameState, source: int) -> list[int]:
    """The cards in exile that `source`'s linked ability exiled (607.2a)."""
    from mtg_engine.effects.linked import EXILED_WITH

    return [c for t in state.delayed if t.delay == EXILED_WITH and t.source == source
            for c in t.remembered
            if c in state.objects and state.objects[c].zone is Zone.EXILE]
