"""Fit the search agent's leaf evaluation (`mtg_engine.agents.evaluation.WEIGHTS`) on self-play.

Plays games between heuristic agents that make a random move with probability `--epsilon`
(so that the positions include mistakes and their consequences) on the starter decks and, when
MTG_ENGINE_CARDS points at MTGJSON's AtomicCards, the M21 lists, both decks in both seats. With
`--careful` (the default) one seat plays the careful heuristic and the other the plain one,
alternating by seed: the positions the search agent's playouts reach (its own moves by the
careful policy, the opponent's by the plain model).
At the first decision of every turn it records each player's features; the label is whether
that player went on to win. A logistic regression without intercept on the feature differences
(each position seen from both sides, so the model is symmetric) gives the weights. The games
are split by seed into a training and a held-out half; the held-out log-loss and accuracy are
printed for the fitted model, the current WEIGHTS and the old hand-set evaluation.

    nice -n 19 python bench/fit_evaluation.py --games 300
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

import numpy as np

from mtg_engine.agents.evaluation import FEATURES, WEIGHTS, features
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.search import evaluate_old as hand_set
from mtg_engine.formats.decklist import load_deck, starter_deck
from mtg_engine.game import Game

HERE = Path(__file__).resolve().parent
SHARED_DECKS = HERE.parent.parent / "shared" / "data" / "decks"  # ../shared beside the repo


def deck_pairs() -> list[tuple[str, list[str], list[str]]]:
    pairs = [("starter", starter_deck("red_green").cards(), starter_deck("white_black").cards())]
    if os.environ.get("MTG_ENGINE_CARDS") and SHARED_DECKS.is_dir():
        pairs.append(("m21", load_deck(str(SHARED_DECKS / "mono_green_m21.txt")).cards(),
                      load_deck(str(SHARED_DECKS / "mono_red_m21.txt")).cards()))
    return pairs


Row = tuple[list[float], list[float], float]


def play(decks: list[list[str]], seed: int, epsilon: float,
         careful: bool = True) -> tuple[list[Row], int | None]:
    """One game's positions (features of player 0 and of player 1 at each turn's start, the
    old hand-set evaluation for player 0) and its winner."""
    g = Game.new(decks, seed=seed)
    wary = seed % 2 if careful else -1  # the seat playing the careful policy, if any
    agents = [HeuristicAgent(seed, careful=wary == 0), HeuristicAgent(seed + 1, careful=wary == 1)]
    rng = random.Random(seed)
    rows = []
    turn = -1
    for _ in range(20_000):
        if g.is_over:
            break
        if g.turn != turn:
            turn = g.turn
            rows.append((features(g, 0), features(g, 1), hand_set(g, 0)))
        p = g.pending.player  # type: ignore[union-attr]
        actions = g.legal_actions()
        a = rng.choice(actions) if len(actions) > 1 and rng.random() < epsilon else agents[p].choose(g, p)
        g.apply(a)
    return rows, g.winner


def dataset(games: int, epsilon: float, seed: int, careful: bool = True) -> tuple[np.ndarray, ...]:
    xs, ys, groups, old = [], [], [], []
    pairs = deck_pairs()
    npairs = len(pairs)
    for k, (name, a, b) in enumerate(pairs):
        for i in range(games):
            decks = [a, b] if i % 2 == 0 else [b, a]
            rows, winner = play(decks, seed * 1_000_003 + i, epsilon, careful)
            if winner is None:
                continue
            # one column per deck pair: +1 when player 0 plays the pair's first deck. It takes
            # up how much better one deck is than the other, so that the features' weights
            # measure what a position is worth within a matchup, not which deck tends to win
            deck_cols = [0.0] * npairs
            deck_cols[k] = 1.0 if i % 2 == 0 else -1.0
            for f0, f1, e in rows:
                old += [e, 1 - e]
                d = [x - y for x, y in zip(f0, f1)] + deck_cols
                xs += [d, [-v for v in d]]
                ys += [1.0 if winner == 0 else 0.0, 1.0 if winner == 1 else 0.0]
                groups += [i % 4 < 2] * 2  # games 0, 1 (mod 4) train, 2, 3 are held out
        print(f"{name}: {games} games played", flush=True)
    return np.array(xs), np.array(ys), np.array(groups), np.array(old)


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 50) -> np.ndarray:
    """Logistic regression without intercept by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - y) / len(y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def report(label: str, p: np.ndarray, y: np.ndarray) -> None:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
    acc = np.mean((p > 0.5) == (y > 0.5))
    print(f"{label:28s} held-out log-loss {loss:.4f}  accuracy {acc:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per deck pair")
    ap.add_argument("--epsilon", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--careful", action=argparse.BooleanOptionalAction, default=True,
                    help="one seat plays the careful heuristic (the search agent's own policy)")
    ap.add_argument("--cache", help="keep the positions played in this .npz file and read them "
                    "from it when it exists (to compare feature sets without replaying)")
    args = ap.parse_args()
    t = time.perf_counter()
    if args.cache and Path(args.cache).exists():
        data = np.load(args.cache)
        x, y, train, old = data["x"], data["y"], data["train"], data["old"]
    else:
        x, y, train, old = dataset(args.games, args.epsilon, args.seed, args.careful)
        if args.cache:
            np.savez(args.cache, x=x, y=y, train=train, old=old)
    print(f"{len(y)} samples in {time.perf_counter() - t:.0f} s")
    w = fit(x[train], y[train])
    test = ~train
    report("fitted", 1 / (1 + np.exp(-x[test] @ w)), y[test])
    nf = len(FEATURES)
    report("fitted, features only", 1 / (1 + np.exp(-x[test][:, :nf] @ w[:nf])), y[test])
    wf = fit(x[train][:, :nf], y[train])  # fitted without the deck columns
    report("fitted without decks", 1 / (1 + np.exp(-x[test][:, :nf] @ wf)), y[test])
    k = len(WEIGHTS)  # the current weights may cover only the first features
    report("current WEIGHTS", 1 / (1 + np.exp(-x[test][:, :k] @ np.array(WEIGHTS))), y[test])
    if k < nf:  # the features the current weights know, refitted on the same games
        wk = fit(x[train][:, :k], y[train])
        report(f"fitted, first {k} features", 1 / (1 + np.exp(-x[test][:, :k] @ wk)), y[test])
    report("old hand-set evaluation", old[test], y[test])
    report("constant 0.5", np.full(test.sum(), 0.5), y[test])
    w_all = fit(x, y)
    print("fitted on all games:")
    for name, v in zip((*FEATURES, *(f"deck pair {k}" for k in range(len(w_all) - nf))), w_all):
        print(f"  {name:12s} {v: .4f}")
    print("WEIGHTS = (" + ", ".join(f"{v:.4g}" for v in w_all[:nf]) + ")")


if __name__ == "__main__":
    main()
