"""Goldfish simulation: one player, lands and spells of cost 1-6, T turns, three policies."""

from mtg_engine.variants.goldfish.decks import GoldfishDeck, parse_composition
from mtg_engine.variants.goldfish.sim import POLICIES, GoldfishResult, simulate

__all__ = ["POLICIES", "GoldfishDeck", "GoldfishResult", "parse_composition", "simulate"]
