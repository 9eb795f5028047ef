"""AI-versus-AI runs of Magic: Made Mundane with win rates and 95% intervals."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from mtg_engine.agents.base import Agent, play_out
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.variants.mundane import rng
from mtg_engine.variants.mundane.agent import MundaneHeuristicAgent
from mtg_engine.variants.mundane.config import MundaneConfig
from mtg_engine.variants.mundane.game import MundaneGame

AGENTS = ("heuristic", "random")
Z95 = 1.959963984540054


@dataclass
class SimResult:
    games: int = 0
    first_player_wins: int = 0
    second_player_wins: int = 0
    draws: int = 0
    turns: int = 0

    def add(self, other: SimResult) -> None:
        self.games += other.games
        self.first_player_wins += other.first_player_wins
        self.second_player_wins += other.second_player_wins
        self.draws += other.draws
        self.turns += other.turns

    def to_json(self) -> dict[str, int]:
        return {"games": self.games, "first_player_wins": self.first_player_wins,
                "second_player_wins": self.second_player_wins, "draws": self.draws}


def make_agent(kind: str, seed: int) -> Agent:
    if kind == "heuristic":
        return MundaneHeuristicAgent()
    if kind == "random":
        return RandomAgent(seed)
    raise ValueError(f"unknown agent {kind!r} (known: {', '.join(AGENTS)})")


def play_games(config: MundaneConfig, seed: int, start: int, stop: int,
               agents: tuple[str, str]) -> SimResult:
    """Games number start..stop-1; game i is seeded from (seed, i), so results do not depend
    on how games are split between processes."""
    res = SimResult()
    for i in range(start, stop):
        gseed = rng.derive(seed, i)
        game = MundaneGame(config, seed=gseed)
        play_out(game, [make_agent(agents[0], gseed ^ 1), make_agent(agents[1], gseed ^ 2)])
        res.games += 1
        res.turns += game.turn
        if game.winner == 0:
            res.first_player_wins += 1
        elif game.winner == 1:
            res.second_player_wins += 1
        else:
            res.draws += 1
    return res


def run_sim(config: MundaneConfig, games: int, seed: int = 0,
            agents: tuple[str, str] = ("heuristic", "heuristic"), jobs: int = 1,
            on_progress: Callable[[int], None] | None = None) -> SimResult:
    for kind in agents:
        make_agent(kind, 0)
    chunk = 500
    bounds = [(s, min(s + chunk, games)) for s in range(0, games, chunk)]
    total = SimResult()
    jobs = (os.cpu_count() or 1) if jobs <= 0 else jobs
    if jobs == 1 or len(bounds) == 1:
        for s, e in bounds:
            total.add(play_games(config, seed, s, e, agents))
            if on_progress:
                on_progress(e - s)
        return total
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_games, config, seed, s, e, agents) for s, e in bounds]
        for f in futures:
            r = f.result()
            total.add(r)
            if on_progress:
                on_progress(r.games)
    return total


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion k/n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def advantage(res: SimResult, z: float = Z95) -> tuple[float, float, float]:
    """First player's advantage P(first wins) - P(second wins), as the mean of a per-game
    score of +1 / -1 / 0, with a normal-approximation interval."""
    n = res.games
    if n == 0:
        return 0.0, -1.0, 1.0
    mean = (res.first_player_wins - res.second_player_wins) / n
    second_moment = (res.first_player_wins + res.second_player_wins) / n
    var = max(second_moment - mean * mean, 0.0)
    half = z * math.sqrt(var / n) if n > 1 else 1.0
    return mean, mean - half, mean + half
