"""The fuzz run, longer than the test suite's: random decks of supported cards, random agents,
every invariant of `mtg_engine.testing.fuzz` after every action (the copy / JSON round trip
every `--round-trip-every` actions: its cost grows with the game's length).

    python bench/fuzz.py [--games N] [--seed S] [--max-actions N] [--round-trip-every K]
                         [--seconds T]

With MTG_ENGINE_CARDS set, the decks draw from every supported real card too. Prints games,
actions checked, offered actions checked, failures (each with its seed), and the rate.
"""

from __future__ import annotations

import argparse
import sys
import time

from mtg_engine.cards.database import default_database
from mtg_engine.testing.fuzz import FuzzStats, InvariantError, fuzz_game, supported_spells


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--max-actions", type=int, default=3000)
    ap.add_argument("--round-trip-every", type=int, default=10)
    ap.add_argument("--seconds", type=float, default=None, help="stop after this long")
    args = ap.parse_args()
    db = default_database()
    start = time.perf_counter()
    pool = supported_spells(db)
    print(f"card pool: {len(pool)} supported non-land cards")
    stats = FuzzStats()
    for seed in range(args.seed, args.seed + args.games):
        try:
            fuzz_game(seed, db, pool, max_actions=args.max_actions,
                      round_trip_every=args.round_trip_every, stats=stats)
        except InvariantError as e:
            stats.failures.append(str(e))
            stats.games += 1
        print(f"  {stats.games} games, {stats.actions} actions, {len(stats.failures)} failures",
              file=sys.stderr)
        if args.seconds is not None and time.perf_counter() - start > args.seconds:
            break
    dt = time.perf_counter() - start
    print(f"{stats.games} games ({stats.finished} finished, {stats.turns} turns), "
          f"{stats.actions} actions with the invariants checked after each, "
          f"{stats.offered_checked} offered actions checked legal, in {dt:.1f} s "
          f"({stats.actions / max(dt, 1e-9):.0f} actions/s)")
    print(f"failures: {len(stats.failures)}")
    for f in stats.failures:
        print("  " + f)
    return 1 if stats.failures else 0


if __name__ == "__main__":
    sys.exit(main())
