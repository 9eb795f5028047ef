""""Target player's life total becomes 10." (119.5): the verb `set_life`. The player gains or
loses the life needed to end up with the new total (119.5), so it is life gained or lost for
every purpose (triggers, "can't gain life" effects, replacement effects, 119.3)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import amount_of, players_of
from mtg_engine.state.game_state import Frame, GameState


def v_set_life(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.amounts import their_frame

    for p in players_of(state, frame, e.get("who", "you")):
        # 608.2h: "the number of creatures they control" is counted for each player in turn
        n = amount_of(state, their_frame(frame, e.get("amount"), p), e.get("amount"))
        diff = n - state.players[p].life
        if diff > 0:
            prim.gain_life(state, p, diff)  # 119.5
        elif diff < 0:
            prim.lose_life(state, p, -diff)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"set_life": v_set_life}
