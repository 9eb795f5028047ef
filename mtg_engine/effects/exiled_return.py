"""`return_exiled_later` (cards/oracle/exiled_return.py; 603.7a, 603.7c, 608.2c): the cards this
resolution moved from the battlefield to exile (the instruction before it exiled them; new
objects there, 400.7) return to the battlefield under their owners' control (110.2), tapped
if `tapped`, at the beginning of the next end step (effects/keyword_actions.return_later)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.keyword_actions import return_later
from mtg_engine.rules.amounts import since_resolution
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_return_exiled_later(state: GameState, frame: Frame, e: Effect) -> bool:
    exiled = [int(ev[2]) for ev in reversed(since_resolution(state, frame))
              if ev[0] == "move" and ev[4] == "battlefield" and ev[5] == "exile" and ev[2]
              and ev[2] in state.objects and state.objects[ev[2]].zone is Zone.EXILE]
    if exiled:
        return_later(state, frame, e, exiled)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_exiled_later": v_return_exiled_later}
