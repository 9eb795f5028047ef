"""Magic: Made Mundane with agents: replay, serialisation, copies, simulation and the CLI."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mtg_engine.agents import RandomAgent
from mtg_engine.agents.base import play_out
from mtg_engine.cli import main as mtg_main
from mtg_engine.variants.mundane import cli
from mtg_engine.variants.mundane.abilities import SAMPLE_TABLE
from mtg_engine.variants.mundane.actions import action_from_json, action_to_json
from mtg_engine.variants.mundane.agent import MundaneHeuristicAgent
from mtg_engine.variants.mundane.config import MundaneConfig, table_items
from mtg_engine.variants.mundane.game import ZONES, MundaneGame
from mtg_engine.variants.mundane.sim import advantage, run_sim, wilson

ALL_SWITCHES = MundaneConfig(stacking=True, choose_hand=True, mulligans=True,
                             abilities=table_items(SAMPLE_TABLE))


def record(game: MundaneGame, seed: int) -> list[object]:
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    actions = []
    while not game.is_over:
        p = game.pending.player
        a = agents[p].choose(game, p)
        actions.append(a)
        game.apply(a)
    return actions


@pytest.mark.parametrize("config", [MundaneConfig(), ALL_SWITCHES])
def test_seed_and_actions_replay_exactly(config: MundaneConfig) -> None:
    g = MundaneGame(config, seed=42)
    actions = record(g, 7)
    replay = MundaneGame(config, seed=42)
    for a in actions:
        replay.apply(action_from_json(json.loads(json.dumps(action_to_json(a)))))
    assert replay.to_json() == g.to_json() and replay.winner == g.winner


def test_json_round_trip_and_copy_mid_game() -> None:
    g = MundaneGame(ALL_SWITCHES, seed=5)
    actions = record(g.copy(), 3)
    half = len(actions) // 2
    for a in actions[:half]:
        g.apply(a)
    snapshot = json.loads(json.dumps(g.to_json()))
    restored = MundaneGame.from_json(snapshot)
    twin = g.copy()
    assert restored.to_json() == g.to_json() == twin.to_json()
    assert restored.legal_actions() == g.legal_actions()
    for a in actions[half:]:
        restored.apply(a)
        g.apply(a)
    assert restored.to_json() == g.to_json() and g.is_over
    assert twin.to_json() == snapshot  # the copy was untouched


@pytest.mark.parametrize("config", [MundaneConfig(), ALL_SWITCHES,
                                    MundaneConfig(abilities=table_items(SAMPLE_TABLE))])
def test_random_games_finish_and_conserve_cards(config: MundaneConfig) -> None:
    for seed in range(60):
        g = MundaneGame(config, seed=seed)
        play_out(g, [RandomAgent(seed), RandomAgent(seed + 100)])
        assert g.is_over and g.winner in (0, 1)
        for p, pl in enumerate(g.players):
            cards = sorted(c for z in ZONES for c in getattr(pl, z))
            assert cards == list(range(len(config.decks[p])))


def test_heuristic_beats_random_from_either_seat() -> None:
    h = MundaneHeuristicAgent()
    wins = 0
    for seed in range(100):
        first = MundaneGame(seed=seed)
        play_out(first, [h, RandomAgent(seed)])
        second = MundaneGame(seed=seed + 1000)
        play_out(second, [RandomAgent(seed), h])
        wins += (first.winner == 0) + (second.winner == 1)
    assert wins >= 190


def test_sim_counts_and_reproducibility() -> None:
    a = run_sim(MundaneConfig(), 600, seed=3)
    b = run_sim(MundaneConfig(), 600, seed=3, jobs=2)
    assert a == b  # counts and total turns
    assert a.first_player_wins + a.second_player_wins + a.draws == 600
    assert a != run_sim(MundaneConfig(), 600, seed=4)


def test_intervals() -> None:
    lo, hi = wilson(50, 100)
    assert round(lo, 4) == 0.4038 and round(hi, 4) == 0.5962
    from mtg_engine.variants.mundane.sim import SimResult
    mean, lo, hi = advantage(SimResult(100, 60, 40, 0))
    # Scores +1 x60, -1 x40: mean 0.2, variance 1 - 0.04 = 0.96, half-width 1.96*sqrt(.0096).
    assert mean == pytest.approx(0.2) and hi - mean == pytest.approx(0.192038, abs=1e-5)


def test_cli_sim_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert mtg_main(["mundane", "sim", "--games", "50", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"games", "first_player_wins", "second_player_wins", "draws"}
    assert data["games"] == 50
    assert data == run_sim(MundaneConfig(), 50, seed=1).to_json()


def test_cli_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "deck.txt"
    bad.write_text("4 A\n4 X\n")
    assert mtg_main(["mundane", "sim", "--deck", str(bad)]) == 2
    assert "deck.txt line 2: unknown rank 'X'" in capsys.readouterr().err
    assert mtg_main(["mundane", "sim", "--critters", "30"]) == 2
    assert "--critters and --credits go together" in capsys.readouterr().err
    assert mtg_main(["mundane", "play", "--abilities", str(tmp_path / "none.yaml")]) == 2
    assert "cannot read ability table" in capsys.readouterr().err


def test_terminal_play_to_the_end() -> None:
    out = io.StringIO()
    rc = cli.play_terminal(MundaneConfig(abilities=table_items(SAMPLE_TABLE)), 9, 0,
                           io.StringIO("x\n99\n²\n" + "9" * 50 + "\n" + "1\n" * 2000), out)
    text = out.getvalue()
    assert rc == 0 and "Game over after" in text
    assert "please type a number from 1 to" in text
    quit_out = io.StringIO()
    assert cli.play_terminal(MundaneConfig(), 9, 1, io.StringIO("q\n"), quit_out) == 1
    assert "game abandoned" in quit_out.getvalue()
