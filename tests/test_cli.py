"""The `mtg` command: play (AI vs AI), sim, and clear errors for bad input."""

from __future__ import annotations

import json

import pytest

from mtg_engine.cli import main


def test_play_ai_vs_ai_plays_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--ai-vs-ai", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Game seed 3" in out
    last = out.rstrip().splitlines()[-1]
    assert " wins on turn " in last or last == "The game is a draw."


def test_play_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--ai-vs-ai", "--seed", "8"])
    first = capsys.readouterr().out
    main(["play", "--ai-vs-ai", "--seed", "8"])
    assert capsys.readouterr().out == first


def test_play_bad_deck_file_names_the_line(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("4 Lightning Bolt\nfour Shock\n")
    assert main(["play", "--ai-vs-ai", "--deck-a", str(deck)]) == 2
    assert "bad.txt:2" in capsys.readouterr().err


def test_play_unknown_card_is_named(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "odd.txt"
    deck.write_text("60 Lightning Bolz\n")
    assert main(["play", "--ai-vs-ai", "--deck-a", str(deck)]) == 2
    err = capsys.readouterr().err
    assert "Lightning Bolz" in err and "Lightning Bolt" in err


def test_sim_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--games", "4", "--jobs", "1", "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4
    assert data["first_player_wins"] + data["second_player_wins"] + data["draws"] == 4


def test_sim_is_the_same_on_any_number_of_processes(capsys: pytest.CaptureFixture[str]) -> None:
    main(["sim", "--games", "12", "--jobs", "1", "--seed", "5", "--json", "--agents",
          "random,heuristic"])
    one = json.loads(capsys.readouterr().out)
    main(["sim", "--games", "12", "--jobs", "2", "--seed", "5", "--json", "--agents",
          "random,heuristic"])
    two = json.loads(capsys.readouterr().out)
    for result in (one, two):  # timings differ from run to run; everything else may not
        result.pop("seconds")
        for side in result["sides"]:
            side.pop("seconds_per_decision")
            side.pop("cpu_seconds_per_decision")
    assert one == two
