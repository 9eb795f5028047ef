"""The scenario test API (spec/scenario-api.md)."""

from mtg_engine.cards.database import UnknownCardError, UnsupportedCardError
from mtg_engine.core.steps import Step
from mtg_engine.state.objects import Zone
from mtg_engine.testing.scenario import Scenario, ScenarioError

__all__ = ["Scenario", "ScenarioError", "Step", "UnknownCardError", "UnsupportedCardError", "Zone"]
