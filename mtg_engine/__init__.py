"""mtg_engine: a Magic: The Gathering rules engine."""

__version__ = "0.1.0"
