"""`mtg mundane play` (you against the heuristic AI in the terminal) and `mtg mundane sim`."""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from dataclasses import replace
from typing import Any, TextIO

from mtg_engine.play.prompt import MENU_BASE, menu_range, parse_choice
from mtg_engine.variants.mundane.abilities import load_table
from mtg_engine.variants.mundane.agent import MundaneHeuristicAgent
from mtg_engine.variants.mundane.cards import composed_deck, load_rank_deck
from mtg_engine.variants.mundane.config import PRESETS, MundaneConfig, preset, table_items
from mtg_engine.variants.mundane.game import MundaneGame
from mtg_engine.variants.mundane.sim import AGENTS, advantage, run_sim, wilson
from mtg_engine.variants.progress import Progress


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("mundane", help="Magic: Made Mundane (ordinary playing cards)")
    sub = parser.add_subparsers(dest="mundane_command", metavar="ACTION")
    sub.required = True
    play = sub.add_parser("play", help="play against the AI in the terminal")
    add_game_options(play)
    play.add_argument("--seat", type=int, choices=(1, 2), default=1,
                      help="1 = you attack first (default), 2 = the AI does")
    play.add_argument("--seed", type=int, default=None, help="shuffle seed (default: random)")
    play.set_defaults(func=cmd_play)
    sim = sub.add_parser("sim", help="AI against AI: win rates with 95%% intervals")
    add_game_options(sim)
    sim.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the run (default 0)")
    sim.add_argument("--agents", default="heuristic,heuristic",
                     help=f"first,second player agents from {', '.join(AGENTS)}")
    sim.add_argument("--jobs", type=int, default=1, help="processes; 0 = all cores")
    sim.add_argument("--json", action="store_true", help="print the counts as JSON")
    sim.set_defaults(func=cmd_sim)


def add_game_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("game parameters and switches")
    g.add_argument("--preset", default="mundane", choices=tuple(PRESETS),
                   help="mundane (default), mtg (the parameter table's M:tG column), "
                        "eights (eights are critters)")
    g.add_argument("--lives", type=int, help="starting lives (default 17)")
    g.add_argument("--hand-size", type=int, help="opening hand and hand limit (default 6)")
    g.add_argument("--critters", type=int, help="critters per deck (with --credits)")
    g.add_argument("--credits", type=int, help="credits per deck (with --critters)")
    g.add_argument("--critter-max", type=int, help="highest critter rank (default 7)")
    g.add_argument("--deck", help="deck file of ranks for both players (one 'COUNT RANK' a line)")
    g.add_argument("--opponent-deck", help="deck file of ranks for the second player")
    g.add_argument("--stacking", action="store_true", help="players order their own decks")
    g.add_argument("--choose-hand", action="store_true", help="players pick their opening hand")
    g.add_argument("--mulligans", action="store_true", help="allow mulligans")
    g.add_argument("--abilities", help="ability table (YAML: card name -> ability), or 'sample'")


def config_from_args(args: argparse.Namespace) -> MundaneConfig:
    """Raises ValueError (with a message naming the problem) on bad parameters or files."""
    cfg = preset(args.preset)
    changes: dict[str, Any] = {}
    for attr, key in (("lives", "lives"), ("hand_size", "hand_size"),
                      ("critter_max", "critter_max")):
        if getattr(args, attr) is not None:
            changes[key] = getattr(args, attr)
    if (args.critters is None) != (args.credits is None):
        raise ValueError("--critters and --credits go together")
    decks = list(cfg.decks)
    if args.critters is not None:
        cmax = changes.get("critter_max", cfg.critter_max)
        decks = [composed_deck(args.critters, args.credits, cmax)] * 2
    if args.deck:
        decks = [load_rank_deck(args.deck)] * 2
    if args.opponent_deck:
        decks[1] = load_rank_deck(args.opponent_deck)
    changes["decks"] = (decks[0], decks[1])
    if args.abilities:
        changes["abilities"] = table_items(load_table(args.abilities))
    return replace(cfg, stacking=args.stacking or cfg.stacking,
                   choose_hand=args.choose_hand or cfg.choose_hand,
                   mulligans=args.mulligans or cfg.mulligans, **changes)


def _fail(message: str) -> int:
    print(f"mtg mundane: error: {message}", file=sys.stderr)
    return 2


def cmd_sim(args: argparse.Namespace) -> int:
    try:
        cfg = config_from_args(args)
        agents = tuple(a.strip() for a in args.agents.split(","))
        if len(agents) != 2 or any(a not in AGENTS for a in agents):
            raise ValueError(f"--agents needs two of {', '.join(AGENTS)}, got {args.agents!r}")
        if args.games < 1:
            raise ValueError(f"--games must be at least 1, got {args.games}")
    except ValueError as exc:
        return _fail(str(exc))
    bar = Progress(args.games, "mundane sim")
    res = run_sim(cfg, args.games, args.seed, (agents[0], agents[1]), args.jobs, bar.advance)
    bar.close()
    if args.json:
        print(json.dumps(res.to_json()))
        return 0
    n = res.games
    print(f"{n} games, {agents[0]} (first) vs {agents[1]} (second), seed {args.seed}, "
          f"mean {res.turns / n:.1f} turns")
    for label, k in (("first player wins", res.first_player_wins),
                     ("second player wins", res.second_player_wins), ("draws", res.draws)):
        lo, hi = wilson(k, n)
        print(f"{label:>19}: {k:6d}  {k / n:6.1%}  (95% CI {lo:.1%} to {hi:.1%})")
    adv, lo, hi = advantage(res)
    print(f"first-player advantage P(first)-P(second): {adv:+.3f} (95% CI {lo:+.3f} to {hi:+.3f})")
    return 0


# ----- the terminal game -----
def _cards(g: MundaneGame, p: int, cards: list[int]) -> str:
    return " ".join(g.name(p, c) for c in cards) or "-"


def show(g: MundaneGame, me: int, out: TextIO) -> None:
    ai = 1 - me
    role = "attacking" if g.attacker == me else "defending"
    print(f"\n--- turn {g.turn}: you are {role}; lives: you {g.players[me].lives}, "
          f"AI {g.players[ai].lives}", file=out)
    for label, p in (("AI ", ai), ("You", me)):
        pl = g.players[p]
        print(f"{label}  deck {len(pl.deck):2d}  hand {len(pl.hand)}  bank {len(pl.bank):2d}  "
              f"dump {len(pl.dump):2d}  rear: {_cards(g, p, pl.rear)}  "
              f"front: {_cards(g, p, pl.front)}", file=out)
    print(f"Your hand: {_cards(g, me, g.players[me].hand)}", file=out)
    if g.blocks:
        a = g.attacker
        pairs = ", ".join(f"{g.name(1 - a, b)} opposes {g.name(a, c)}" for c, b in g.blocks.items())
        print(f"Oppositions: {pairs}", file=out)
    if g.step == "deploy" and g.attacker == me:
        print(f"Credit left to deploy: {g.credit_left()}", file=out)
    if g.config.abilities:
        print("Abilities: " + "; ".join(f"{c}: {', '.join(n)}" for c, n in g.config.abilities),
              file=out)


PRIVATE = {"choose_hand": "AI chooses its opening hand", "stack": "AI stacks its deck",
           "deposit": "AI deposits a credit", "discard": "AI discards a card"}


def _announce(g: MundaneGame, action: Any, out: TextIO) -> None:
    kind = g.pending.kind
    if kind in PRIVATE and type(action).__name__ != "Pass":
        print(PRIVATE[kind], file=out)
    elif type(action).__name__ != "Pass":
        print(f"AI: {action.describe()}", file=out)


def _ask(g: MundaneGame, actions: list[Any], stdin: TextIO, out: TextIO) -> Any | None:
    print(f"Your decision ({g.pending.kind}):", file=out)
    for i, act in enumerate(actions, MENU_BASE):
        print(f"  {i:2d}. {act.describe()}", file=out)
    while True:
        out.write("choose a number (q to quit): ")
        out.flush()
        line = stdin.readline()
        if not line:
            return None
        text = line.strip().lower()
        if text in ("q", "quit"):
            return None
        choice = parse_choice(text, len(actions))
        if choice is not None:
            return actions[choice]
        print(f"please type a number from {menu_range(len(actions))}", file=out)


def play_terminal(cfg: MundaneConfig, seed: int, me: int, stdin: TextIO, out: TextIO) -> int:
    g = MundaneGame(cfg, seed=seed)
    ai = MundaneHeuristicAgent()
    print(f"Magic: Made Mundane, seed {seed}. You are player {me + 1}.", file=out)
    while not g.is_over:
        p = g.pending.player
        turn, lives = g.turn, (g.players[me].lives, g.players[1 - me].lives)
        if p != me:
            action = ai.choose(g, p)
            _announce(g, action, out)
        else:
            show(g, me, out)
            action = _ask(g, g.legal_actions(), stdin, out)
            if action is None:
                print("\ngame abandoned", file=out)
                return 1
        g.apply(action)
        if g.turn != turn and turn > 0:
            print(f"End of turn {turn}: lives you {lives[0]} -> {g.players[me].lives}, "
                  f"AI {lives[1]} -> {g.players[1 - me].lives}", file=out)
    result = "You win!" if g.winner == me else "The AI wins." if g.winner is not None else "Draw."
    print(f"\nGame over after {g.turn} turns: {result} Lives: you {g.players[me].lives}, "
          f"AI {g.players[1 - me].lives}", file=out)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    try:
        cfg = config_from_args(args)
    except ValueError as exc:
        return _fail(str(exc))
    seed = args.seed if args.seed is not None else secrets.randbits(32)
    return play_terminal(cfg, seed, args.seat - 1, sys.stdin, sys.stdout)
