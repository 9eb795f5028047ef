"""Reinforcement-learning environments over the decision-point API (extra `mtg_engine[rl]`).

- `mtg_engine.rl.env.MtgEnv`: a PettingZoo AEC environment, both seats learning.
- `mtg_engine.rl.gym.MtgGymEnv`: a Gymnasium environment, one seat learning against an agent.
- `mtg_engine.rl.encoding`: the observation tensors and action slots both use (numpy only).

Gymnasium and PettingZoo are imported only by the modules that need them.
"""
