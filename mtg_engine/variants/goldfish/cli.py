"""`mtg goldfish`: the goldfish simulation from a composition or a deck file."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mtg_engine.variants.goldfish.decks import (
    DeckError,
    GoldfishDeck,
    ManaValues,
    load_deck_file,
    parse_composition,
)
from mtg_engine.variants.goldfish.sim import POLICIES, GoldfishResult, simulate
from mtg_engine.variants.progress import Progress

DEFAULT_SPELLS = "1:4,2:8,3:8,4:6,5:4,6:6"


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("goldfish", help="goldfish simulation of a deck's mana")
    src = p.add_argument_group("deck (a composition, or a deck file)")
    src.add_argument("--lands", type=int, default=24, help="lands in the deck (default 24)")
    src.add_argument("--spells", default=DEFAULT_SPELLS,
                     help=f"COST:COUNT pairs (default {DEFAULT_SPELLS})")
    src.add_argument("--deck", help="deck file, one 'COUNT Name' a line")
    src.add_argument("--mana-values", help="JSON object: card name -> mana value or 'land'")
    p.add_argument("--turns", type=int, default=10, help="turns to play (default 10)")
    p.add_argument("--policy", choices=POLICIES, default="max",
                   help="cheapest / expensive: one spell a turn (problems 7.5, 7.6); "
                        "max: as many as possible, maximising mana spent (default)")
    p.add_argument("--games", type=int, default=100_000, help="games (default 100000)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--hand-size", type=int, default=7, help="opening hand (default 7)")
    p.add_argument("--on-the-play", action="store_true",
                   help="skip the first turn's draw (the real rule) instead of drawing")
    p.add_argument("--jobs", type=int, default=1, help="processes; 0 = all cores")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--plot", metavar="PNG", help="draw the per-turn statistics to this file")
    p.set_defaults(func=cmd_goldfish)


def deck_from_args(args: argparse.Namespace) -> GoldfishDeck:
    if args.deck:
        values = ManaValues.from_file(args.mana_values) if args.mana_values else ManaValues()
        return load_deck_file(args.deck, values)
    if args.mana_values:
        raise DeckError("--mana-values is used with --deck")
    return parse_composition(args.lands, args.spells)


def table(result: GoldfishResult) -> str:
    head = (f"{'turn':>4} {'lands':>7} {'spells':>7} {'spent':>7} {'wasted':>7} "
            f"{'P(cast)':>8} {'P(curve)':>9}")
    lines = [head]
    for r in result.turn_stats():
        lines.append(f"{r['turn']:>4} {r['lands']:7.3f} {r['spells']:7.3f} "
                     f"{r['mana_spent']:7.3f} {r['mana_wasted']:7.3f} {r['p_cast']:8.3f} "
                     f"{r['p_curve']:9.3f}")
    return "\n".join(lines)


# The file types matplotlib writes (Figure.savefig), by suffix.
PLOT_SUFFIXES = ("png", "pdf", "svg", "svgz", "eps", "ps", "jpg", "jpeg", "tif", "tiff", "webp")


def check_plot_path(path: str) -> None:
    """Refuse a --plot file matplotlib can't write, before simulating anything."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in PLOT_SUFFIXES:
        raise DeckError(f"--plot {path}: the file name must end in one of "
                        + ", ".join("." + s for s in PLOT_SUFFIXES) + " (the image type)")
    folder = Path(path).parent
    if not folder.is_dir():
        raise DeckError(f"--plot {path}: no such folder {str(folder)!r}")


def cmd_goldfish(args: argparse.Namespace) -> int:
    try:
        deck = deck_from_args(args)
        if args.games < 1:
            raise DeckError(f"--games must be at least 1, got {args.games}")
        if args.plot:
            check_plot_path(args.plot)
        bar = Progress(args.games, "goldfish")
        result = simulate(deck, args.turns, args.policy, args.games, seed=args.seed,
                          hand_size=args.hand_size, skip_first_draw=args.on_the_play,
                          jobs=args.jobs, on_progress=bar.advance)
        bar.close()
    except DeckError as exc:
        print(f"mtg goldfish: error: {exc}", file=sys.stderr)
        return 2
    title = f"{deck.describe()}, policy {args.policy}"
    if args.plot:
        from mtg_engine.variants.goldfish.plot import plot

        try:
            plot(result, args.plot, title)
        except OSError as exc:
            print(f"mtg goldfish: error: cannot write {args.plot}: {exc.strerror}",
                  file=sys.stderr)
            return 2
        except ValueError as exc:  # a type matplotlib refuses after all
            print(f"mtg goldfish: error: cannot write {args.plot}: {exc}", file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    draw = "no draw on turn 1" if args.on_the_play else "draw on turn 1"
    print(f"{title}; {args.games:,} games, {args.turns} turns, {draw}, seed {args.seed}")
    print(table(result))
    if args.plot:
        print(f"plot written to {args.plot}")
    return 0
