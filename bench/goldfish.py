"""Goldfish simulation speed: 100,000 games of 10 turns per policy on one core, in games/s.

Run: .venv/bin/python bench/goldfish.py [--games N] [--turns T] [--jobs J]
"""

from __future__ import annotations

import argparse
import time

from mtg_engine.variants.goldfish import POLICIES, parse_composition, simulate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    deck = parse_composition(24, "1:4,2:8,3:8,4:6,5:4,6:6")
    print(f"deck: {deck.describe()}; {args.games:,} games x {args.turns} turns, "
          f"jobs={args.jobs}")
    for policy in POLICIES:
        start = time.perf_counter()
        simulate(deck, args.turns, policy, args.games, seed=1, jobs=args.jobs)
        elapsed = time.perf_counter() - start
        print(f"{policy:>9}: {elapsed:6.2f} s  {args.games / elapsed:12,.0f} games/s")


if __name__ == "__main__":
    main()
