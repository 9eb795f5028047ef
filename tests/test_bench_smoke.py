"""Every benchmark runs (small sizes) and prints its figures: a smoke run, not a timing test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
RUNS = {
    "random_games.py": ["--quick"],
    "blocking.py": ["--quick"],
    "goldfish.py": ["--games", "2000"],
    "mundane.py": ["--games", "20"],
    "microcontroller.py": ["--steps", "2000", "--factor-up-to", "100"],
    "fuzz.py": ["--games", "1", "--max-actions", "100"],
    "fit_evaluation.py": ["--games", "4"],
    "search_pairs.py": ["--games", "1", "--a", "level=1", "--b", "level=1,z=1.0,margin=0.01"],
}


@pytest.mark.parametrize("script", sorted(RUNS))
def test_benchmark_runs(script: str) -> None:
    proc = subprocess.run([sys.executable, str(BENCH / script), *RUNS[script]],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip(), "the benchmark printed nothing"
