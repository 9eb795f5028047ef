"""Where the 99th percentiles of `legal_actions()` and `apply()` come from (issue 12).

    python bench/outliers.py [--games N] [--seed S] [--top K]

Random-vs-random games on the two starter decks (the same games as `random_games.py`), each
call timed on the thread CPU clock (what a loaded machine does not inflate). For each of the
two calls: mean and p99, then the calls at or above the p99 grouped by what was asked (the
pending decision) or done (the action; a choice with the decision it answered; a priority
pass split into "resolve" when the stack was not empty, else the step it moved from and to,
turn-based actions included), and every group's count, mean and maximum over all calls.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import time

from mtg_engine.actions import Choose, PassPriority
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game

MAX_ACTIONS = 5000


def decision_kind(game: Game) -> str:
    d = game.state.pending
    purpose = getattr(d, "purpose", "")
    return type(d).__name__ + (f"/{purpose}" if purpose else "")


def action_kind(game: Game, action: object, asked: str, stack: int, step: str, turn: int) -> str:
    """What `action` did (read after it was applied); a choice with the decision it answered."""
    if isinstance(action, Choose):
        return f"Choose: {asked}"
    if not isinstance(action, PassPriority):
        return type(action).__name__
    if stack:
        return "PassPriority: resolve"
    new_turn = " (new turn)" if game.state.turn != turn else ""
    return f"PassPriority: {step} -> {game.state.step.name}{new_turn}"


def play(seed: int, decks: list[list[str]],
         rows: dict[str, list[tuple[int, str]]]) -> None:
    game = Game.new(decks, seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 10_000)]
    cpu = time.thread_time_ns
    n = 0
    while not game.is_over and n < MAX_ACTIONS:
        asked = decision_kind(game)
        player = game.state.pending.player  # type: ignore[union-attr]
        c0 = cpu()
        acts = game.legal_actions()
        c1 = cpu()
        action = acts[agents[player].rng.randrange(len(acts))]
        stack, step, turn = len(game.state.stack), game.state.step.name, game.state.turn
        c2 = cpu()
        game.apply(action)
        c3 = cpu()
        rows["legal_actions"].append((c1 - c0, asked))
        rows["apply"].append((c3 - c2, action_kind(game, action, asked, stack, step, turn)))
        n += 1


def report(name: str, rows: list[tuple[int, str]], top: int) -> None:
    times = [t for t, _ in rows]
    p99 = statistics.quantiles(times, n=100)[98] if len(times) >= 100 else max(times)
    print(f"{name}: {len(times)} calls, mean {statistics.mean(times) / 1e3:.0f} us, "
          f"p99 {p99 / 1e3:.0f} us (CPU time)")
    slow = collections.Counter(k for t, k in rows if t >= p99)
    groups: dict[str, list[int]] = collections.defaultdict(list)
    for t, k in rows:
        groups[k].append(t)
    print(f"  {'calls at or above the p99, by kind':<52} {'slow':>5} {'all':>6} {'mean':>6} {'max':>7}")
    for kind, count in slow.most_common(top):
        g = groups[kind]
        print(f"  {kind:<52} {count:>5} {len(g):>6} {statistics.mean(g) / 1e3:>6.0f} "
              f"{max(g) / 1e3:>7.0f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=12, help="groups listed per call")
    args = ap.parse_args()
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    rows: dict[str, list[tuple[int, str]]] = {"legal_actions": [], "apply": []}
    for i in range(args.games):
        play(args.seed + i, decks, rows)
    print(f"{args.games} random games, starter decks; times in us")
    for name, r in rows.items():
        report(name, r, args.top)


if __name__ == "__main__":
    main()
