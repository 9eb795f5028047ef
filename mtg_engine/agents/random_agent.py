"""An agent that picks uniformly among the legal actions, from its own seeded RNG.

A free repeatable ability (a `{0}` activation, a mana ability) could keep a random agent busy
forever within one turn: after `max_per_turn` actions in one turn it passes priority whenever
passing is legal, so every game ends."""

from __future__ import annotations

import random
from typing import Any

from mtg_engine.agents.base import GameLike

MAX_ACTIONS_PER_TURN = 200


class RandomAgent:
    def __init__(self, seed: int | None = 0, name: str = "random",
                 max_per_turn: int = MAX_ACTIONS_PER_TURN) -> None:
        self.rng = random.Random(seed)
        self.name = name
        self.max_per_turn = max_per_turn
        self._turn: Any = None
        self._this_turn = 0

    def choose(self, game: GameLike, player: int) -> Any:
        actions = game.legal_actions()
        if not actions:
            raise RuntimeError(f"no legal action for player {player} at {game.pending!r}")
        turn = getattr(game, "turn", None)
        if turn != self._turn:
            self._turn, self._this_turn = turn, 0
        self._this_turn += 1
        if turn is not None and self._this_turn > self.max_per_turn:
            passing = [a for a in actions if type(a).__name__ == "PassPriority"]
            if passing:
                return passing[0]
        return actions[self.rng.randrange(len(actions))]
