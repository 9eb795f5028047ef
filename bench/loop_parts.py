"""The random game loop's parts timed on the same positions, for A/B comparisons on a loaded
machine (less noise than whole games: each position is timed several times, the minimum kept).

    python bench/loop_parts.py [--games N] [--every K] [--repeat R]

Positions: every K-th decision of N seeded random games on the starter decks, copied just
before `legal_actions()` (the copy keeps the computed values the game had then). For each
repeat, fresh copies are made (untimed) and `legal_actions()` then `apply()` of the action the
game chose is timed on each (thread CPU clock, the cyclic GC off); printed: the mean over
positions of each position's minimum, in microseconds.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game


def positions(games: int, every: int) -> list[tuple[Game, int]]:
    """(a copy of the game before legal_actions, the index of the action chosen)."""
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    out: list[tuple[Game, int]] = []
    for seed in range(100, 100 + games):
        game = Game.new(decks, seed=seed)
        rng = random.Random(seed)
        n = 0
        while not game.is_over and n < 5000:
            snap = game.copy() if n % every == 0 else None
            acts = game.legal_actions()
            i = rng.randrange(len(acts))
            if snap is not None:
                out.append((snap, i))
            game.apply(acts[i])
            n += 1
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    pos = positions(args.games, args.every)
    gc.collect()
    gc.disable()  # (thousands of saved positions alive: a collection would land in one call)
    ns = time.thread_time_ns
    best_la = [1 << 60] * len(pos)
    best_ap = [1 << 60] * len(pos)
    for _ in range(args.repeat):
        for k, (g, i) in enumerate(pos):
            c = g.copy()
            t0 = ns()
            acts = c.legal_actions()
            t1 = ns()
            c.apply(acts[i])
            t2 = ns()
            best_la[k] = min(best_la[k], t1 - t0)
            best_ap[k] = min(best_ap[k], t2 - t1)
    n = len(pos)
    print(f"{n} positions: legal_actions {sum(best_la) / n / 1e3:.1f} us, "
          f"apply {sum(best_ap) / n / 1e3:.1f} us, "
          f"sum {(sum(best_la) + sum(best_ap)) / n / 1e3:.1f} us (mean of per-position minima)")


if __name__ == "__main__":
    main()
