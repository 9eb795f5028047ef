"""Settings shared by the whole suite."""

from hypothesis import settings

# Performance is measured by the benchmarks in bench/, never by timings in tests: Hypothesis's
# default 200 ms deadline per example turns a loaded machine into a failing test.
settings.register_profile("mtg_engine", deadline=None)
settings.load_profile("mtg_engine")
