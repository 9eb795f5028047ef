"""Magic: Made Mundane speed: heuristic-vs-heuristic and random-vs-random games/s on one core.

Run: .venv/bin/python bench/mundane.py [--games N]
"""

from __future__ import annotations

import argparse
import time

from mtg_engine.variants.mundane.config import MundaneConfig
from mtg_engine.variants.mundane.sim import run_sim


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=2000)
    args = ap.parse_args()
    for agents in (("heuristic", "heuristic"), ("random", "random")):
        start = time.perf_counter()
        res = run_sim(MundaneConfig(), args.games, seed=1, agents=agents)
        elapsed = time.perf_counter() - start
        print(f"{agents[0]} vs {agents[1]}: {args.games} games in {elapsed:.2f} s, "
              f"{args.games / elapsed:,.0f} games/s, {res.turns / res.games:.1f} turns/game")


if __name__ == "__main__":
    main()
