"""`mtg deck check FILE --format F`: every problem with a deck in a format, or that it is
legal. Deck files: plain text, MTG Arena export, MTGO `.dec`, Forge `.dck`."""

from __future__ import annotations

import argparse
import sys

from mtg_engine.cards.database import ENV_CARDS, CardDatabase, default_database
from mtg_engine.cards.mtgjson import MTGJSONError
from mtg_engine.formats.decklist import DeckFileError, load_deck
from mtg_engine.formats.rules import FORMATS, check_deck


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("deck", help="deck files and format rules")
    dsub = p.add_subparsers(dest="deck_command", metavar="SUBCOMMAND")
    dsub.required = True
    c = dsub.add_parser("check", help="is a deck legal in a format (and playable by the engine)?")
    c.add_argument("file", help="a deck file (.txt, Arena export, .dec, .dck)")
    c.add_argument("--format", dest="fmt", default="constructed",
                   help=f"one of {', '.join(sorted(FORMATS))} (default: constructed)")
    c.add_argument("--cards", help=f"an MTGJSON AtomicCards file (default: ${ENV_CARDS})")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    fmt = args.fmt.lower()
    if fmt not in FORMATS:
        print(f"mtg deck: unknown format {args.fmt!r}; formats: {', '.join(sorted(FORMATS))}",
              file=sys.stderr)
        return 2
    try:
        db = CardDatabase.load(args.cards) if args.cards else default_database()
        deck = load_deck(args.file)
    except (DeckFileError, MTGJSONError) as e:
        print(f"mtg deck: {e}", file=sys.stderr)
        return 2
    if FORMATS[fmt].legality and not db.sources:
        print(f"mtg deck: checking {fmt} needs the cards' legalities: set {ENV_CARDS} to an "
              "MTGJSON AtomicCards file or pass --cards FILE", file=sys.stderr)
        return 2
    problems = check_deck(deck, db, fmt)
    main = sum(n for n, _ in deck.main)
    side = sum(n for n, _ in deck.sideboard)
    print(f"{args.file} ({deck.file_format} format): {main} main deck, {side} sideboard cards")
    legal = [p for p in problems if p.kind != "unsupported"]
    engine = [p for p in problems if p.kind == "unsupported"]
    if legal:
        print(f"Not legal in {fmt}: {len(legal)} problem(s)")
        for p in legal:
            print(f"  {p}")
    else:
        print(f"The deck is legal in {fmt}.")
    if engine:
        print(f"The engine can't play {len(engine)} of its cards:")
        for p in engine:
            print(f"  {p}")
    return 1 if problems else 0
