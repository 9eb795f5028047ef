"""Progress bars: drawn on a terminal, never into a pipe or with --json; intervals in range."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtg_engine.analysis.stats import SimResult, advantage, wilson
from mtg_engine.cli import main
from mtg_engine.variants.progress import Progress


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_draws_on_a_terminal_only() -> None:
    tty, pipe = _Tty(), io.StringIO()
    for stream in (tty, pipe):
        with Progress(4, "games", stream=stream) as bar:
            for _ in range(4):
                bar.advance(1)
    assert "games" in tty.getvalue() and "4/4" in tty.getvalue()
    assert pipe.getvalue() == ""
    hidden = _Tty()
    with Progress(4, "games", stream=hidden, enabled=False) as bar:
        bar.advance(4)
    assert hidden.getvalue() == ""


def test_sim_json_prints_only_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "2", "--jobs", "1", "--agents", "random,random", "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["games"] == 2
    assert out.err == ""


@given(st.integers(0, 50), st.integers(0, 50))
def test_wilson_interval_stays_in_0_1(k: int, extra: int) -> None:
    lo, hi = wilson(k, k + extra)
    assert 0.0 <= lo <= hi <= 1.0


@given(st.integers(0, 20), st.integers(0, 20), st.integers(0, 5))
def test_advantage_interval_stays_in_minus_1_1(first: int, second: int, draws: int) -> None:
    res = SimResult()
    for _ in range(first):
        res.record(0, 5)
    for _ in range(second):
        res.record(1, 5)
    for _ in range(draws):
        res.record(None, 5)
    mean, lo, hi = advantage(res)
    assert -1.0 <= lo <= mean <= hi <= 1.0
