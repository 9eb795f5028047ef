"""`mtg blocks check` and `mtg blocks solve`, through the module's own `register`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from mtg_engine.analysis import cli
from mtg_engine.analysis.blocking import BlockingInstance, is_legal

MENACE = {"attackers": ["Brute"], "blockers": ["Eager", "Vanilla"],
          "min_blockers": {"Brute": 2}, "must_block": {"Eager": 1}}


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="mtg")
    cli.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(list(argv))
    return int(args.func(args))


def write(tmp_path: Path, data: object, name: str = "inst.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_check_legal_and_illegal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    legal = write(tmp_path, {**MENACE, "declaration": {"Eager": ["Brute"], "Vanilla": ["Brute"]}})
    assert run("blocks", "check", legal) == 0
    assert capsys.readouterr().out == "legal\n"
    illegal = write(tmp_path, {**MENACE, "declaration": {}})
    assert run("blocks", "check", illegal, "--method", "cpsat") == 1
    assert capsys.readouterr().out == ("illegal: obeys 0 requirements but 1 can be obeyed "
                                       "without breaking a restriction (509.1c)\n")


def test_solve_prints_a_legal_declaration(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, MENACE)
    assert run("blocks", "solve", path) == 0
    decl = json.loads(capsys.readouterr().out)
    assert decl == {"Eager": ["Brute"], "Vanilla": ["Brute"]}
    assert is_legal(BlockingInstance.from_dict(MENACE), decl).legal


@pytest.mark.parametrize(("content", "message"), [
    ({**MENACE, "must_block": {"Nobody": 1}}, "must_block.Nobody: unknown blocker 'Nobody'"),
    ('{"attackers": ', "line 1, column 15: invalid JSON"),
    (MENACE, "field 'declaration' is missing"),
])
def test_malformed_file_exits_2_naming_the_field(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str],
                                                 content: object, message: str) -> None:
    path = write(tmp_path, content)
    assert run("blocks", "check", path) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"mtg blocks: {path}")
    assert message in captured.err


def test_flow_method_on_a_menace_instance_is_refused(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert run("blocks", "solve", write(tmp_path, MENACE), "--method", "flow") == 2
    assert "min-cost flow method needs" in capsys.readouterr().err


def test_solve_with_a_time_limit_proves_or_says_it_did_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path, MENACE)
    assert run("blocks", "solve", path, "--method", "cpsat", "--time-limit", "30") == 0
    assert json.loads(capsys.readouterr().out) == {"Eager": ["Brute"], "Vanilla": ["Brute"]}

    from mtg_engine.analysis.blocking.exact import UnprovedError

    def unproved(instance: BlockingInstance, time_limit: float | None = None) -> None:
        raise UnprovedError("CP-SAT stopped at its time limit", {"Eager": [], "Vanilla": []})

    monkeypatch.setattr(cli, "cpsat_declaration", unproved)
    assert run("blocks", "solve", path, "--method", "cpsat", "--time-limit", "0.5") == 3
    out = capsys.readouterr()
    assert json.loads(out.out) == {"Eager": [], "Vanilla": []}
    assert "stopped after 0.5 s without proof" in out.err
    assert run("blocks", "solve", path, "--time-limit", "-1") == 2
    assert "--time-limit must be a positive" in capsys.readouterr().err
