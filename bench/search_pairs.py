"""Two settings of the search agent against the heuristic agent on the same games, compared by
the games where they differ (a paired design).

    python bench/search_pairs.py --games 40 --a level=2 --b level=3
    python bench/search_pairs.py --games 40 --b z=1.0,margin=0.01 --decks m21

Each game is seeded as `mtg sim --swap` seeds it (game i of seed s: seed s * 1,000,003 + i, the
seats and decks cycled so the search agent plays each deck, first and second), and both
settings play every game. The game's seed fixes the shuffles, so most games end the same way
under both settings: in 28 starter games level 2 and level 3 won and lost exactly the same ones.
Two win rates over separate games can't show a difference of a few percent in a few hundred
games; the games one setting wins and the other loses (the discordant pairs) can: under "no
difference" each such game goes either way with chance 1/2, and the exact two-sided sign test
gives the p-value.

A setting is comma-separated key=value pairs of `SearchAgent`'s arguments: level, playouts,
width, worlds, horizon, margin, z, careful (0/1); `search=0` plays the search agent's own policy
alone (the careful heuristic, no search: about a hundred times cheaper, and the search follows
it in almost every decision, so a change to that policy can be judged on many more games first).

Two versions of the code can't run in one process: `--save FILE` writes each game's result of
setting a (one line per game), and `--against FILE` pairs setting a with a file saved by
another checkout on the same seeds and decks (same discordant-pair sign test):

    (cd ../old && python bench/search_pairs.py --games 400 --a search=0 --save /tmp/old.txt)
    python bench/search_pairs.py --games 400 --a search=0 --against /tmp/old.txt
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from typing import Any

from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.search import SearchAgent
from mtg_engine.analysis.stats import sign_test
from mtg_engine.formats.decklist import load_deck, starter_deck
from mtg_engine.game import Game
from mtg_engine.simulation.games import MAX_ACTIONS, Side, game_specs

HERE = Path(__file__).resolve().parent
SHARED_DECKS = HERE.parent.parent / "shared" / "data" / "decks"
INTS = ("level", "playouts", "width", "worlds", "horizon", "combat")
FLOATS = ("margin", "z")


def setting(text: str) -> dict[str, Any]:
    """"level=3,z=1.0" -> SearchAgent keyword arguments."""
    out: dict[str, Any] = {}
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        key = key.strip()
        if key in INTS:
            out[key] = int(value)
        elif key in FLOATS:
            out[key] = float(value)
        elif key in ("careful", "search"):
            out[key] = value.strip() not in ("0", "false", "no")
        else:
            known = ", ".join((*INTS, *FLOATS, "careful", "search"))
            raise SystemExit(f"unknown setting {key!r}: one of {known}")
    return out


def decks(which: str) -> dict[str, tuple[str, ...]]:
    if which == "starter":
        return {n: tuple(starter_deck(n).cards()) for n in ("red_green", "white_black")}
    if not (os.environ.get("MTG_ENGINE_CARDS") and SHARED_DECKS.is_dir()):
        raise SystemExit("the M21 lists need MTG_ENGINE_CARDS and ../shared/data/decks")
    return {n: tuple(load_deck(str(SHARED_DECKS / f"mono_{n}_m21.txt")).cards())
            for n in ("green", "red")}


def play(spec: Any, lists: dict[str, tuple[str, ...]], kwargs: dict[str, Any]) -> tuple[bool, int, float]:
    """One game, the search agent on side 0 of the run: (won, searched decisions, CPU s)."""
    seat = spec.side_of_seat.index(0)
    cards = [list(lists[s.deck]) for s in spec.sides]
    game = Game.new(cards, seed=spec.seed)
    pool = tuple(sorted({c for d in lists.values() for c in d}))
    kwargs = dict(kwargs)
    searching = kwargs.pop("search", True)
    search = SearchAgent(spec.seed + seat, decks={0: cards[0], 1: cards[1]}, pool=pool, **kwargs)
    first: Any = search if searching else search.heuristic  # the policy alone: no search
    agents = [first, HeuristicAgent(spec.seed + 1 - seat)]
    if seat == 1:
        agents.reverse()
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        p = game.pending.player  # type: ignore[union-attr]
        game.apply(agents[p].choose(game, p))
    return game.winner == seat, search.stats.searched, search.stats.cpu_seconds


def load_saved(path: str) -> dict[int, bool]:
    """A `--save` file: "game won" per line."""
    out = {}
    for line in Path(path).read_text().splitlines():
        if line.strip():
            i, won = line.split()
            out[int(i)] = won == "1"
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", choices=("starter", "m21"), default="starter")
    ap.add_argument("--a", default="level=2", help="the first setting (default level=2)")
    ap.add_argument("--b", default="level=3", help="the second setting (default level=3)")
    ap.add_argument("--save", help="write each game's result of setting a to this file")
    ap.add_argument("--deck", help="play only the games where the search agent has this deck "
                    "(red_green, white_black; green, red)")
    ap.add_argument("--against", help="pair setting a with the results saved in this file "
                    "(--save, another checkout) instead of playing setting b")
    args = ap.parse_args()
    lists = decks(args.decks)
    names = list(lists)
    settings = (setting(args.a), setting(args.b))
    saved = load_saved(args.against) if args.against else None
    specs = game_specs(args.seed, args.games, (Side("search", names[0]), Side("heuristic", names[1])),
                       swap=True)
    if args.deck:
        specs = [s for s in specs if s.sides[s.side_of_seat.index(0)].deck == args.deck]
    wins = [0, 0]
    only = [0, 0]  # games won by this setting only
    decisions, cpu = [0, 0], [0.0, 0.0]
    start = time.perf_counter()
    lines = []
    for spec in specs:
        if saved is not None:
            if spec.index not in saved:
                raise SystemExit(f"{args.against} has no game {spec.index}: save as many games")
            res = [play(spec, lists, settings[0]), (saved[spec.index], 0, 0.0)]
        else:
            res = [play(spec, lists, kw) for kw in settings]
        lines.append(f"{spec.index} {int(res[0][0])}\n")
        for k, (won, n, s) in enumerate(res):
            wins[k] += won
            decisions[k] += n
            cpu[k] += s
        if res[0][0] != res[1][0]:
            only[0 if res[0][0] else 1] += 1
        deck = spec.sides[spec.side_of_seat.index(0)].deck
        print(f"game {spec.index} ({deck}): {'W' if res[0][0] else 'L'} {'W' if res[1][0] else 'L'}",
              flush=True)
    if args.save:
        Path(args.save).write_text("".join(lines))
    n = len(specs)
    print(f"\n{args.decks} decks, {n} games (seed {args.seed}, sides swapped), "
          f"{time.perf_counter() - start:.0f} s")
    for k, label in enumerate(("a", "b")):
        spd = cpu[k] / max(decisions[k], 1)
        name = getattr(args, label) if k == 0 or saved is None else f"saved {args.against}"
        print(f"  {label} ({name}): {wins[k]}/{n} wins, {spd:.3f} CPU s per searched decision")
    print(f"  discordant games: won by a only {only[0]}, by b only {only[1]}; "
          f"sign test p = {sign_test(only[0], only[1]):.3f}")


if __name__ == "__main__":
    main()
