"""An agent that picks uniformly among the legal actions, from its own seeded RNG."""

from __future__ import annotations

import random
from typing import Any

from mtg_engine.agents.base import GameLike


class RandomAgent:
    def __init__(self, seed: int | None = 0, name: str = "random") -> None:
        self.rng = random.Random(seed)
        self.name = name

    def choose(self, game: GameLike, player: int) -> Any:
        actions = game.legal_actions()
        if not actions:
            raise RuntimeError(f"no legal action for player {player} at {game.pending!r}")
        return actions[self.rng.randrange(len(actions))]
