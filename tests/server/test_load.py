"""The load test, small: concurrent games of scripted WebSocket clients on loopback, a server
restart in the middle; every action acknowledged, none lost, every game resumed exactly
(the full size is `python bench/server_load.py --games 50`)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("websockets")
pytest.importorskip("httpx")

BENCH = Path(__file__).resolve().parents[2] / "bench" / "server_load.py"


def test_concurrent_games_with_a_restart_in_the_middle(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("server_load", BENCH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["server_load"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    r = mod.run(games=8, actions=30, db=tmp_path / "load.sqlite")
    assert r["lost"] == 0 and r["errors"] == 0
    assert r["resumed_exactly"] == 8
    # every action sent was acknowledged, but for those in flight when the server stopped
    assert r["actions_acked"] + r["in_flight_at_restart"] == r["actions_sent"]
    assert r["actions_acked"] >= 8 * 30
    assert r["p99_ms"] >= r["p50_ms"] > 0
