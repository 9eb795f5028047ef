"""The random game loop's parts timed on the same positions, for A/B comparisons on a loaded
machine (less noise than whole games: each position is timed several times, the minimum kept).

    python bench/loop_parts.py [--games N] [--every K] [--repeat R]
    python bench/loop_parts.py --by-kind [--games N]

Positions: every K-th decision of N seeded random games on the starter decks, copied just
before `legal_actions()` (the copy keeps the computed values the game had then). For each
repeat, fresh copies are made (untimed) and `legal_actions()` then `apply()` of the action the
game chose is timed on each (thread CPU clock, the cyclic GC off); printed: the mean over
positions of each position's minimum, in microseconds.

--by-kind: where the loop's time goes, in N seeded games played once: `apply()` by the kind of
action (a pass is "first" when the next player then gets priority, "last" when the step ends,
"stack" when the top of the stack resolves) and `legal_actions()` by the kind of decision,
each with its calls, mean and share of the whole (thread CPU clock).
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


def by_kind(games: int) -> None:
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    ns = time.thread_time_ns
    table: dict[str, list[int]] = {}

    def add(key: str, t: int) -> None:
        row = table.setdefault(key, [0, 0])
        row[0] += t
        row[1] += 1

    for seed in range(100, 100 + games):
        game = Game.new(decks, seed=seed)
        rng = random.Random(seed)
        n = 0
        while not game.is_over and n < 5000:
            decision = type(game.pending).__name__
            t0 = ns()
            acts = game.legal_actions()
            t1 = ns()
            action = acts[rng.randrange(len(acts))]
            kind = type(action).__name__
            if kind == "PassPriority":
                s = game.state
                kind += "/stack" if s.stack else "/last" if s.passes + 1 >= len(
                    s.living_players()) else "/first"
            t2 = ns()
            game.apply(action)
            t3 = ns()
            add(f"legal_actions {decision}", t1 - t0)
            add(f"apply {kind}", t3 - t2)
            n += 1
    total = sum(t for t, _ in table.values())
    for key, (t, calls) in sorted(table.items(), key=lambda kv: -kv[1][0]):
        print(f"{key:40s} {calls:7d} calls {t / calls / 1e3:8.1f} us {100 * t / total:5.1f}%")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--by-kind", action="store_true")
    args = ap.parse_args()
    if args.by_kind:
        by_kind(args.games)
        return
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
