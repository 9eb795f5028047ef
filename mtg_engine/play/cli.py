"""`mtg play`: a game in the terminal, a person against the AI (or AI against AI)."""

from __future__ import annotations

import argparse
import sys

from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import DeckFileError, load_deck, starter_deck
from mtg_engine.game import Game
from mtg_engine.log import Namer, format_events
from mtg_engine.play.render import describe_action, describe_pending, render_board

MAX_ACTIONS = 20_000


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("play", help="play a game in the terminal (you against the AI)")
    p.add_argument("--seed", type=int, default=None, help="reproduce a game (default: random)")
    p.add_argument("--ai-vs-ai", action="store_true", help="two AIs play; the log is printed")
    p.add_argument("--deck-a", help="deck file for player A (default: the red-green starter)")
    p.add_argument("--deck-b", help="deck file for player B (default: the white-black starter)")
    p.add_argument("--ai", choices=("heuristic", "random", "search"), default="heuristic")
    p.add_argument("--ai-level", type=int, choices=range(1, 6), default=2, metavar="1-5",
                   help="the search AI's budget per decision (default 2)")
    p.set_defaults(func=run)


def _agent(kind: str, seed: int, args: argparse.Namespace | None = None,
           decks: list[list[str]] | None = None):  # type: ignore[no-untyped-def]
    if kind == "search":  # it knows the decklists, as the match shows them; not the hidden cards
        from mtg_engine.agents.search import SearchAgent

        return SearchAgent(seed, level=args.ai_level if args else 2, decks=decks)
    return HeuristicAgent(seed) if kind == "heuristic" else RandomAgent(seed)


def _decklists(game: Game) -> list[list[str]]:
    """Each player's cards as the game began (the decklists the match provides)."""
    s = game.state
    return [[o.name for o in s.objects.values() if o.owner == p.index and not o.is_token]
            for p in s.players]


def run(args: argparse.Namespace) -> int:
    import random

    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    try:
        deck_a = load_deck(args.deck_a) if args.deck_a else starter_deck("red_green")
        deck_b = load_deck(args.deck_b) if args.deck_b else starter_deck("white_black")
        game = Game.new([deck_a.cards(), deck_b.cards()], seed=seed, names=["Human", "AI"]
                        if not _ai_only(args) else ["A", "B"])
    except (DeckFileError, KeyError, ValueError) as e:
        print(f"mtg play: {e}", file=sys.stderr)
        return 2
    print(f"Game seed {seed} (replay with --seed {seed})")
    if _ai_only(args):
        return _ai_vs_ai(game, args, seed)
    return _human_vs_ai(game, args, seed)


def _ai_only(args: argparse.Namespace) -> bool:
    return bool(args.ai_vs_ai or not sys.stdin.isatty())


def _ai_vs_ai(game: Game, args: argparse.Namespace, seed: int) -> int:
    decks = _decklists(game)
    agents = [_agent(args.ai, seed, args, decks), _agent(args.ai, seed + 1, args, decks)]
    namer = Namer(game.state)
    shown = 0
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].choose(game, d.player))
        events = game.state.log.since(shown)
        for ev in events:
            namer.learn(ev)
        for line in format_events(game.state, events, namer):
            print(line)
        shown = len(game.state.log)
    print()
    print(render_board(game))
    print(_result(game))
    return 0


def _result(game: Game) -> str:
    s = game.state
    if game.winner is not None:
        return f"{s.players[game.winner].name} wins on turn {s.turn}."
    if game.is_draw:
        return "The game is a draw."
    return f"No result after {MAX_ACTIONS} actions."


def _human_vs_ai(game: Game, args: argparse.Namespace, seed: int) -> int:
    ai = _agent(args.ai, seed, args, _decklists(game))
    namer = Namer(game.state)
    shown = 0
    me = 0
    while not game.is_over:
        events = game.state.log.since(shown)
        for ev in events:
            namer.learn(ev)
        for line in format_events(game.state, events, namer):
            print("  " + line)
        shown = len(game.state.log)
        d = game.pending
        assert d is not None
        if d.player != me:
            game.apply(ai.choose(game, d.player))
            continue
        actions = game.legal_actions()
        if len(actions) == 1 and d.kind == "priority":
            game.apply(actions[0])
            continue
        print()
        print(render_board(game, viewer=me))
        print(describe_pending(game))
        for i, a in enumerate(actions):
            print(f"  {i}: {describe_action(game, a)}")
        choice = _ask(len(actions))
        if choice is None:
            print("Bye.")
            return 0
        game.apply(actions[choice])
    print(render_board(game, viewer=me))
    print(_result(game))
    return 0


def _ask(n: int) -> int | None:
    while True:
        try:
            raw = input("> ").strip().lower()
        except EOFError:
            return None
        if raw in ("q", "quit", "exit"):
            return None
        if raw == "":
            return 0
        if raw.isdigit() and int(raw) < n:
            return int(raw)
        print(f"Type a number from 0 to {n - 1} (Enter = 0, q = quit).")
