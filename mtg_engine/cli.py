"""The `mtg` command. Each area registers its own subcommands; this file only lists them."""

from __future__ import annotations

import argparse
import importlib
import sys

# Modules with a `register(subparsers)` function, one per command family.
COMMAND_MODULES: tuple[str, ...] = (
    "mtg_engine.play.cli",
    "mtg_engine.sim",
    "mtg_engine.variants.mundane.cli",
    "mtg_engine.variants.goldfish.cli",
    "mtg_engine.analysis.cli",
    "mtg_engine.microcontroller.cli",
    "mtg_engine.cards.cli",
    "mtg_engine.formats.cli",
    "mtg_engine.server.cli",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtg", description="A Magic: The Gathering rules engine.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
