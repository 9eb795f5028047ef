"""`mtg cards show|search|coverage` on the fixture file."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards import database
from mtg_engine.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_show_supported(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = _run(capsys, "cards", "show", "Test", "Spear", "--cards", str(fixture_file))
    assert rc == 0
    assert out.splitlines()[:3] == ["Test Spear  {1}{R}", "Instant",
                                    "Test Spear deals 3 damage to any target."]
    assert "Engine: supported (compiled from its Oracle text). Its DSL:" in out
    assert "  - damage:\n      amount: 3\n      to: target\n" in out


def test_show_unsupported_and_builtin(fixture_file: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = _run(capsys, "cards", "show", "Test Brute", "--cards", str(fixture_file))
    assert rc == 0
    assert out.endswith("Engine: NOT supported (Test Brute)\n"
                        "  - keyword Epic (702.50) is not implemented yet: 'Epic'\n")
    rc, out, _ = _run(capsys, "cards", "show", "Grizzly Bears", "--cards", str(fixture_file))
    assert "Engine: supported (built-in definition)" in out


def test_show_unknown_suggests(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = _run(capsys, "cards", "show", "Test Hwak", "--cards", str(fixture_file))
    assert rc == 2
    assert out == ""
    assert err == ("mtg cards: unknown card 'Test Hwak'; did you mean 'Test Hawk', "
                   "'Test Charm', 'Test Star'?\n")


@pytest.mark.parametrize(("query", "names"), [
    ("t:creature c:w", ["Test Hawk", "Test Knight", "Test Lynx"]),
    ("t:creature mv<=2 -c:w", ["Test Bear", "Test Pinger"]),
    ('o:"draw a card"', ["Test Seer", "Fire // Ice"]),
    ('o:"~ deals"', ["Test Spear", "Test Pinger", "Test Charm", "Fire // Ice"]),
    ("pow>=2 tou<=2", ["Test Hawk", "Test Bear", "Test Knight", "Test Brute", "Test Seer"]),
    # (Fire // Ice is a built-in card: cards/builtin/faces.yaml)
    ("is:unsupported", ["Test Brute", "Test Star"]),
    ("hawk", ["Test Hawk"]),
])
def test_search(fixture_file: Path, capsys: pytest.CaptureFixture[str], query: str,
                names: list[str]) -> None:
    rc, out, _ = _run(capsys, "cards", "search", query, "--cards", str(fixture_file))
    assert rc == 0
    lines = out.splitlines()
    assert sorted(line.split("  ")[0] for line in lines[:-1]) == sorted(names)
    assert lines[-1] == f"{len(names)} card(s)"


def test_search_bad_term(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, _, err = _run(capsys, "cards", "search", "mv<=two", "--cards", str(fixture_file))
    assert rc == 2
    assert err == "mtg cards: bad search term 'mv<=two': 'two' is not a number\n"


def test_coverage(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = _run(capsys, "cards", "coverage", "--cards", str(fixture_file))
    assert rc == 0
    lines = out.splitlines()
    assert lines[1] == "  all                  17 / 19     supported (89.5%)"
    assert "  Creature              7 / 9      supported (77.8%)" in lines
    assert "  modern               17 / 19     supported (89.5%)" in lines
    assert "  Sorcery               3 / 3      supported (100.0%)" in lines
    assert "       1  keyword Epic (702.50) is not implemented yet" in lines
    # (Fire // Ice, the fixture's split card, is a built-in card: cards/builtin/faces.yaml)


def test_coverage_unknown_format(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, _, err = _run(capsys, "cards", "coverage", "--format", "modrn", "--cards", str(fixture_file))
    assert rc == 2
    assert err == ("mtg cards: no card is legal in 'modrn'; formats in the data: commander, "
                   "legacy, modern, vintage\n")


def test_coverage_needs_data(monkeypatch: pytest.MonkeyPatch,
                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(database, "_DEFAULT", None)
    monkeypatch.delenv("MTG_ENGINE_CARDS", raising=False)
    rc, _, err = _run(capsys, "cards", "coverage")
    assert rc == 2
    assert "needs card data: set MTG_ENGINE_CARDS" in err


def test_bad_card_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[", "utf-8")
    rc, _, err = _run(capsys, "cards", "show", "X", "--cards", str(bad))
    assert rc == 2
    assert err.startswith(f"mtg cards: {bad}: not valid JSON")


def test_show_prints_oracle_and_rendered_text(fixture_file: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = _run(capsys, "cards", "show", "Test Seer", "--cards", str(fixture_file))
    assert rc == 0
    assert ("  Oracle:   When ~ enters the battlefield, draw a card.\n"
            "  Rendered: When ~ enters the battlefield, draw a card.\n") in out


def test_coverage_json_and_list(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    rc, out, _ = _run(capsys, "cards", "coverage", "--json", "--cards", str(fixture_file))
    assert rc == 0
    data = json.loads(out)
    assert data["all"] == {"supported": 17, "total": 19, "percent": 89.5}  # Fire // Ice too
    assert data["by_format"]["modern"]["supported"] == 17
    assert {"reason": "keyword Epic (702.50) is not implemented yet", "cards": 1} \
        in data["reasons"]
    rc, out, _ = _run(capsys, "cards", "coverage", "--list", "supported", "--format", "modern",
                      "--cards", str(fixture_file))
    names = out.splitlines()
    assert rc == 0 and len(names) == 17 and "Test Seer" in names and "Test Brute" not in names
    rc, out, _ = _run(capsys, "cards", "coverage", "--list", "unsupported",
                      "--cards", str(fixture_file))
    assert "Test Brute" in out.splitlines()


def test_show_every_face(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A card with faces shows each face (709-716); a face's name shows its card."""
    rc, out, _ = _run(capsys, "cards", "show", "Stomp", "--cards", str(fixture_file))
    assert rc == 0
    assert out.startswith("Bonecrusher Giant  {2}{R}\nCreature — Giant\n")
    assert "Stomp  {1}{R}\nInstant — Adventure\n" in out
    assert "Layout: adventure; mana value 3, Bonecrusher Giant 3, Stomp 2" in out
    rc, out, _ = _run(capsys, "cards", "show", "Ice", "--cards", str(fixture_file))
    assert out.startswith("Fire  {1}{R}\nInstant\n")  # the printed card, both halves
    assert "Ice  {1}{U}\nInstant\nTap target permanent.\nDraw a card." in out
    assert "Engine: supported (built-in definition)" in out


def test_search_unknown_key_lists_the_keys(fixture_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, _, err = _run(capsys, "cards", "search", "colour:g", "--cards", str(fixture_file))
    assert rc == 2
    assert "unknown search key 'colour'" in err
    assert "t/type" in err and "mv/cmc" in err and "o/oracle" in err
