"""AI-versus-AI runs of Magic: Made Mundane with win rates and 95% intervals."""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from mtg_engine.agents.base import Agent, play_out
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.analysis.stats import SimResult, advantage, wilson
from mtg_engine.variants.mundane import rng
from mtg_engine.variants.mundane.agent import MundaneHeuristicAgent
from mtg_engine.variants.mundane.config import MundaneConfig
from mtg_engine.variants.mundane.game import MundaneGame

AGENTS = ("heuristic", "random")


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
        res.record(game.winner, game.turn)
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


__all__ = ["SimResult", "advantage", "make_agent", "play_games", "run_sim", "wilson"]
