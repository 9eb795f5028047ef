"""The cards exiled with an object (607.2a, 406.6): those its linked ability exiled
(effects/linked.py keeps a record per exile, `source` the exiling object) that are still in
exile, for "the number of cards exiled with it" (Unlicensed Hearse's power and toughness,
604.3) and "for each card exiled with it". A card that left exile is a new object (400.7) and
no longer counts; an object that left the battlefield and came back is a new object with no
cards exiled with it."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def exiled_mana_value(state: GameState, source: int) -> int:
    """202.3, 607.2a: "the exiled card's mana value": that of the card exiled with `source`
    (the sum, if it exiled more than one); 0 with none."""
    return sum(int(state.objects[c].card.mana_value) for c in exiled_with(state, source))


def exiled_with(state: GameState, source: int) -> list[int]:
    """The cards in exile that `source`'s linked ability exiled (607.2a)."""
    from mtg_engine.effects.linked import EXILED_WITH

    return [c for t in state.delayed if t.delay == EXILED_WITH and t.source == source
            for c in t.remembered
            if c in state.objects and state.objects[c].zone is Zone.EXILE]


def link_entering_exile(state: GameState, permanent: int) -> None:
    """607.2a, 614.12: the card exiled as `permanent` entered (its mark from rules/
    entering_cost.py) is exiled with it: recorded as its linked ability's exiles are."""
    from mtg_engine.effects.linked import EXILED_WITH
    from mtg_engine.rules.entering_cost import EXILED_ENTERING
    from mtg_engine.state.game_state import PendingTrigger

    o = state.objects[permanent]
    cards = tuple(int(v) for k, v in o.chosen if k == EXILED_ENTERING)
    if cards:
        state.delayed = (*state.delayed, PendingTrigger(
            permanent, o.card.name, 0, o.controller, state.new_timestamp(),
            remembered=cards, delay=EXILED_WITH))
        state.characteristics_changed()  # (a CDA reading them, 604.3)
