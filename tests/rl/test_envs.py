"""The reinforcement-learning environments pass PettingZoo's and Gymnasium's own API checks,
reset reproducibly from a seed, mask exactly the legal actions and pay +1/-1 at the end."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.rl.encoding import MAX_ACTIONS, OBS_SIZE, slots
from mtg_engine.rl.env import MtgEnv
from mtg_engine.rl.gym import MtgGymEnv


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_the_aec_environment_passes_the_pettingzoo_api_test() -> None:
    api_test(MtgEnv(max_steps=400), num_cycles=300)


def test_the_gymnasium_environment_passes_check_env() -> None:
    check_env(MtgGymEnv(max_steps=400), skip_render_check=True)


def test_a_seeded_reset_deals_the_same_game() -> None:
    a, b = MtgGymEnv(), MtgGymEnv()
    oa, _ = a.reset(seed=12)
    ob, _ = b.reset(seed=12)
    assert np.array_equal(oa, ob) and oa.shape == (OBS_SIZE,)
    assert a.game.to_json() == b.game.to_json()  # type: ignore[union-attr]
    a.reset(seed=13)
    assert a.game.to_json() != b.game.to_json()  # type: ignore[union-attr]


def test_the_mask_marks_the_legal_actions_and_a_game_ends_with_plus_or_minus_one() -> None:
    env = MtgGymEnv(opponent=RandomAgent(1), seat=1)
    _, info = env.reset(seed=4)
    rng = np.random.default_rng(0)
    total, done = 0.0, False
    while not done:
        m = info["action_mask"]
        legal = slots(env.game)  # type: ignore[arg-type]
        assert m.sum() == len(legal) > 1 and m.shape == (MAX_ACTIONS,)
        _, r, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(m))))
        total += r
        done = term or trunc
    assert env.game.is_over  # type: ignore[union-attr]
    assert total == (1.0 if env.game.winner == 1 else -1.0)  # type: ignore[union-attr]


def test_a_masked_out_action_is_refused_when_asked_and_changes_nothing() -> None:
    env = MtgGymEnv(invalid_action="raise")
    env.reset(seed=1)
    before = env.game.to_json()  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="not legal"):
        env.step(MAX_ACTIONS - 1)
    assert env.game.to_json() == before  # type: ignore[union-attr]


def test_aec_rewards_are_zero_sum_at_the_end() -> None:
    env = MtgEnv()
    env.reset(seed=3)
    rng = np.random.default_rng(1)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(max_iter=20_000):
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    assert sorted(totals.values()) == [-1.0, 1.0]
