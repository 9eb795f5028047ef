""""You win the game." (104.2b) and "You lose the game." (104.3e): the verb `game_result`
(`result`: "win" / "lose") for the controller of the resolving spell or ability. A player who
wins ends the game for everyone: each of their opponents loses (104.2a: a player wins when
all their opponents have left), through effects/primitives.lose_game, which ends it."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def v_game_result(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.primitives import lose_game

    you = frame.controller
    if e.get("result") == "lose":
        from mtg_engine.effects.references import players_of

        for p in players_of(state, frame, e.get("who", "you")):  # (another player: 104.3e)
            lose_game(state, p, "an effect says so (104.3e)")
        return True
    from mtg_engine.rules.game_loss import cant_win

    if cant_win(state, you):  # 101.2: "You can't win the game." (rules/game_loss.py)
        return True
    for p in range(len(state.players)):
        if p != you and not state.players[p].lost:
            lose_game(state, p, "an opponent won by an effect (104.2b)")
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"game_result": v_game_result}
