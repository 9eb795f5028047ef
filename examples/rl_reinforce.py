"""Train a small policy on `MtgGymEnv` with REINFORCE (numpy only) and measure it against
`RandomAgent`.

    python examples/rl_reinforce.py --episodes 300 --eval 200

The policy is linear in the features of each legal action (the action slots of the observation),
crossed with a few features of the position (whose turn, the pending decision): the logit of slot
i is theta . (a_i outer g), a softmax over the slots the mask allows. Training plays the learner
against RandomAgent in both seats; the evaluation plays the greedy policy on fresh seeds and
prints its win rate with a Wilson 95% interval, next to the untrained policy's (uniform over
the legal actions, sampled).

Measured (session 16, seed 0, the command above, 300 episodes in about 17 minutes on a shared
2-core machine): the trained greedy policy won 195 of 200 games against RandomAgent, 97.5%
(Wilson 95% 94.3%-98.9%); the untrained one 99 of 200, 49.5% (42.6%-56.4%).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.analysis.stats import wilson
from mtg_engine.rl.encoding import ACTION_FEATURES, GLOBAL, MAX_ACTIONS, PLAYER_FEATURES
from mtg_engine.rl.gym import MtgGymEnv

# position features the action features are crossed with: bias, my turn, the pending kind
G_INDEX = [2 * PLAYER_FEATURES + 1, *range(GLOBAL - 5, GLOBAL)]
N_G = 1 + len(G_INDEX)


def features(obs: np.ndarray) -> np.ndarray:
    """(MAX_ACTIONS, ACTION_FEATURES * N_G): each slot's features crossed with the position's."""
    acts = obs[GLOBAL:].reshape(MAX_ACTIONS, ACTION_FEATURES)
    g = np.concatenate([[1.0], obs[G_INDEX]])
    return (acts[:, :, None] * g[None, None, :]).reshape(MAX_ACTIONS, -1)


def policy(theta: np.ndarray, obs: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    phi = features(obs)
    logits = phi @ theta
    logits = np.where(mask.astype(bool), logits, -np.inf)
    p = np.exp(logits - logits.max())
    return p / p.sum(), phi


def play(env: MtgGymEnv, theta: np.ndarray, seed: int, rng: np.random.Generator | None,
         ) -> tuple[float, list[tuple[np.ndarray, int, np.ndarray]]]:
    """One episode: its reward and the (features, action, probabilities) of each step; greedy
    when rng is None."""
    obs, info = env.reset(seed=seed)
    steps = []
    done, reward = False, 0.0
    while not done:
        p, phi = policy(theta, obs, info["action_mask"])
        a = int(np.argmax(p)) if rng is None else int(rng.choice(MAX_ACTIONS, p=p))
        steps.append((phi, a, p))
        obs, reward, term, trunc, info = env.step(a)
        done = term or trunc
    return reward, steps


def evaluate(theta: np.ndarray, games: int, seed: int, greedy: bool) -> tuple[int, int]:
    env = MtgGymEnv(opponent=RandomAgent(seed), seat=None, max_steps=3000)
    rng = None if greedy else np.random.default_rng(seed)
    wins = sum(play(env, theta, seed + i, rng)[0] > 0 for i in range(games))
    return wins, games


def train(episodes: int, lr: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    env = MtgGymEnv(opponent=RandomAgent(seed), seat=None, max_steps=3000)
    theta = np.zeros(ACTION_FEATURES * N_G)
    baseline, wins = 0.0, 0
    for ep in range(episodes):
        reward, steps = play(env, theta, 10_000 + seed * 100_000 + ep, rng)
        adv = reward - baseline
        baseline += 0.05 * (reward - baseline)
        grad = np.zeros_like(theta)
        for phi, a, p in steps:  # d log softmax = phi[a] - E_p[phi]
            grad += phi[a] - p @ phi
        theta += lr * adv * grad / max(1, len(steps))
        wins += reward > 0
        if (ep + 1) % 50 == 0:
            print(f"  episode {ep + 1}: {wins} wins in the last 50 (sampling)", flush=True)
            wins = 0
    return theta


def main() -> None:
    ap = argparse.ArgumentParser(description="REINFORCE on MtgGymEnv against RandomAgent")
    ap.add_argument("--episodes", type=int, default=300)
    ap.add_argument("--eval", type=int, default=200, help="evaluation games (greedy policy)")
    ap.add_argument("--lr", type=float, default=0.5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", help="save the weights (.npy)")
    args = ap.parse_args()
    t = time.perf_counter()
    theta = train(args.episodes, args.lr, args.seed)
    print(f"trained {args.episodes} episodes in {time.perf_counter() - t:.0f} s")
    if args.save:
        np.save(args.save, theta)
    for label, th, greedy in (("untrained (uniform over legal actions)", np.zeros_like(theta), False),
                              ("trained (greedy)", theta, True)):
        w, n = evaluate(th, args.eval, 1_000_000 + args.seed, greedy)
        lo, hi = wilson(w, n)
        print(f"{label}: wins {w} of {n} against RandomAgent = {w / n:.1%} (95% {lo:.1%}-{hi:.1%})")


if __name__ == "__main__":
    main()
