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
    "outliers.py": ["--games", "1"],
    "search_pairs.py": ["--games", "1", "--a", "level=1", "--b", "level=1,z=1.0,margin=0.01"],
}


@pytest.mark.parametrize("script", sorted(RUNS))
def test_benchmark_runs(script: str) -> None:
    proc = subprocess.run([sys.executable, str(BENCH / script), *RUNS[script]],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip(), "the benchmark printed nothing"


def test_search_pairs_saves_and_pairs_with_another_checkout(tmp_path: Path) -> None:
    """`--save` then `--against`: the policy alone (search=0) against its own saved games
    agrees with itself on every game (same seeds, deterministic)."""
    saved = tmp_path / "a.txt"
    base = [sys.executable, str(BENCH / "search_pairs.py"), "--games", "2", "--a", "search=0"]
    first = subprocess.run([*base, "--b", "search=0,careful=0", "--save", str(saved)],
                           capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    assert len(saved.read_text().splitlines()) == 2
    again = subprocess.run([*base, "--against", str(saved)], capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert "won by a only 0, by b only 0" in again.stdout


def test_search_strength_summarizes_whole_blocks(tmp_path: Path) -> None:
    """`--summarize`: a run stopped after 6 games counts its first whole block of 4 (each agent
    with each deck, first and second, once), never the unfinished block."""
    out = tmp_path / "heuristic_random_starter.s3.jsonl"
    sim = subprocess.run([sys.executable, "-m", "mtg_engine.cli", "sim", "--games", "6", "--agents",
                          "heuristic,random", "--swap", "--seed", "3", "--out", str(out)],
                         capture_output=True, text=True, timeout=300)
    assert sim.returncode == 0, sim.stderr
    assert len(out.read_text().splitlines()) == 6
    proc = subprocess.run([sys.executable, str(BENCH / "search_strength.py"), "--summarize",
                           str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    row = proc.stdout.strip().splitlines()[-1]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[:3] == ["heuristic vs random", "starter", "4"]
    # the first agent's games by deck: two with each deck
    assert "red_green " in cells[5] and cells[5].count("/2") == 2


def test_search_strength_compares_two_checkouts_game_by_game(tmp_path: Path) -> None:
    """`--compare A B`: the games both directories kept (whole blocks), the first agent's wins
    in each and the discordant games; the same seeds played twice agree on every game."""
    for d in ("a", "b"):
        (tmp_path / d).mkdir()
        sim = subprocess.run([sys.executable, "-m", "mtg_engine.cli", "sim", "--games", "4" if d == "a"
                              else "6", "--agents", "heuristic,random", "--swap", "--seed", "3", "--out",
                              str(tmp_path / d / "heuristic_random_starter.s3.g0.jsonl")],
                             capture_output=True, text=True, timeout=300)
        assert sim.returncode == 0, sim.stderr
    proc = subprocess.run([sys.executable, str(BENCH / "search_strength.py"), "--compare",
                           str(tmp_path / "a"), str(tmp_path / "b")],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    cells = [c.strip() for c in proc.stdout.strip().splitlines()[-1].strip("|").split("|")]
    assert cells[0] == "heuristic_random_starter" and cells[1] == "4"  # b's 6 games: one whole block
    assert cells[2] == cells[3] and cells[4:] == ["0", "0", "1.000"]
