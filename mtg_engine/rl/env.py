"""A PettingZoo AEC environment of a two-player game (optional extra `mtg_engine[rl]`).

Agents are "player_0" (plays first) and "player_1". Each step is one decision of the agent in
`agent_selection`; its observation is a dict `{"observation": float32 vector, "action_mask":
int8 vector}` from `mtg_engine.rl.encoding` (only what that player sees). Rewards are +1 for the
winner, -1 for the loser, 0 for a draw or a game cut off at `max_steps` (then truncated).
Decisions with a single legal action are taken automatically unless `skip_forced=False`.
Seeded resets: `reset(seed=s)` deals the same game for the same `s`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from mtg_engine.game import Game
from mtg_engine.rl.encoding import MAX_ACTIONS, OBS_SIZE, encode, mask, slots

OBS_BOUND = 10.0


def default_decks() -> list[list[str]]:
    from mtg_engine.formats.decklist import starter_deck

    return [starter_deck("red_green").cards(), starter_deck("white_black").cards()]


def observation_space() -> spaces.Dict:
    return spaces.Dict({
        "observation": spaces.Box(-OBS_BOUND, OBS_BOUND, (OBS_SIZE,), np.float32),
        "action_mask": spaces.Box(0, 1, (MAX_ACTIONS,), np.int8),
    })


class MtgEnv(AECEnv):  # type: ignore[misc]
    metadata: ClassVar[dict[str, Any]] = {"name": "mtg_v0", "render_modes": ["ansi"],
                                          "is_parallelizable": False}

    def __init__(self, decks: Sequence[Sequence[str]] | None = None, max_steps: int = 5000,
                 skip_forced: bool = True, render_mode: str | None = None) -> None:
        super().__init__()
        self.decks = [list(d) for d in (decks or default_decks())]
        if len(self.decks) != 2:
            raise ValueError("MtgEnv is a two-player game: give two decks")
        self.max_steps = max_steps
        self.skip_forced = skip_forced
        self.render_mode = render_mode
        self.possible_agents = ["player_0", "player_1"]
        self._obs_space = observation_space()
        self._act_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game | None = None
        self._rng = np.random.default_rng()
        self._actions: list[Any] = []

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._act_space

    # ------------------------------------------------------------------ episode
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(0, 2**31 - 1))
        self.game = Game.new(self.decks, seed=game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.steps = 0
        self._advance()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None
        player = self.possible_agents.index(agent)
        acts = self._actions if agent == self.agent_selection and not self._finished() else []
        obs = np.clip(encode(self.game, player, acts), -OBS_BOUND, OBS_BOUND)
        return {"observation": obs, "action_mask": mask(acts)}

    def step(self, action: int | np.integer | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        if action is None or not 0 <= int(action) < len(self._actions):
            raise ValueError(f"action {action} is not legal: the mask allows 0 to {len(self._actions) - 1}")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self._actions[int(action)])
        self.steps += 1
        self._advance()
        self._accumulate_rewards()

    def _advance(self) -> None:
        """Take forced decisions, then point `agent_selection` at whoever decides next (or
        settle the rewards when the game is over)."""
        g = self.game
        assert g is not None
        while not g.is_over:
            self._actions = slots(g)
            if not (self.skip_forced and len(self._actions) == 1) or self.steps >= self.max_steps:
                break
            g.apply(self._actions[0])
            self.steps += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if g.is_over or self.steps >= self.max_steps:
            self._actions = []
            w = g.winner
            for i, a in enumerate(self.possible_agents):
                if a in self.agents:
                    self.rewards[a] = 0.0 if w is None else (1.0 if i == w else -1.0)
                    if g.is_over:
                        self.terminations[a] = True
                    else:
                        self.truncations[a] = True
            self.agent_selection = self.agents[0] if self.agents else self.possible_agents[0]
            return
        self.agent_selection = self.possible_agents[g.pending.player]  # type: ignore[union-attr]

    def _finished(self) -> bool:
        return bool(self.terminations.get(self.agent_selection) or
                    self.truncations.get(self.agent_selection))

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        from mtg_engine.play.render import render_board

        return render_board(self.game)

    def close(self) -> None:
        self.game = None


def env(**kwargs: Any) -> MtgEnv:
    return MtgEnv(**kwargs)
