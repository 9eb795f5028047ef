"""`mtg micro`: run, asm, disasm and nim from the command line."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from mtg_engine.microcontroller import cli


def mtg(*argv: str) -> int:
    """Parse and run `mtg micro ...` with only this command family registered."""
    parser = argparse.ArgumentParser(prog="mtg")
    cli.register(parser.add_subparsers())
    args = parser.parse_args(["micro", *argv])
    return args.func(args)


def test_mtg_lists_the_command() -> None:
    from mtg_engine import cli as main_cli
    assert "mtg_engine.microcontroller.cli" in main_cli.COMMAND_MODULES


def test_run_json_prime_factors(capsys: pytest.CaptureFixture[str]) -> None:
    assert mtg("run", "prime-factors", "--input-a", "120", "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"registers": [2, 1, 1, 5, 5, 0, 0, 0, 0, 0, 0, 0],
                   "memory": {"0": 2, "1": 2, "2": 2, "3": 3, "4": 5}, "flag": 1,
                   "result": "draw", "instructions": 57, "alice_turns": 57, "bob_turns": 56}


def test_run_text_and_trace(capsys: pytest.CaptureFixture[str]) -> None:
    assert mtg("run", "ten-cubed", "--trace") == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["1", "card", "0", "10", "0", "10", "NumBuild", "10", "r0=10"]
    assert lines[3].split()[-1] == "r1=1000"
    assert lines[4].split()[-1] == "result=draw"
    assert lines[5] == "the game is a draw"
    assert lines[6] == "instructions: 5  (Alice's turns: 5, Bob's turns: 4)"


def test_run_nim_scripted_and_inputs_running_out(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["run", "nim", "--json", "--input-a", "1", "--input-a", "2",
            "--input-b", "1", "--input-b", "1"]
    assert mtg(*args) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["result"], out["memory"]) == (None, {"1": 1})  # Alice's move is missing
    assert mtg(*args, "--input-a", "1", "--input-a", "1") == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["result"], out["memory"]) == ("alice", {})


def test_run_max_steps(capsys: pytest.CaptureFixture[str]) -> None:
    assert mtg("run", "collatz", "--max-steps", "100", "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["result"], out["instructions"], out["alice_turns"], out["bob_turns"]) == (
        None, 100, 100, 100)


def test_run_rand_uses_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    program = tmp_path / "dice.asm"
    program.write_text("Rand20 r1\nRand20 r2\nRand6 r3\nHaltA\n")
    results = []
    for seed in ("1", "1", "2"):
        assert mtg("run", str(program), "--seed", seed, "--json") == 0
        results.append(json.loads(capsys.readouterr().out)["registers"][1:4])
    assert results[0] == results[1] != results[2]


def test_run_undefined_behaviour(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    program = tmp_path / "bad.asm"
    program.write_text("Add1 r1\nDivCeil r1 r2\n")
    assert mtg("run", str(program)) == 1
    err = capsys.readouterr().err
    assert err == ("mtg micro: error: undefined behaviour at card 3 (step 2, "
                   "symbols 7 1 2 = DivCeil r1 r2): DivCeil by r2 = 0 (Section 3)\n")


def test_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    program = tmp_path / "bad.sym"
    program.write_text("10 0 10\n5 1 0\n6 0 13\n")
    assert mtg("run", str(program)) == 1
    assert capsys.readouterr().err == (
        f"mtg micro: error: {program}:3: '13' is not a symbol 0-11 (card 8 of the program)\n")
    assert mtg("disasm", str(tmp_path / "missing.sym")) == 1
    assert "no such file" in capsys.readouterr().err


def test_negative_input_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        mtg("run", "nim", "--input-a", "-3")
    assert "'-3' is not a nonnegative integer" in capsys.readouterr().err


def test_asm_and_disasm_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert mtg("disasm", "collatz") == 0
    assembly = capsys.readouterr().out
    (tmp_path / "c.asm").write_text(assembly)
    assert mtg("asm", str(tmp_path / "c.asm"), "--cards") == 0
    cards = capsys.readouterr().out
    assert cards.splitlines()[:3] == ["Forest", "Island", "Island"]  # 4 1 1: Add1 r1
    (tmp_path / "c.cards").write_text(cards)
    assert mtg("asm", str(tmp_path / "c.cards")) == 0
    symbols = capsys.readouterr().out
    assert symbols.splitlines()[0] == "4 1 1"
    (tmp_path / "c.sym").write_text(symbols)
    assert mtg("disasm", str(tmp_path / "c.sym")) == 0
    assert capsys.readouterr().out == assembly


def test_nim_against_the_agent(monkeypatch: pytest.MonkeyPatch,
                               capsys: pytest.CaptureFixture[str]) -> None:
    """A person (Alice) against the perfect agent (Bob) on piles 1 2: Bob wins."""
    answers = iter(["1", "1", "2", "1"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(answers))
    assert mtg("nim", "--agent", "bob", "--piles", "1", "2") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Bob takes 1 from pile 2."
    assert out[-3:-1] == ["Bob takes 1 from pile 2.", "Bob takes the last stick and wins."]


def test_nim_input_ends(monkeypatch: pytest.MonkeyPatch,
                        capsys: pytest.CaptureFixture[str]) -> None:
    def eof(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", eof)
    assert mtg("nim") == 1
    assert capsys.readouterr().err == "mtg micro: error: input ended before the game did\n"
