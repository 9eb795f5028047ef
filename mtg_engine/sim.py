"""`mtg sim`: many AI-vs-AI games of Magic on every core, with win rates and 95% intervals.

Game i is seeded from (seed, i), so the results do not depend on how the games are split
between processes. (Magic: Made Mundane has its own `mtg mundane sim` on the same agents.)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.analysis.stats import SimResult, advantage, wilson
from mtg_engine.formats.decklist import DeckFileError, load_deck, starter_deck
from mtg_engine.game import Game
from mtg_engine.variants.progress import Progress

AGENTS = {"heuristic": HeuristicAgent, "random": RandomAgent}
MAX_ACTIONS = 20_000
CHUNK = 10


def play_games(decks: list[list[str]], agents: tuple[str, str], seed: int, start: int,
               stop: int) -> tuple[SimResult, int]:
    res = SimResult()
    actions = 0
    for i in range(start, stop):
        gseed = seed * 1_000_003 + i
        game = Game.new(decks, seed=gseed)
        players = [AGENTS[agents[0]](gseed), AGENTS[agents[1]](gseed + 1)]
        n = 0
        while not game.is_over and n < MAX_ACTIONS:
            p = game.pending.player  # type: ignore[union-attr]
            game.apply(players[p].choose(game, p))
            n += 1
        actions += n
        res.record(game.winner, game.turn)
    return res, actions


def run(decks: list[list[str]], games: int, seed: int, agents: tuple[str, str],
        jobs: int, on_progress: Callable[[int], None] | None = None) -> tuple[SimResult, int]:
    """Play the games; `on_progress(n)` is told as each chunk of n games finishes."""
    jobs = (os.cpu_count() or 1) if jobs <= 0 else jobs
    bounds = [(s, min(s + CHUNK, games)) for s in range(0, games, CHUNK)]
    total, actions = SimResult(), 0
    parts: list[tuple[SimResult, int]] = []
    if jobs == 1:
        for s, e in bounds:
            parts.append(play_games(decks, agents, seed, s, e))
            if on_progress:
                on_progress(e - s)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for (s, e), part in zip(bounds, pool.map(play_games, *zip(*[
                    (decks, agents, seed, s, e) for s, e in bounds]))):
                parts.append(part)
                if on_progress:
                    on_progress(e - s)
    for r, n in parts:
        total.add(r)
        actions += n
    return total, actions


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("sim", help="AI vs AI games of Magic on every core: win rates")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=0, help="processes (0 = all cores)")
    p.add_argument("--deck-a", help="deck file for the first player (default: red-green starter)")
    p.add_argument("--deck-b", help="deck file for the second player (default: white-black)")
    p.add_argument("--agents", default="heuristic,heuristic",
                   help="two of: heuristic, random (default heuristic,heuristic)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    kinds = tuple(a.strip() for a in args.agents.split(","))
    if len(kinds) != 2 or any(k not in AGENTS for k in kinds):
        print(f"mtg sim: --agents takes two of {', '.join(AGENTS)}", file=sys.stderr)
        return 2
    if args.games <= 0:
        print("mtg sim: --games must be positive", file=sys.stderr)
        return 2
    try:
        a = load_deck(args.deck_a) if args.deck_a else starter_deck("red_green")
        b = load_deck(args.deck_b) if args.deck_b else starter_deck("white_black")
        decks = [a.cards(), b.cards()]
        Game.new(decks, seed=0)  # every card known and supported
    except (DeckFileError, KeyError, ValueError) as e:
        print(f"mtg sim: {e}", file=sys.stderr)
        return 2
    t = time.perf_counter()
    with Progress(args.games, "mtg sim", enabled=None if not args.json else False) as bar:
        res, actions = run(decks, args.games, args.seed, kinds, args.jobs,  # type: ignore[arg-type]
                           on_progress=bar.advance)
    dt = time.perf_counter() - t
    if args.json:
        print(json.dumps({**res.to_json(), "seconds": round(dt, 3)}))
        return 0
    n = res.games
    lo, hi = wilson(res.first_player_wins, n)
    adv, alo, ahi = advantage(res)
    print(f"{n} games ({kinds[0]} vs {kinds[1]}) in {dt:.1f} s: {n / dt:.1f} games/s, "
          f"{actions / dt:.0f} actions/s, {res.turns / n:.1f} turns per game")
    print(f"  first player wins  {res.first_player_wins:6d}  {res.first_player_wins / n:6.1%} "
          f"(95% {lo:.1%}-{hi:.1%})")
    print(f"  second player wins {res.second_player_wins:6d}  {res.second_player_wins / n:6.1%}")
    print(f"  draws / unfinished {res.draws:6d}")
    print(f"  first player's advantage {adv:+.3f} (95% {alo:+.3f} to {ahi:+.3f})")
    return 0
