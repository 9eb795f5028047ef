"""Simulation at scale: seeded AI-vs-AI games as records, run on local processes or on Ray,
written as JSON lines and summed up in win-rate tables (the engine of `mtg sim`)."""
