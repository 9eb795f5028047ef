"""Whole-library and whole-hand instructions:

- `exile_library: {who}`: "Exile all cards from target player's library" / "exile all cards
  from your library" (406.3: each card of that library is put into exile, face up);
- `shuffle_hand: {who}`: "that player shuffles their hand into their library" (701.20: every
  card of the hand is put into the library, then the library is shuffled, 701.20a)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_exile_library(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.zones import move_object

    for p in players_of(state, frame, e.get("who", "you")):
        for c in list(state.players[p].library):
            move_object(state, c, Zone.EXILE)
    return True


def v_shuffle_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.random import shuffle_library
    from mtg_engine.rules.zones import move_object

    for p in players_of(state, frame, e.get("who", "you")):
        for c in list(state.players[p].hand):
            move_object(state, c, Zone.LIBRARY)
        shuffle_library(state, p)
    return True


def v_shuffle_self_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Shuffle ~ and your graveyard into their owner's library" (Elixir of Immortality,
    701.20): the source (if it is still on the battlefield or in a graveyard as the same
    object, 400.7) goes into its owner's library, every card of your graveyard into yours
    (their owner's, 404.2), then each of those libraries is shuffled (701.20a)."""
    from mtg_engine.rules.random import shuffle_library
    from mtg_engine.rules.zones import move_object

    me = frame.controller
    shuffled = {me}
    src = state.objects.get(frame.source)
    if src is not None and src.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
        shuffled.add(src.owner)
        move_object(state, frame.source, Zone.LIBRARY)
    for c in list(state.players[me].graveyard):
        move_object(state, c, Zone.LIBRARY)
    for p in sorted(shuffled):
        shuffle_library(state, p)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_library": v_exile_library, "shuffle_hand": v_shuffle_hand,
    "shuffle_self_graveyard": v_shuffle_self_graveyard}
