"""Random-vs-random games on the two starter decks: games/s, actions/s, and microseconds per
legal_actions(), apply() and copy().

    python bench/random_games.py [--games N] [--seed S]

One core. For reference (issue 2): phase.rs, driven through its Python bindings, plays about
one such game per second on this machine and needs 34 ms to snapshot and restore a game.
"""

from __future__ import annotations

import argparse
import time

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game

MAX_ACTIONS = 5000


def play(seed: int, decks: list[list[str]]) -> tuple[int, int]:
    game = Game.new(decks, seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 10_000)]
    n = 0
    while not game.is_over and n < MAX_ACTIONS:
        p = game.pending.player  # type: ignore[union-attr]
        game.apply(agents[p].choose(game, p))
        n += 1
    return n, game.turn


def per_call(decks: list[list[str]], seed: int, samples: int = 2000) -> dict[str, float]:
    """Time each API call on positions taken from real games."""
    import random

    rng = random.Random(seed)
    positions: list[Game] = []
    s = seed
    while len(positions) < samples:
        game = Game.new(decks, seed=s)
        agent = RandomAgent(s)
        n = 0
        while not game.is_over and n < MAX_ACTIONS:
            if rng.random() < 0.05:
                positions.append(game.copy())
            game.apply(agent.choose(game, game.pending.player))  # type: ignore[union-attr]
            n += 1
        s += 1
    positions = positions[:samples]
    t = time.perf_counter()
    actions = [g.legal_actions() for g in positions]
    t_legal = (time.perf_counter() - t) / len(positions)
    copies = [g.copy() for g in positions]
    t = time.perf_counter()
    for g in positions:
        g.copy()
    t_copy = (time.perf_counter() - t) / len(positions)
    t = time.perf_counter()
    for g, acts in zip(copies, actions):
        g.apply(acts[rng.randrange(len(acts))])
    t_apply = (time.perf_counter() - t) / len(positions)
    return {"legal_actions_us": t_legal * 1e6, "apply_us": t_apply * 1e6, "copy_us": t_copy * 1e6}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="a smoke run (CI)")
    args = ap.parse_args()
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    games = 3 if args.quick else args.games
    t = time.perf_counter()
    actions = turns = 0
    for i in range(games):
        n, tn = play(args.seed + i, decks)
        actions += n
        turns += tn
    dt = time.perf_counter() - t
    print(f"random vs random, starter decks, {games} games on one core")
    print(f"  games/s    {games / dt:10.1f}")
    print(f"  actions/s  {actions / dt:10.0f}   ({actions / games:.0f} actions, "
          f"{turns / games:.1f} turns per game)")
    calls = per_call(decks, args.seed, 200 if args.quick else 2000)
    print(f"  legal_actions() {calls['legal_actions_us']:8.1f} us")
    print(f"  apply()         {calls['apply_us']:8.1f} us")
    print(f"  copy()          {calls['copy_us']:8.1f} us")
    print(f"  vs phase.rs (about 1 game/s, 34 ms snapshot+restore): "
          f"{games / dt:.0f}x games/s, {34_000 / calls['copy_us']:.0f}x copy")


if __name__ == "__main__":
    main()
