"""Magic: Made Mundane (Marc LeBrun, 2010): a minimal Magic-like game for ordinary playing
cards, as a state machine with the project's decision-point API, its extensions as switches,
a heuristic agent, simulation and terminal play."""

from mtg_engine.variants.mundane.actions import Decision, IllegalAction
from mtg_engine.variants.mundane.agent import MundaneHeuristicAgent
from mtg_engine.variants.mundane.config import MundaneConfig, preset
from mtg_engine.variants.mundane.game import MundaneGame

__all__ = ["Decision", "IllegalAction", "MundaneConfig", "MundaneGame", "MundaneHeuristicAgent",
           "preset"]
