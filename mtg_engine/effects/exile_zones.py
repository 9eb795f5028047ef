"""`exile_hands_and_graveyards` (cards/oracle/exile_zones.py; 406.3): every card in the hands
and graveyards of the players named is exiled; with `linked`, remembered as exiled with the
source (607.2a, effects/linked.py)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import players_of
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_exile_hands_and_graveyards(state: GameState, frame: Frame, e: Effect) -> bool:
    exiled: list[int] = []
    for p in players_of(state, frame, e.get("who")):
        for c in [*state.players[p].hand, *state.players[p].graveyard]:
            new = move_object(state, c, Zone.EXILE)
            if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
                exiled.append(new)
    if e.get("linked"):
        from mtg_engine.effects.linked import remember_exiled

        remember_exiled(state, frame, exiled)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_hands_and_graveyards": v_exile_hands_and_graveyards}
