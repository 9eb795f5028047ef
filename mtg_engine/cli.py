"""The `mtg` command. Each area registers its own subcommands; this file only lists them.

A command's module is imported only when that command runs (or its help is asked for): `mtg
--help` and `mtg micro run` do not pay for the rules engine, the card database or the solvers.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import NamedTuple


class Command(NamedTuple):
    """A top-level command: its name, the module with its `register(subparsers)` function, and
    the one-line help `mtg --help` shows (the same text the module registers)."""

    name: str
    module: str
    help: str


COMMANDS: tuple[Command, ...] = (
    Command("play", "mtg_engine.play.cli", "play a game in the terminal (you against the AI)"),
    Command("sim", "mtg_engine.sim", "AI vs AI games of Magic on every core: win rates"),
    Command("mundane", "mtg_engine.variants.mundane.cli",
            "Magic: Made Mundane (ordinary playing cards)"),
    Command("goldfish", "mtg_engine.variants.goldfish.cli", "goldfish simulation of a deck's mana"),
    Command("blocks", "mtg_engine.analysis.cli", "legality of a declaration of blockers (509.1b-c)"),
    Command("micro", "mtg_engine.microcontroller.cli",
            "the microcontroller embedded in a Magic game (FUN 2024 paper)"),
    Command("cards", "mtg_engine.cards.cli", "look up cards and what the engine makes of them"),
    Command("deck", "mtg_engine.formats.cli", "deck files and format rules"),
    Command("serve", "mtg_engine.server.cli",
            "play in a browser: start the game server and web client"),
)

# Modules with a `register(subparsers)` function, one per command family.
COMMAND_MODULES: tuple[str, ...] = tuple(c.module for c in COMMANDS)


def _chosen(argv: list[str]) -> str | None:
    """The command named on the command line (the first word that is not an option)."""
    for word in argv:
        if not word.startswith("-"):
            return word
    return None


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser. With `argv`, only the module of the command it names is imported (the other
    commands are listed with their help); without, every command is fully registered."""
    parser = argparse.ArgumentParser(prog="mtg", description="A Magic: The Gathering rules engine.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    chosen = None if argv is None else _chosen(argv)
    for command in COMMANDS:
        if argv is None or command.name == chosen:
            importlib.import_module(command.module).register(sub)
        else:
            sub.add_parser(command.name, help=command.help)
    return parser


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
