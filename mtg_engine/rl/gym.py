"""A Gymnasium single-agent environment: one seat learns, the other is played by a given agent
(default: `RandomAgent`). Observations are the float32 vectors of `mtg_engine.rl.encoding`;
the mask of legal actions is `info["action_mask"]` (and `action_masks()`). Reward +1 for a win,
-1 for a loss, 0 for a draw or a game cut off at `max_steps` (truncated).

Gymnasium lets any element of the action space be stepped: a masked-out slot is played as slot
`action % number of legal actions` (`invalid_action="wrap"`, the default) or refused with
ValueError, the game unchanged (`invalid_action="raise"`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from mtg_engine.game import Game
from mtg_engine.rl.encoding import MAX_ACTIONS, OBS_SIZE, encode, mask, slots
from mtg_engine.rl.env import OBS_BOUND, default_decks


class MtgGymEnv(gym.Env):  # type: ignore[misc]
    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"]}

    def __init__(self, opponent: Any = None, decks: Sequence[Sequence[str]] | None = None,
                 seat: int | None = 0, max_steps: int = 5000, invalid_action: str = "wrap",
                 render_mode: str | None = None) -> None:
        """`seat` 0 plays first, 1 second, None alternates by episode."""
        if invalid_action not in ("wrap", "raise"):
            raise ValueError("invalid_action is 'wrap' or 'raise'")
        from mtg_engine.agents.random_agent import RandomAgent

        self.opponent = opponent if opponent is not None else RandomAgent(0)
        self.decks = [list(d) for d in (decks or default_decks())]
        self.fixed_seat = seat
        self.max_steps = max_steps
        self.invalid_action = invalid_action
        self.render_mode = render_mode
        self.observation_space = spaces.Box(-OBS_BOUND, OBS_BOUND, (OBS_SIZE,), np.float32)
        self.action_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game | None = None
        self.seat = 0 if seat is None else seat
        self._actions: list[Any] = []
        self._episodes = 0
        self.steps = 0

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(0, 2))
        if hasattr(self.opponent, "rng"):  # the opponent's choices follow the episode's seed
            import random

            self.opponent.rng = random.Random(game_seed + 1)
        self.game = Game.new(self.decks, seed=game_seed)
        self.steps = 0
        self._episodes += 1
        self._advance()
        return self._obs(), self._info()

    def step(self, action: int | np.integer) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        assert self.game is not None, "call reset() first"
        i = int(action)
        if not 0 <= i < len(self._actions):
            if self.invalid_action == "raise" or not self._actions:
                raise ValueError(f"action {i} is not legal: the mask allows 0 to {len(self._actions) - 1}")
            i %= len(self._actions)
        self.game.apply(self._actions[i])
        self.steps += 1
        self._advance()
        g = self.game
        terminated = g.is_over
        truncated = not terminated and self.steps >= self.max_steps
        reward = 0.0
        if terminated and g.winner is not None:
            reward = 1.0 if g.winner == self.seat else -1.0
        return self._obs(), reward, terminated, truncated, self._info()

    def _advance(self) -> None:
        """Let the opponent play and take forced decisions until the learner must choose."""
        g = self.game
        assert g is not None
        while not g.is_over and self.steps < self.max_steps:
            p = g.pending.player  # type: ignore[union-attr]
            if p != self.seat:
                g.apply(self.opponent.choose(g, p))
                self.steps += 1
                continue
            self._actions = slots(g)
            if len(self._actions) > 1:
                return
            g.apply(self._actions[0])
            self.steps += 1
        self._actions = []

    def _obs(self) -> np.ndarray:
        assert self.game is not None
        return np.clip(encode(self.game, self.seat, self._actions), -OBS_BOUND, OBS_BOUND)

    def _info(self) -> dict[str, Any]:
        return {"action_mask": mask(self._actions), "seat": self.seat,
                "winner": self.game.winner if self.game is not None else None}

    def action_masks(self) -> np.ndarray:
        return mask(self._actions)

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        from mtg_engine.play.render import render_board

        return render_board(self.game)
