"""Players that drive a game through the decision-point API."""

from mtg_engine.agents.base import Agent, GameLike
from mtg_engine.agents.random_agent import RandomAgent

__all__ = ["Agent", "GameLike", "RandomAgent"]
