"""`mtg sim`: many AI-vs-AI games of Magic on every core (or a Ray cluster), with win rates and
95% intervals.

Game i is seeded from (seed, i), so the results do not depend on how the games are split
between processes or machines. (Magic: Made Mundane has its own `mtg mundane sim`.) The games
themselves are run by `mtg_engine.simulation`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import IO, Any

from mtg_engine.analysis.stats import advantage, wilson
from mtg_engine.formats.decklist import DeckFileError, load_deck, starter_deck
from mtg_engine.simulation.games import AGENT_KINDS, GameRecord, GameSpec, RunConfig, Side, game_specs


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("sim", help="AI vs AI games of Magic on every core: win rates")
    p.add_argument("--games", type=int, default=100, help="games (per deck pair with --decks)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--first-game", type=int, default=0, metavar="N",
                   help="start at game N of the seed's sequence (a run continued in chunks plays "
                   "the same games as one long run)")
    p.add_argument("--jobs", type=int, default=0, help="processes (0 = all cores)")
    p.add_argument("--deck-a", help="deck file for the first player (default: red-green starter)")
    p.add_argument("--deck-b", help="deck file for the second player (default: white-black)")
    p.add_argument("--decks", nargs="+", metavar="DECK",
                   help="play every pair of these deck files and print a matchup table")
    p.add_argument("--agents", default="heuristic,heuristic",
                   help=f"two of: {', '.join(AGENT_KINDS)} (default heuristic,heuristic)")
    p.add_argument("--ai-level", type=int, default=2, help="search agents' budget, 1-5 (default 2)")
    p.add_argument("--swap", action="store_true",
                   help="cycle seats and decks so each agent plays each deck, first and second")
    p.add_argument("--hide-decklists", action="store_true",
                   help="search agents don't know the opponent's decklist (they guess from the pool)")
    p.add_argument("--backend", choices=("local", "ray"), default="local",
                   help="local processes, or Ray (pip install 'mtg_engine[ray]')")
    p.add_argument("--address", help="the Ray cluster to use (default: start a local Ray instance)")
    p.add_argument("--out", help="write one JSON line per game (seed, decks, agents, winner, "
                                 "turns, actions) to this file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    kinds = tuple(a.strip() for a in args.agents.split(","))
    if len(kinds) != 2 or any(k not in AGENT_KINDS for k in kinds):
        return _usage(f"--agents takes two of {', '.join(AGENT_KINDS)}")
    if args.games <= 0:
        return _usage("--games must be positive")
    if args.first_game < 0:
        return _usage("--first-game can't be negative")
    if args.ai_level not in range(1, 6):
        return _usage("--ai-level is 1 to 5")
    if args.address and args.backend != "ray":
        return _usage("--address is for --backend ray")
    try:
        decks = _load_decks(args)
    except (DeckFileError, KeyError, ValueError) as e:
        return _usage(str(e))
    labels = list(decks)
    pairs = ([(labels[i], labels[j]) for i in range(len(labels)) for j in range(i + 1, len(labels))]
             if args.decks else [(labels[0], labels[-1])])
    specs: list[GameSpec] = []
    for n, (a, b) in enumerate(pairs):
        sides = (Side(kinds[0], a), Side(kinds[1], b))
        specs += game_specs(args.seed, args.games, sides, args.swap or bool(args.decks),
                            start=args.first_game + n * args.games)
    config = RunConfig(decks, level=args.ai_level, open_decklists=not args.hide_decklists)
    t = time.perf_counter()
    records, interrupted, error = _run(specs, config, args)
    dt = max(time.perf_counter() - t, 1e-9)
    if error:
        print(f"mtg sim: {error}", file=sys.stderr)
        return 2
    records.sort(key=lambda r: r.index)
    _report(records, len(specs), pairs, labels, kinds, dt, interrupted, args)
    return 130 if interrupted else 0


def _usage(message: str) -> int:
    print(f"mtg sim: {message}", file=sys.stderr)
    return 2


def _load_decks(args: argparse.Namespace) -> dict[str, tuple[str, ...]]:
    """Deck label -> cards. Labels are the file names' stems (made unique)."""
    from mtg_engine.game import Game

    if args.decks:
        if len(args.decks) < 2:
            raise ValueError("--decks needs at least two deck files")
        loaded = [(Path(f).stem, load_deck(f)) for f in args.decks]
    else:
        loaded = [(Path(args.deck_a).stem if args.deck_a else "red_green",
                   load_deck(args.deck_a) if args.deck_a else starter_deck("red_green")),
                  (Path(args.deck_b).stem if args.deck_b else "white_black",
                   load_deck(args.deck_b) if args.deck_b else starter_deck("white_black"))]
    out: dict[str, tuple[str, ...]] = {}
    for label, deck in loaded:
        name, k = label, 1
        while name in out:
            k += 1
            name = f"{label}#{k}"
        out[name] = tuple(deck.cards())
    for cards in out.values():
        Game.new([list(cards), list(cards)], seed=0)  # every card known and supported
    return out


def _run(specs: list[GameSpec], config: RunConfig,
         args: argparse.Namespace) -> tuple[list[GameRecord], bool, str]:
    """Play the games, writing each to --out as it finishes; Ctrl-C keeps the finished ones."""
    from mtg_engine.simulation import backends

    records: list[GameRecord] = []
    keep = bool(args.out)
    with ExitStack() as stack:
        out: IO[str] | None = stack.enter_context(open(args.out, "w")) if args.out else None
        from mtg_engine.variants.progress import Progress

        progress = stack.enter_context(Progress(len(specs), "mtg sim", enabled=False if args.json else None))
        try:
            if args.backend == "ray":
                stream: Iterator[GameRecord] = backends.run_ray(specs, config, args.address,
                                                                args.jobs, keep)
            else:
                stream = backends.run_local(specs, config, args.jobs, keep)
            for rec in stream:
                records.append(rec)
                if out is not None:
                    out.write(json.dumps(_line(rec, config)) + "\n")
                    out.flush()
                progress.advance()
        except KeyboardInterrupt:
            return records, True, ""
        except (RuntimeError, OSError) as e:
            return records, False, str(e)
    return records, False, ""


def _line(rec: GameRecord, config: RunConfig) -> dict[str, Any]:
    d = rec.to_json()
    d["deck_cards"] = {label: list(config.decks[label]) for label in dict.fromkeys(rec.decks)}
    return d


def _report(records: list[GameRecord], planned: int, pairs: list[tuple[str, str]],
            labels: list[str], kinds: tuple[str, ...], dt: float, interrupted: bool,
            args: argparse.Namespace) -> None:
    from mtg_engine.simulation.report import by_seat, by_side, matchup_table, matchups

    res = by_seat(records)
    sides = by_side(records) if not args.decks else []
    table = matchups(records, pairs) if args.decks else []
    if args.json:
        print(json.dumps({**res.to_json(), "seconds": round(dt, 3), "planned": planned,
                          "interrupted": interrupted, "sides": [s.to_json() for s in sides],
                          "matchups": [m.to_json() for m in table]}))
        return
    n = res.games
    if interrupted:
        print(f"Interrupted: {n} of {planned} games finished.")
    if n == 0:
        return
    actions = sum(r.n_actions for r in records)
    print(f"{n} games ({kinds[0]} vs {kinds[1]}) in {dt:.1f} s: {n / dt:.1f} games/s, "
          + f"{actions / dt:.0f} actions/s, "
          + f"{res.turns / n:.1f} turns per game")
    if args.decks:
        print("Row deck's win rate against the column deck (95% interval):")
        for line in matchup_table(labels, table):
            print("  " + line)
        return
    lo, hi = wilson(res.first_player_wins, n)
    adv, alo, ahi = advantage(res)
    print(f"  first player wins  {res.first_player_wins:6d}  {res.first_player_wins / n:6.1%} "
          f"(95% {lo:.1%}-{hi:.1%})")
    print(f"  second player wins {res.second_player_wins:6d}  {res.second_player_wins / n:6.1%}")
    print(f"  draws / unfinished {res.draws:6d}")
    print(f"  first player's advantage {adv:+.3f} (95% {alo:+.3f} to {ahi:+.3f})")
    if args.swap or "search" in kinds:
        for s in sides:
            lo, hi = wilson(s.wins, s.games)
            think = (f", {s.seconds_per_decision:.3f} s per decision ({s.cpu_seconds_per_decision:.3f} s "
                     f"CPU; {s.decisions} decisions)"
                     if s.agent == "search" else "")
            print(f"  {s.agent} ({'/'.join(sorted(s.decks))}) wins {s.wins} of {s.games}: "
                  f"{s.wins / s.games:.1%} (95% {lo:.1%}-{hi:.1%}){think}")
