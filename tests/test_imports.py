"""Start-up stays cheap: the rules engine and the `mtg` command import no heavy library that an
ordinary game does not use (OR-Tools, networkx, numpy, pandas, matplotlib). Each check runs in a
fresh interpreter; nothing is timed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("ortools", "networkx", "numpy", "pandas", "matplotlib")

PLAY_GAMES = """
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game

decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
for seed, agents in ((1, [RandomAgent(1), RandomAgent(2)]), (2, [HeuristicAgent(), HeuristicAgent()])):
    game = Game.new(decks, seed=seed)
    n = 0
    while not game.is_over and n < 3000:
        p = game.pending.player
        game.apply(agents[p].choose(game, p))
        n += 1
    assert game.is_over, "the game did not end"
    Game.from_json(game.to_json()).copy()
"""

CLI_HELP = """
from mtg_engine.cli import build_parser
build_parser(["--help"]).format_help()
"""

BLOCKS_CHECK = """
import contextlib, io, json, sys, tempfile
from mtg_engine.cli import main
inst = {"attackers": ["Brute"], "blockers": ["Eager", "Vanilla"], "min_blockers": {"Brute": 2},
        "must_block": {"Eager": 1}, "declaration": {}}
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    json.dump(inst, f)
out = io.StringIO()
with contextlib.redirect_stdout(out):
    assert main(["blocks", "check", f.name]) == 1  # an illegal declaration exits 1
assert out.getvalue().startswith("illegal: obeys 0 requirements but 1"), out.getvalue()
"""


def modules_after(code: str) -> list[str]:
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def heavy_modules_after(code: str) -> list[str]:
    return sorted(m for m in modules_after(code) if m.split(".")[0] in HEAVY)


def _compiler_modules(loaded: list[str]) -> list[str]:
    return [m for m in loaded if m.split(".")[0] == "lark" or m.startswith("mtg_engine.cards.oracle")]


@pytest.mark.parametrize("code", ["import mtg_engine.game", PLAY_GAMES], ids=["game", "play-games"])
def test_games_of_built_in_cards_load_neither_the_compiler_nor_lark(code: str) -> None:
    """Issue 12 (memory): the Oracle compiler and its parser (lark) are imported when a card is
    compiled (cards/database.py), not by the engine nor by a game of built-in cards."""
    assert _compiler_modules(modules_after(code)) == []


def test_compiling_a_card_still_loads_the_compiler(tmp_path: Path) -> None:
    """The probe above sees the compiler when a card is compiled (that check can fail)."""
    from tests.cards.conftest import FIXTURE_CARDS, write_atomic

    atomic = write_atomic(tmp_path / "AtomicCards.json", FIXTURE_CARDS)
    code = ("import os\n"
            f"os.environ['MTG_ENGINE_CACHE_DIR'] = {str(tmp_path / 'cache')!r}\n"
            "from mtg_engine.cards.database import CardDatabase\n"
            f"assert CardDatabase.load({str(atomic)!r}).get('Test Hawk').keywords\n")
    assert "lark" in _compiler_modules(modules_after(code))


def test_the_solver_is_still_imported_when_it_is_used() -> None:
    """The probe sees a heavy import when there is one (the check above can fail)."""
    code = ("from mtg_engine.analysis.blocking import BlockingInstance, best_declaration\n"
            "best_declaration(BlockingInstance(attackers=('a',), blockers=('b',),"
            " must_block={'b': 1}, exactly_one_blocker_if_able=frozenset({'a'})))\n")
    assert "ortools" in {m.split(".")[0] for m in heavy_modules_after(code)}


def test_every_command_lists_the_help_its_module_registers() -> None:
    """`mtg --help` lists commands without importing them: its text must match theirs."""
    import argparse
    import importlib

    from mtg_engine.cli import COMMANDS

    for command in COMMANDS:
        parser = argparse.ArgumentParser()
        sub = parser.add_subparsers()
        importlib.import_module(command.module).register(sub)
        registered = {a.dest: a.help for a in sub._choices_actions}
        assert registered == {command.name: command.help}


# Modules that register trigger events into rules/triggers.EVENT_HANDLERS as they are imported
# (603.2): each must import first, in a fresh interpreter, whatever imports it later.
TRIGGER_TABLE_MODULES = [f"mtg_engine.rules.{m}" for m in (
    "triggers", "trigger_base", "trigger_events", "trigger_events_batch", "trigger_zones",
    "trigger_combat", "trigger_graveyard", "mana_triggers", "prevention_triggers",
    "trigger_player_events", "curse_attacked", "mana_choices", "support", "miracle")]


@pytest.mark.parametrize("module", TRIGGER_TABLE_MODULES)
def test_trigger_table_module_imports_first(module: str) -> None:
    code = (f"import {module}\nfrom mtg_engine.rules.triggers import EVENT_HANDLERS\n"
            "assert 'prevention_applied' in EVENT_HANDLERS\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr


def test_each_effect_verb_is_defined_once() -> None:
    """The effect verbs (608.2: the instructions a resolving spell or ability follows) are
    gathered from many modules into one table (`effects.verbs.VERBS`), later modules silently
    overriding earlier ones. Two modules defining a verb of the same name means one of them
    never runs (ingest's "exile_top", 702.115a, was replaced that way once): each verb name is
    defined by one module."""
    import importlib
    import pkgutil
    from collections import defaultdict

    import mtg_engine
    from mtg_engine.effects.verbs import VERBS

    assert "exile_top_cards" in VERBS
    defined: defaultdict[str, set[str]] = defaultdict(set)
    for info in pkgutil.walk_packages(mtg_engine.__path__, "mtg_engine."):
        if info.name.startswith(("mtg_engine.rl", "mtg_engine.server", "mtg_engine.web")):
            continue  # optional extras; they define no verbs
        module = importlib.import_module(info.name)
        for table in ("VERBS", "KEYWORD_VERBS"):
            for name, fn in (getattr(module, table, None) or {}).items():
                if getattr(fn, "__module__", None) == info.name:
                    defined[name].add(info.name)
    twice = {name: sorted(mods) for name, mods in defined.items() if len(mods) > 1}
    assert twice == {}
