"""`mtg sim` at scale: seatings swapped, one JSON line per game (a replayable record), matchup
tables, Ctrl-C keeping finished games, and the Ray backend giving the local backend's results."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtg_engine.actions import action_from_json
from mtg_engine.cli import main
from mtg_engine.game import Game
from mtg_engine.simulation import backends, games
from mtg_engine.simulation.games import RunConfig, Side, game_specs

DECKS = Path(__file__).resolve().parents[1] / "mtg_engine" / "cards" / "builtin" / "decks"


def test_swapped_seatings_give_each_agent_each_deck_first_and_second() -> None:
    specs = game_specs(0, 8, (Side("search", "A"), Side("random", "B")), swap=True)
    seen = {(s.sides[seat].agent, s.sides[seat].deck, seat) for s in specs for seat in (0, 1)}
    assert seen == {(a, d, seat) for a in ("search", "random") for d in "AB" for seat in (0, 1)}
    for s in specs:  # side 0 (the first agent) sits where side_of_seat says
        assert s.sides[s.side_of_seat.index(0)].agent == "search"
    assert [s.seed for s in specs] == list(range(8))


def test_first_game_continues_a_run_in_chunks(tmp_path: Path) -> None:
    """`--first-game 4 --games 4` plays games 4-7 of the seed's sequence: the same games (seeds,
    seatings, winners) as the second half of one 8-game run."""
    whole, chunk = tmp_path / "whole.jsonl", tmp_path / "chunk.jsonl"
    base = ["sim", "--jobs", "1", "--seed", "3", "--agents", "heuristic,random", "--swap"]
    assert main([*base, "--games", "8", "--out", str(whole)]) == 0
    assert main([*base, "--games", "4", "--first-game", "4", "--out", str(chunk)]) == 0

    def games(path: Path) -> list[tuple[int, int, list[int], int | None]]:
        rows = [json.loads(x) for x in path.read_text().splitlines()]
        return [(r["index"], r["seed"], r["sides"], r["winner"]) for r in rows]

    assert games(chunk) == games(whole)[4:]
    assert [g[0] for g in games(chunk)] == [4, 5, 6, 7]
    assert main([*base, "--first-game", "-1"]) == 2


def test_out_writes_one_replayable_json_line_per_game(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.jsonl"
    assert main(["sim", "--games", "4", "--jobs", "1", "--seed", "3", "--agents",
                 "heuristic,random", "--swap", "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [x["index"] for x in lines] == [0, 1, 2, 3]
    for x in lines:
        assert {"seed", "decks", "agents", "winner", "turns", "actions"} <= set(x)
        game = Game.new([x["deck_cards"][d] for d in x["decks"]], seed=x["seed"])
        for a in x["actions"]:
            game.apply(action_from_json(a))
        assert game.winner == x["winner"] and game.turn == x["turns"]
    heuristic = summary["sides"][0]
    assert heuristic["agent"] == "heuristic" and heuristic["games"] == 4
    assert heuristic["wins"] == sum(1 for x in lines if x["winner"] is not None
                                    and x["sides"][x["winner"]] == 0)


def test_decks_plays_every_pair_into_a_matchup_table(capsys: pytest.CaptureFixture[str]) -> None:
    rg, wb = str(DECKS / "red_green.txt"), str(DECKS / "white_black.txt")
    assert main(["sim", "--games", "2", "--jobs", "1", "--decks", rg, wb, rg, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    pairs = [(m["a"], m["b"]) for m in data["matchups"]]
    assert pairs == [("red_green", "white_black"), ("red_green", "red_green#2"),
                     ("white_black", "red_green#2")]
    assert all(m["games"] == 2 and m["a_wins"] + m["b_wins"] + m["draws"] == 2
               for m in data["matchups"])
    assert data["games"] == 6
    main(["sim", "--games", "2", "--jobs", "1", "--decks", rg, wb])
    text = capsys.readouterr().out
    assert "Row deck's win rate against the column deck" in text and "white_black" in text


def test_ctrl_c_stops_and_keeps_the_finished_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    real = games.play_chunk
    played: list[int] = []

    def interrupted(specs, config, keep=True):  # type: ignore[no-untyped-def]
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(specs[0].index)
        return real(specs, config, keep)

    monkeypatch.setattr(backends, "play_chunk", interrupted)
    out = tmp_path / "g.jsonl"
    assert main(["sim", "--games", "10", "--jobs", "1", "--out", str(out)]) == 130
    assert len(out.read_text().splitlines()) == 3
    assert "Interrupted: 3 of 10 games finished." in capsys.readouterr().out


def test_search_agents_play_in_sim_and_report_their_thinking_time(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "1", "--jobs", "1", "--agents", "search,heuristic",
                 "--ai-level", "1", "--json"]) == 0
    search = json.loads(capsys.readouterr().out)["sides"][0]
    assert search["agent"] == "search" and search["games"] == 1
    assert search["decisions"] > 0 and search["seconds_per_decision"] > 0


def test_bad_options_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--agents", "search,nobody"]) == 2
    assert main(["sim", "--ai-level", "9"]) == 2
    assert main(["sim", "--address", "ray://x:1"]) == 2
    assert main(["sim", "--decks", str(DECKS / "red_green.txt")]) == 2
    assert "--decks needs at least two" in capsys.readouterr().err


def test_the_ray_backend_plays_the_same_games_as_the_local_one() -> None:
    """Six heuristic-random games and one search-heuristic game (level 1: the search agent's
    playouts and imagined worlds are seeded, so a Ray worker, another process with its own
    hash seed, plays it move for move as this process does)."""
    ray = pytest.importorskip("ray")
    specs = game_specs(9, 6, (Side("heuristic", "a"), Side("random", "b")), swap=True)
    specs += game_specs(9, 1, (Side("search", "a"), Side("heuristic", "b")), swap=True, start=6)
    from mtg_engine.formats.decklist import starter_deck

    config = RunConfig({"a": tuple(starter_deck("red_green").cards()),
                        "b": tuple(starter_deck("white_black").cards())}, level=1)
    local = sorted(backends.run_local(specs, config, jobs=1), key=lambda r: r.index)
    try:
        ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
        remote = sorted(backends.run_ray(specs, config, None, 1), key=lambda r: r.index)
    finally:
        ray.shutdown()
    strip = [(r.index, r.seed, r.decks, r.agents, r.winner, r.turns, r.actions) for r in local]
    assert strip == [(r.index, r.seed, r.decks, r.agents, r.winner, r.turns, r.actions)
                     for r in remote]
    assert local[6].agents.count("search") == 1 and local[6].decisions[local[6].agents.index(
        "search")] > 0


def test_the_ray_backend_without_ray_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    assert main(["sim", "--games", "2", "--backend", "ray"]) == 2
    assert "pip install 'mtg_engine[ray]'" in capsys.readouterr().err
